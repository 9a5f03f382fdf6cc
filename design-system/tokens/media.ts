/**
 * The named breakpoints: every media query on a screen width is written with these (issue 18),
 * in `em`. In a media query `em` and `rem` both mean the browser's default font size (16 px
 * unless the reader changed it), so a layout follows the reader's text size, not pixels.
 */
export const breakpoints = {
  /** a small phone and below (480 px) */
  phone: 30,
  /** a large phone (576 px) */
  phablet: 36,
  /** a small tablet in portrait, the first two-column layouts (640 px) */
  tablet: 40,
  /** a tablet (768 px) */
  tabletWide: 48,
  /** a tablet in landscape (832 px) */
  laptopNarrow: 52,
  /** (896 px) */
  laptop: 56,
  /** (960 px) */
  laptopWide: 60,
  /** (1024 px) */
  desktopNarrow: 64,
  /** where the header shows its full navigation (1088 px) */
  desktop: 68,
  /** (1200 px) */
  desktopWide: 75,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const em = (name: Breakpoint) => `${breakpoints[name]}em`;
/** just under a breakpoint: the widest screen that does not reach it */
const under = (name: Breakpoint) => `${breakpoints[name] - 1}.99em`;

/** Media queries for `'@media': { [media.from('tablet')]: {...} }`. */
export const media = {
  /** the breakpoint's width and wider */
  from: (name: Breakpoint) => `screen and (min-width: ${em(name)})`,
  /** narrower than the breakpoint */
  below: (name: Breakpoint) => `screen and (max-width: ${under(name)})`,
  /** the breakpoint's width and narrower */
  upTo: (name: Breakpoint) => `screen and (max-width: ${em(name)})`,
  /** from the first breakpoint's width to just under the second's */
  between: (from: Breakpoint, below: Breakpoint) => `screen and (min-width: ${em(from)}) and (max-width: ${under(below)})`,
} as const;
