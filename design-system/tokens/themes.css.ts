import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Token values. Themes are applied by CSS alone, so server-rendered HTML paints in the right
 * colours before any script runs:
 * - `:root` gets the light theme and every non-colour token;
 * - `@media (prefers-color-scheme: dark)` switches `:root` to dark;
 * - `data-theme="light"` / `data-theme="dark"` on <html> (or on any element, for a themed island
 *   or a story) overrides both.
 *
 * Every text/background pair a component uses is listed in `contrastPairs` below, with the
 * WCAG AA ratio it must meet; all of them pass in both themes.
 */

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** The attribute that forces a theme on <html> or any element. */
export const themeAttribute = 'data-theme';

type ColorTokens = Record<keyof typeof vars.color, string>;

/** Deep navy brand, burnt-orange Texas accent, warm off-white canvas. */
export const lightColors: ColorTokens = {
  canvas: '#faf8f4',
  surface: '#ffffff',
  surfaceMuted: '#f1eee7',
  text: '#132035',
  textMuted: '#4b5565',
  textOnBrand: '#ffffff',
  border: '#dcd7cc',
  borderStrong: '#7b8494',
  brand: '#1c3d7a',
  brandHover: '#142d5c',
  brandSoft: '#e4ebf6',
  accent: '#b04a0d',
  accentSoft: '#fbeadc',
  textOnAccent: '#ffffff',
  positive: '#1d6e3a',
  positiveSoft: '#e3f2e8',
  caution: '#9a4a00',
  cautionSoft: '#fcefdc',
  critical: '#b42318',
  criticalSoft: '#fce9e7',
  info: '#175a96',
  infoSoft: '#e3eff9',
  focusRing: '#c2410c',
  overlay: 'rgba(19, 32, 53, 0.6)',
};

/** Night sky over the hill country: the same hues, lifted for dark backgrounds. */
const darkColors: ColorTokens = {
  canvas: '#0c1423',
  surface: '#141e32',
  surfaceMuted: '#1c2841',
  text: '#edf1f7',
  textMuted: '#a9b5c8',
  textOnBrand: '#0c1423',
  border: '#2c3a57',
  borderStrong: '#7d8ba5',
  brand: '#8fb2f5',
  brandHover: '#b0c9f8',
  brandSoft: '#1e2f55',
  accent: '#f29a5a',
  accentSoft: '#3b2415',
  textOnAccent: '#1a0e05',
  positive: '#62cf8c',
  positiveSoft: '#12301f',
  caution: '#f2b155',
  cautionSoft: '#382911',
  critical: '#ff8f85',
  criticalSoft: '#3d1a1a',
  info: '#7fbff5',
  infoSoft: '#14304b',
  focusRing: '#ffb071',
  overlay: 'rgba(4, 8, 16, 0.72)',
};

/** Theme-independent tokens: type, space, radius, sizes, motion, layers. */
const baseTokens = {
  // A first visit paints in the metric-matched fallbacks only (fonts.css), so no font file is on
  // the first paint's path; `webFontsAttribute` (set before the first paint once the files are in
  // the browser's cache) puts the web fonts first. docs/performance.md, "Fonts".
  font: {
    body: "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Bricolage Fallback', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    display: 'clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem)',
  },
  fontWeight: {
    regular: '400',
    medium: '550',
    strong: '700',
  },
  lineHeight: {
    tight: '1.2',
    standard: '1.6',
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
    xxlarge: '4rem',
    gutter: 'clamp(1rem, 0.6rem + 2vw, 2rem)',
  },
  borderWidth: {
    standard: '1px',
    strong: '2px',
  },
  radius: {
    small: '0.25rem',
    medium: '0.5rem',
    large: '1rem',
    full: '9999px',
  },
  shadow: {
    small: '0 1px 2px rgba(12, 20, 35, 0.08)',
    medium: '0 4px 12px rgba(12, 20, 35, 0.12)',
    large: '0 12px 32px rgba(12, 20, 35, 0.18)',
  },
  size: {
    content: '75rem',
    prose: '42rem',
    touch: '2.75rem',
    headerHeight: '4.5rem',
  },
  iconSize: {
    small: '1.125rem',
    medium: '1.25rem',
    large: '1.375rem',
    xlarge: '1.5rem',
    inlineSmall: '1em',
    inline: '1.1em',
    inlineLarge: '1.25em',
  },
  motion: {
    fast: '120ms',
    standard: '200ms',
  },
  zIndex: {
    header: '10',
    overlay: '100',
    dialog: '110',
    toast: '120',
  },
};

const light = { vars: assignVars(vars.color, lightColors), colorScheme: 'light' } as const;
const dark = { vars: assignVars(vars.color, darkColors), colorScheme: 'dark' } as const;

globalStyle(':root', {
  vars: { ...assignVars(vars, { ...baseTokens, color: lightColors }) },
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': dark,
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion, { fast: '0ms', standard: '0ms' }),
    },
  },
});

/**
 * On <html> when the web font files are in the browser's cache (the page's head script,
 * scripts/web-fonts.ts, sets it before the first paint on a visit after the first): the web fonts
 * lead the stacks. Storybook sets it always.
 */
export const webFontsAttribute = 'data-web-fonts';

globalStyle(`:root[${webFontsAttribute}]`, {
  vars: assignVars(vars.font, {
    body: `'Inter Variable', ${baseTokens.font.body}`,
    heading: `'Bricolage Grotesque Variable', ${baseTokens.font.heading.replace("'Inter Fallback'", "'Inter Variable', 'Inter Fallback'")}`,
    mono: baseTokens.font.mono,
  }),
});

// `:root[data-theme]` outranks the `:root` media rule above, which vanilla-extract emits after
// plain rules; the bare attribute selector covers themed islands inside the page.
globalStyle(`:root[${themeAttribute}="light"], [${themeAttribute}="light"]`, light);
globalStyle(`:root[${themeAttribute}="dark"], [${themeAttribute}="dark"]`, dark);
