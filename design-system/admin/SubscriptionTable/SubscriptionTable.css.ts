import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'medium' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const who = sprinkles({ display: 'grid' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
export const id = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const empty = style([
  sprinkles({ display: 'grid', gap: 'small', padding: 'large' }),
  {
    border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
  },
]);
export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });
