import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.large,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  boxShadow: vars.shadow.small,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

globalStyle(`${icon} svg`, { width: '1.375rem', height: '1.375rem' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const parts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space.small,
  flexGrow: 1,
  alignContent: 'start',
  paddingBlock: vars.space.xsmall,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const partName = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xxsmall,
});

export const partValue = style({ fontSize: vars.fontSize.small });
