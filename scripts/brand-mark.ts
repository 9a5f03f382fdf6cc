/**
 * The brand mark as SVG: the header's logo (a filled lucide star on the brand colour, in a
 * rounded square), drawn once here for every icon size and the social card.
 */

/** lucide's `star` (ISC licence), the icon the header's logo uses, on its 24-unit grid. */
const starPath =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** The star's outline box on its grid, stroke included (lucide draws it with a 2-unit stroke). */
const starBox = { x: 1, y: 1.05, width: 22, height: 21.2 };

export interface MarkOptions {
  /** background of the square; null for a bare star */
  background: string | null;
  star: string;
  /** corner radius as a share of the side: 0 for full bleed (home-screen icons) */
  corner: number;
  /** the star's width as a share of the side */
  starWidth: number;
}

/** The star as an SVG group centred on (cx, cy), `width` units wide. */
export function starGroup(cx: number, cy: number, width: number, colour: string): string {
  const scale = width / starBox.width;
  const x = cx - (starBox.x + starBox.width / 2) * scale;
  const y = cy - (starBox.y + starBox.height / 2) * scale;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})"><path d="${starPath}" fill="${colour}" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/></g>`;
}

/** The mark on a 64-unit square, drawn at `size` pixels. */
export function markSvg(size: number, options: MarkOptions, label?: string): string {
  const radius = round(64 * options.corner);
  const background = options.background ? `<rect width="64" height="64" rx="${radius}" fill="${options.background}"/>` : '';
  const a11y = label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"${a11y}>` +
    (label ? `<title>${label}</title>` : '') +
    background +
    starGroup(32, 32, 64 * options.starWidth, options.star) +
    '</svg>'
  );
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
