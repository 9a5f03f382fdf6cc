import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'small' });
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
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
