import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, margin: 0 });
export const icon = style({ color: vars.color.brand, width: vars.space.large, height: vars.space.large });
export const fields = style({ display: 'grid', gap: vars.space.medium });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
