/**
 * CSV for the admin exports (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled, lines end with CRLF. A cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe, so an
 * export of what visitors typed cannot run anything when opened (OWASP "CSV injection").
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers we wrote ourselves are safe; text from anyone else is neutralised.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** "customers-2026-11-20.csv" */
export function datedFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Hands the text to the browser as a file download. A byte-order mark makes Excel read the file
 * as UTF-8 (names with accents stay intact).
 */
export function downloadCsv(fileName: string, csv: string, doc: Document = document): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
