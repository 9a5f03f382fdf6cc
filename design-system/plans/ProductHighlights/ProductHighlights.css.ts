import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({
  margin: 0,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  counterIncrement: 'step',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.borderWidth.strong} solid ${vars.color.accent}`,
});

export const stepNumber = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
