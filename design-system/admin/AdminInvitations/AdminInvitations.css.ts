import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'large' });
export const section = sprinkles({ display: 'grid', gap: 'small' });
export const list = style([sprinkles({ display: 'grid', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);
export const item = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small', padding: 'medium' }),
  {
    background: vars.color.surface,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
  },
]);
export const text = style([sprinkles({ display: 'grid', gap: 'xsmall' }), { minWidth: 0 }]);
export const name = style([sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small' }), { fontWeight: vars.fontWeight.strong, margin: 0 }]);
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const form = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'small' });
export const link = style({
  display: 'block',
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const linkRow = sprinkles({ display: 'grid', gap: 'small' });
