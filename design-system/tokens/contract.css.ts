import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Components read only these semantic names (never a raw colour or
 * pixel value); `themes.css.ts` fills them for light and dark.
 */
export const vars = createThemeContract({
  color: {
    /** page background */
    canvas: null,
    /** raised surfaces: cards, menus, dialogs */
    surface: null,
    /** slightly tinted surface: table stripes, code, tiles */
    surfaceMuted: null,
    text: null,
    textMuted: null,
    /** text on brand-filled backgrounds */
    textOnBrand: null,
    border: null,
    borderStrong: null,
    brand: null,
    brandHover: null,
    brandSoft: null,
    /** accent for highlights (e.g. Most Popular) */
    accent: null,
    accentSoft: null,
    textOnAccent: null,
    positive: null,
    positiveSoft: null,
    caution: null,
    cautionSoft: null,
    critical: null,
    criticalSoft: null,
    info: null,
    infoSoft: null,
    focusRing: null,
    overlay: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  lineHeight: {
    tight: null,
    standard: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    gutter: null,
  },
  borderWidth: {
    /** hairlines: card and table borders */
    standard: null,
    /** outlined buttons, emphasised edges */
    strong: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  size: {
    /** max width of page content */
    content: null,
    /** max width of prose */
    prose: null,
    /** minimum touch target */
    touch: null,
    headerHeight: null,
  },
  /** Icons (lucide svgs): a fixed size beside a heading or in a tile (rem), or one that grows with the text it sits in (em). */
  iconSize: {
    /** 18 px: beside small text, in a table cell, an arrow between steps */
    small: null,
    /** 20 px: the usual icon beside a title */
    medium: null,
    /** 22 px */
    large: null,
    /** 24 px: an icon that stands alone in a tile or alert */
    xlarge: null,
    /** as tall as its text */
    inlineSmall: null,
    /** a little taller than its text: a status mark before a line */
    inline: null,
    /** a quarter taller than its text: a check or cross standing for a word */
    inlineLarge: null,
  },
  motion: {
    fast: null,
    standard: null,
  },
  zIndex: {
    header: null,
    overlay: null,
    dialog: null,
    toast: null,
  },
});
