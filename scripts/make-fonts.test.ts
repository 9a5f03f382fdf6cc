import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontOutputs, makeFont } from './make-fonts';
import { fontSubsetText, fontWeightRange, inFontSubset, unicodeRange } from '../design-system/tokens/fontSubset';

const root = process.cwd();

describe('the subset web fonts', () => {
  it.each(fontOutputs)('$file is what scripts/make-fonts.ts makes from $source, and smaller', async ({ source, file }) => {
    const committed = await readFile(join(root, file));
    const made = await makeFont(source);
    expect(committed.equals(made), `${file} drifted: run npx tsx scripts/make-fonts.ts and commit`).toBe(true);
    const original = await readFile(join(root, 'node_modules', source));
    expect(committed.length).toBeLessThan(original.length * 0.9);
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('fonts.css declares each face with exactly the subset\'s unicode-range and weight range', async () => {
    const css = await readFile(join(root, 'design-system/tokens/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!).filter((body) => body.includes('subset.woff2'));
    expect(faces).toHaveLength(fontOutputs.length);
    for (const face of faces) {
      expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ')).toBe(unicodeRange());
      expect(/font-weight:\s*([^;]+);/.exec(face)?.[1]).toBe(`${fontWeightRange.min} ${fontWeightRange.max}`);
    }
  });

  it('covers English copy, Spanish names and the typographic punctuation, not other scripts', () => {
    for (const char of 'Hello, World! 0-9 $29/month José Peña ¿Qué? “quoted” — it’s… © 40% €5 ™ → −') expect(inFontSubset(char), char).toBe(true);
    for (const char of 'Ωжア😀') expect(inFontSubset(char), char).toBe(false);
    expect(fontSubsetText()).toHaveLength(95 + 96 + 21);
  });
});
