import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const form = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    minWidth: 0,
  },
]);

/** The two groups side by side when there is room, one above the other when not. */
export const groups = style([
  sprinkles({ display: 'grid', gap: 'large', alignItems: 'start' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  },
]);

export const group = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium', padding: 'large' }),
  {
    minWidth: 0,
    margin: 0,
    backgroundColor: vars.color.surface,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.large,
  },
]);

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

export const footer = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' });

export const status = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    flex: '1 1 16rem',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
    minHeight: vars.size.touch,
  },
]);

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
