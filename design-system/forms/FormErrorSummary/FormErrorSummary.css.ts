import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
  {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.strong} solid ${vars.color.critical}`,
    backgroundColor: vars.color.criticalSoft,
    color: vars.color.text,
    // Scrolled to on a refused submit: not under the sticky header.
    scrollMarginTop: vars.space.xlarge,
  },
]);

export const title = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    fontWeight: vars.fontWeight.strong,
  },
]);

export const icon = style({
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  color: vars.color.critical,
});

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    margin: 0,
    paddingInlineStart: vars.space.large,
  },
]);

export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: vars.borderWidth.strong },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.standard, borderRadius: vars.radius.small },
  },
});
