import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const list = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, justifyContent: 'space-between' });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
