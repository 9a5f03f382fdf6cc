import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.large,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
