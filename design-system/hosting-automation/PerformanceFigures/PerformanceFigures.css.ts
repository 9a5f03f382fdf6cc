import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'grid', gap: 'medium', alignItems: 'stretch' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  },
]);

/** The body of each group's Card. */
export const group = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const groupTitle = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' });

export const groupIcon = style({
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
  color: vars.color.brand,
  flexShrink: 0,
});

export const figures = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    margin: 0,
  },
]);

export const figure = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 'small' }),
  {
    paddingBlockEnd: vars.space.xsmall,
    borderBlockEndWidth: vars.borderWidth.standard,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: vars.color.border,
    selectors: {
      '&:last-child': { borderBlockEndWidth: 0, paddingBlockEnd: 0 },
    },
  },
]);

export const term = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const value = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
]);

export const bigValue = style([
  value,
  {
    fontSize: vars.fontSize.xxlarge,
  },
]);

export const positiveIcon = style({
  width: vars.iconSize.inlineSmall,
  height: vars.iconSize.inlineSmall,
  color: vars.color.positive,
});
