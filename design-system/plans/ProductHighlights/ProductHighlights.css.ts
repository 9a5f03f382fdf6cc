import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const grid = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

/** A highlight's Card body. */
export const item = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const icon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.size.touch,
    height: vars.size.touch,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

export const title = style({
  margin: 0,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const steps = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    counterReset: 'step',
  },
]);

export const step = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    counterIncrement: 'step',
    paddingBlockStart: vars.space.small,
    borderBlockStart: `${vars.borderWidth.strong} solid ${vars.color.accent}`,
  },
]);

export const stepNumber = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
