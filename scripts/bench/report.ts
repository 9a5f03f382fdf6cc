/** The bench's one table: metric, value, target, result; plain text, aligned, grouped by section. */

export type RowStatus = 'pass' | 'miss' | 'info' | 'error';

export interface Row {
  section: string;
  metric: string;
  value: string;
  /** empty when the figure has no target (then the status is `info`) */
  target: string;
  status: RowStatus;
}

const statusLabel: Record<RowStatus, string> = { pass: 'pass', miss: 'MISS', info: '', error: 'ERROR' };

/** A row with a target: pass when `ok`. */
export function checked(section: string, metric: string, value: string, target: string, ok: boolean): Row {
  return { section, metric, value, target, status: ok ? 'pass' : 'miss' };
}

export function info(section: string, metric: string, value: string): Row {
  return { section, metric, value, target: '', status: 'info' };
}

export function errorRow(section: string, message: string): Row {
  return { section, metric: 'section failed', value: message.split('\n')[0]!.slice(0, 70), target: '', status: 'error' };
}

export function formatTable(rows: readonly Row[]): string {
  const header = { section: 'section', metric: 'metric', value: 'value', target: 'target', status: 'result' };
  const cells = rows.map((r) => ({ section: r.section, metric: r.metric, value: r.value, target: r.target, status: statusLabel[r.status] }));
  const width = (key: keyof typeof header) => Math.max(header[key].length, ...cells.map((c) => c[key].length));
  const widths = { section: width('section'), metric: width('metric'), value: width('value'), target: width('target'), status: width('status') };
  const line = (c: typeof header) =>
    [c.section.padEnd(widths.section), c.metric.padEnd(widths.metric), c.value.padEnd(widths.value), c.target.padEnd(widths.target), c.status]
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.section + widths.metric + widths.value + widths.target + widths.status + 8);
  const out = [line(header), rule];
  let previous: string | undefined;
  for (const c of cells) {
    if (previous !== undefined && c.section !== previous) out.push('');
    out.push(line({ ...c, section: c.section === previous ? '' : c.section }));
    previous = c.section;
  }
  return out.join('\n');
}

export function summaryOf(rows: readonly Row[]): { targets: number; met: number; missed: number; errors: number } {
  const met = rows.filter((r) => r.status === 'pass').length;
  const missed = rows.filter((r) => r.status === 'miss').length;
  const errors = rows.filter((r) => r.status === 'error').length;
  return { targets: met + missed, met, missed, errors };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
export const count = (value: number) => value.toLocaleString('en-US');
