import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, datedFileName, toCsv } from './csv';

/** A small RFC 4180 reader, to check that what we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks; ends lines with CRLF', () => {
    const csv = toCsv(
      [{ name: 'Hill Country Bakery, LLC', note: 'Said "hi"\nthen left', revenue: 59 }],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Note', value: (r) => r.note },
        { header: 'Revenue', value: (r) => r.revenue },
      ],
    );
    expect(csv).toBe('Name,Note,Revenue\r\n"Hill Country Bakery, LLC","Said ""hi""\nthen left",59\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises a formula: %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves our own negative numbers, empties and ordinary text alone', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('maria@hillcountrybakery.com')).toBe('maria@hillcountrybakery.com');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('any text reads back as itself (after the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (cells) => {
        const width = Math.max(1, ...cells.map((r) => r.length));
        const rows = cells.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const columns = Array.from({ length: width }, (_, i) => ({ header: `c${i}`, value: (row: string[]) => row[i] }));
        const parsed = parseCsv(toCsv(rows, columns));
        expect(parsed[0]).toEqual(columns.map((c) => c.header));
        const guarded = rows.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)));
        expect(parsed.slice(1)).toEqual(guarded);
      }),
    );
  });

  it('names files by date', () => {
    expect(datedFileName('customers', new Date('2026-11-20T15:00:00Z'))).toBe('customers-2026-11-20.csv');
  });
});
