import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const plan = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' });

export const planSummary = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' }),
  {
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.brandSoft,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const planText = style({ fontSize: vars.fontSize.small, color: vars.color.text });

/** The hosting add-ons carried from /hosting: ticked boxes under the plan. */
export const addOns = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  {
    margin: 0,
    padding: vars.space.small,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
  },
]);

export const addOnsLegend = style({ padding: `0 ${vars.space.xsmall}`, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const addOnList = style([
  sprinkles({ display: 'grid', gap: 'xsmall' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const addOnChoice = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }),
  {
    minBlockSize: '2.75rem',
    cursor: 'pointer',
    color: vars.color.text,
  },
]);

export const checkbox = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  accentColor: vars.color.brand,
});

export const addOnPrice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const addOnsError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });
