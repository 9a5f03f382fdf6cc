import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';

/**
 * Put this attribute on <html> (or any ancestor) to stop every animation and transition:
 * Storybook and screenshot tests set it so captures are stable.
 */
export const disableAnimationsAttribute = 'data-disable-animations';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('*', {
  margin: 0,
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // What the browser scrolls into view (a control reached by Tab or Shift+Tab, a #fragment)
  // stops clear of what stays on screen (WCAG 2.4.11): below the sticky header (its bar of
  // headerHeight and the security strip above it, two lines under 340 px: about 100 px, 126 at
  // 320 px) and above the floating assistant launcher (bottom right, size.touch + space.small,
  // space.medium from the edge). e2e/focus-not-obscured.test.ts.
  scrollPaddingBlockStart: `calc(2 * ${vars.size.headerHeight})`,
  scrollPaddingBlockEnd: `calc(${vars.size.touch} + ${vars.space.small} + ${vars.space.medium})`,
});

globalStyle('body', {
  minHeight: '100dvh',
  // the footer sits at the bottom of short pages
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

globalStyle('p', {
  textWrap: 'pretty',
});

globalStyle('img, picture, video, canvas, svg', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('a', {
  color: 'inherit',
});

// One focus ring for everything: visible on keyboard focus only, never on mouse click.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});

const stillness = {
  animationDuration: '0.01ms !important',
  animationDelay: '0ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  transitionDelay: '0ms !important',
} as const;

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': stillness,
  },
});

globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});

globalStyle(`[${disableAnimationsAttribute}]`, { scrollBehavior: 'auto' });

globalStyle(
  `[${disableAnimationsAttribute}], [${disableAnimationsAttribute}] *, [${disableAnimationsAttribute}] *::before, [${disableAnimationsAttribute}] *::after`,
  stillness,
);

globalStyle('body > main', {
  flex: '1 0 auto',
});
