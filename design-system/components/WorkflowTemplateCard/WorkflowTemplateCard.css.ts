import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  listStyle: 'none',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  marginBlockEnd: vars.space.medium,
});

export const facts = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.xsmall,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

globalStyle(`${fact} dt`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

globalStyle(`${fact} dd`, {
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${fact}:last-child`, {
  alignItems: 'flex-end',
});

export const track = style({
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
