import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

export const calculator = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.large,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontWeight: vars.fontWeight.strong,
  fontFamily: vars.font.heading,
});

export const calculatorStatus = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const jumpLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
});

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

export const addOnList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  marginBlockStart: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const addOnPrice = style({
  fontWeight: vars.fontWeight.strong,
});
