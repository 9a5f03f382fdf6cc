import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'large' });
export const section = sprinkles({ display: 'grid', gap: 'small' });
export const list = style([sprinkles({ display: 'grid', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);
export const item = style([
  sprinkles({ display: 'grid', gap: 'xsmall', padding: 'medium' }),
  {
    background: vars.color.surface,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
  },
]);
export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small', justifyContent: 'space-between' });
export const when = style({ fontWeight: vars.fontWeight.strong, margin: 0 });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
export const blockForm = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'small' });
export const blockedItem = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small', justifyContent: 'space-between' });
