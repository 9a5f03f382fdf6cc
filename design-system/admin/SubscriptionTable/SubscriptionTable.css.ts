import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const who = style({ display: 'grid' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
export const id = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const empty = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});
export const emptyTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });
