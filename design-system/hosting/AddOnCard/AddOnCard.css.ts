import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** The card's body: name, what it does, then the price and the toggle at the bottom. */
export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const top = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'xsmall' });

export const description = style({
  flexGrow: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const bottom = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' }),
  { marginBlockStart: vars.space.xsmall },
]);

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
});

export const per = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
