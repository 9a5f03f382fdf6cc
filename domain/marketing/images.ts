/**
 * The two kinds of picture the marketing pages ship (app/public): illustrations, drawn at 800 by
 * 600, and pictures of sites we built in the portfolio, at 800 by 500. A page names the file and
 * writes the alt text; the folder and the size come from here.
 */
import type { MarketingImage } from './types';

/** `/illustrations/<name>.svg`, 800 by 600. */
export const illustration = (name: string, alt: string) =>
  ({ src: `/illustrations/${name}.svg`, alt, width: 800, height: 600 }) as const satisfies MarketingImage;

/** `/portfolio/<name>.svg`, 800 by 500: a site we built. */
export const portfolioImage = (name: string, alt: string) =>
  ({ src: `/portfolio/${name}.svg`, alt, width: 800, height: 500 }) as const satisfies MarketingImage;
