import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const plan = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const planSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const planText = style({ fontSize: vars.fontSize.small, color: vars.color.text });
