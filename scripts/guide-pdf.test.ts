import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guide, guideCheckCount } from '../domain/lead-magnet';
import { renderGuidePdf, textWidth, wrap } from './guide-pdf';
import { guidePdfPath } from './make-guide-pdf';

const pdf = renderGuidePdf();
const text = pdf.toString('latin1');

describe('the lead-magnet guide PDF', () => {
  it('is the file shipped with the site (run `npx tsx scripts/make-guide-pdf.ts` after changing the guide)', () => {
    expect(readFileSync(guidePdfPath).equals(pdf)).toBe(true);
  });

  it('has a cross-reference table whose offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
    const entries = text.slice(startxref).split('\n').slice(3, 2 + Number(count));
    expect(entries).toHaveLength(Number(count) - 1);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  });

  it('declares the right length for every content stream and counts its pages', () => {
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const match of streams) {
      const start = match.index + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
    }
    const pages = text.match(/\/Type \/Page /g)!.length;
    expect(text).toContain(`/Count ${pages} >>`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('holds every one of the 25 checks, numbered, and the title in its metadata', () => {
    expect(guideCheckCount).toBe(25);
    expect(text).toContain(`/Title (${guide.title})`);
    expect(text).toContain('/Lang (en-US)');
    let number = 0;
    for (const section of guide.sections) {
      for (const check of section.checks) {
        number += 1;
        // The first wrapped line of each title is drawn as one string.
        const firstWord = check.title.split(' ')[0]!.replace(/[()\\]/g, '\\$&');
        expect(text).toContain(`(${number}. ${firstWord}`);
      }
    }
  });

  it('wraps text inside the line width with the fonts\' metrics', () => {
    const lines = wrap(guide.intro[0]!, 'regular', 11, 300);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'regular', 11)).toBeLessThanOrEqual(300);
    expect(lines.join(' ')).toBe(guide.intro[0]);
    // Bold is wider than regular.
    expect(textWidth('Website', 'bold', 10)).toBeGreaterThan(textWidth('Website', 'regular', 10));
  });
});
