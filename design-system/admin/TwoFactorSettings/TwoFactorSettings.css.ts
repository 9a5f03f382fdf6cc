import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'large' });
export const section = sprinkles({ display: 'grid', gap: 'medium' });
export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small', justifyContent: 'space-between' });
export const title = style({ margin: 0 });
export const text = style({ margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const setup = style([
  sprinkles({ display: 'grid', gap: 'medium', alignItems: 'start' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  },
]);
export const qr = style({ width: '12rem', height: '12rem', borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border}` });
export const secret = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere', margin: 0, userSelect: 'all' });
export const form = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'small' });
export const list = style([sprinkles({ display: 'grid', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);
export const item = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small', padding: 'medium' }),
  {
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
  },
]);
export const codes = style([
  sprinkles({ display: 'grid', gap: 'xsmall' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
    margin: 0,
    paddingInlineStart: vars.space.large,
    fontFamily: vars.font.mono,
  },
]);
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
