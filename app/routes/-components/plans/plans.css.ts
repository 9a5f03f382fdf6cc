import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';
import { cardSurface } from '../../../../design-system/primitives/Card/Card.css';

export const calculator = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  },
]);

/** A fieldset (its legend sits on the edge, so it cannot be a Card): the Card surface, flat. */
export const fieldset = style([
  cardSurface,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    boxShadow: 'none',
    margin: 0,
    padding: vars.space.large,
    minWidth: 0,
  },
]);

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
  fontFamily: vars.font.heading,
});

export const calculatorStatus = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const jumpLinks = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', rowGap: 'xsmall', columnGap: 'large' }),
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontWeight: vars.fontWeight.medium,
  },
]);

export const pricingBody = style({
  paddingBlockStart: vars.space.large,
  paddingBlockEnd: vars.space.xxlarge,
});

export const finePrint = style({
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const pageBody = style({
  paddingBlock: vars.space.xlarge,
});

/** /pricing: the hosting add-ons under the hosting plans, a name and a price per line. */
export const addOns = style({
  marginBlockStart: vars.space.large,
});

export const addOnsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
});

export const addOnList = style([
  sprinkles({ display: 'grid', rowGap: 'xsmall', columnGap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    margin: 0,
    marginBlockStart: vars.space.small,
    padding: 0,
    listStyle: 'none',
  },
]);

export const addOnPrice = style({
  fontWeight: vars.fontWeight.strong,
});
