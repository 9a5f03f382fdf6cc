import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const form = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    minWidth: 0,
  },
]);

export const switches = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium', padding: 'medium' }),
  {
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const colorRow = style([
  sprinkles({ display: 'grid', alignItems: 'start', columnGap: 'small' }),
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
  },
]);

export const swatch = style({
  // lines the swatch up with the text box, under the field's label
  marginBlockStart: `calc(${vars.fontSize.standard} * ${vars.lineHeight.standard} + ${vars.space.xsmall})`,
  width: vars.size.touch,
  height: vars.size.touch,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-color-swatch-wrapper': { padding: 0 },
    '&::-webkit-color-swatch': { border: 'none', borderRadius: vars.radius.small },
    '&::-moz-color-swatch': { border: 'none', borderRadius: vars.radius.small },
  },
});

export const colorInput = style({
  fontFamily: vars.font.mono,
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'medium' });

export const status = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xsmall' }),
  {
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
    minHeight: vars.size.touch,
  },
]);

export const saved = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    fontWeight: vars.fontWeight.strong,
    color: vars.color.positive,
  },
]);

export const failed = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const statusIcon = style({
  width: '1.2em',
  height: '1.2em',
});
