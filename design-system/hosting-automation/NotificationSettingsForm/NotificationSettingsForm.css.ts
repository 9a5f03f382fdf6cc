import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/** The two groups side by side when there is room, one above the other when not. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const legendNote = style({
  clear: 'both',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 16rem',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  minHeight: vars.size.touch,
});

export const statusIcon = style({
  flexShrink: 0,
  width: vars.iconSize.inlineLarge,
  height: vars.iconSize.inlineLarge,
  color: vars.color.positive,
});

export const statusErrorIcon = style({
  flexShrink: 0,
  width: vars.iconSize.inlineLarge,
  height: vars.iconSize.inlineLarge,
  color: vars.color.critical,
});

/** Thresholds are short numbers: a narrow box says so. */
export const thresholdInput = style({
  maxWidth: '10rem',
});
