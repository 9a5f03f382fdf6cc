import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style({
  marginBlockStart: 'auto',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  borderTopWidth: vars.space.xxsmall,
  borderTopStyle: 'solid',
  borderTopColor: vars.color.accent,
  paddingBlockStart: vars.space.xlarge,
  // Room under the last row for the floating assistant launcher (bottom right on every page:
  // size.touch + space.small tall, space.medium from the edge) and 24 px (space.large) more, so at
  // the bottom of the page it never covers the legal links, nor hides one that has keyboard focus
  // (WCAG 2.4.11), nor sits within 24 px of one (2.5.8's spacing; e2e/focus-not-obscured.test.ts).
  paddingBlockEnd: `calc(${vars.size.touch} + ${vars.space.small} + ${vars.space.medium} + ${vars.space.large})`,
});

export const grid = style([
  sprinkles({ display: 'grid', gap: 'xlarge' }),
  {
    gridTemplateColumns: '1fr',
    '@media': {
      [media.from('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.from('desktopNarrow')]: { gridTemplateColumns: '1.4fr repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const nav = style({
  display: 'contents',
});

export const brand = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })]);

export const brandName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const tagline = style({
  color: vars.color.textMuted,
  maxWidth: '28rem',
});

export const address = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    // Each link as wide as its text: stretched, the email and phone links reached under the
    // floating assistant launcher on a phone.
    alignItems: 'flex-start',
    fontStyle: 'normal',
    fontSize: vars.fontSize.small,
    color: vars.color.textMuted,
  },
]);

export const column = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })]);

export const columnTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  letterSpacing: '0.01em',
});

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);

export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  {
    minHeight: `calc(${vars.size.touch} - ${vars.space.small})`,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.small,
    borderRadius: vars.radius.small,
    selectors: {
      '&:hover': { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    },
  },
]);

export const note = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const bottom = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 'medium' }),
  {
    marginBlockStart: vars.space.xlarge,
    paddingBlockStart: vars.space.large,
    borderTopWidth: vars.borderWidth.standard,
    borderTopStyle: 'solid',
    borderTopColor: vars.color.border,
  },
]);

export const copyright = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const legal = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'large' }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);
