import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The card's body: name, what it does, then the price and the toggle at the bottom. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const description = style({
  flexGrow: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

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
