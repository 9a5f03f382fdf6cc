/**
 * What the self-hosted fonts keep (scripts/make-fonts.ts cuts them from @fontsource-variable's
 * Latin files): the characters below and the weights the tokens use. Everything else falls back
 * per character to the metric-matched local font (fonts.css), so a missing glyph is never a box.
 *
 * - Basic Latin and Latin-1 (U+0020-007E, U+00A0-00FF): English copy, and the accented letters
 *   of Spanish names a visitor or a lead may type (á é í ñ ó ú ü ¿ ¡).
 * - The typographic punctuation the copy uses: dashes, curly quotes, bullet, ellipsis, primes,
 *   the euro and trade mark signs, arrows and the minus sign.
 * - Weights 400 to 700 (fontWeight tokens: 400, 550, 700).
 */
const fontRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export const fontWeightRange = { min: 400, max: 700 } as const;

/** Every character of the subset, for the subsetter. */
export function fontSubsetText(): string {
  let text = '';
  for (const [from, to] of fontRanges) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

export function inFontSubset(char: string): boolean {
  const code = char.codePointAt(0)!;
  return fontRanges.some(([from, to]) => code >= from && code <= to);
}

/** The same ranges as a CSS `unicode-range` value (fonts.css must say exactly this). */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return fontRanges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
