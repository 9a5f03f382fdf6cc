import { createHash } from 'node:crypto';
import { stripeFormTargets } from '../domain/checkout-form';

/** Whether a <script>'s attributes make it run: no type, a JavaScript type or `module`. */
export function isExecutableScript(attrs: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** Speculation rules are not run, but script-src governs inline ones all the same. */
function isSpeculationRules(attrs: string): boolean {
  return /(?:^|\s)type\s*=\s*["']?speculationrules["']?/i.test(attrs);
}

/**
 * `sha256-...` of every inline script (and inline speculation rules) of a page that a browser runs, for its
 * Content-Security-Policy (unquoted). Data blocks such as JSON-LD (`application/ld+json`) are
 * never executed, so script-src does not apply to them and they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attrs) || body.length === 0 || !(isExecutableScript(attrs) || isSpeculationRules(attrs))) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The policy a page's meta tag carries. The response header (functions/app.ts) is the real
 * one and adds frame-ancestors, which browsers ignore in a meta tag. `styleHashes` allow the
 * page's inline critical CSS (scripts/critical-css.ts).
 */
export function metaPolicy(hashes: readonly string[], styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'self'",
    `form-action 'self' ${stripeFormTargets.join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

/** Puts the CSP meta right after the charset, before any script can run. */
export function withCspMeta(html: string, hashes: readonly string[], styleHashes: readonly string[] = []): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(hashes, styleHashes)}"/>`;
  const charset = /<meta charSet="utf-8"\/?>|<meta charset="utf-8"\/?>/i.exec(html);
  if (!charset) throw new Error('page has no charset meta to anchor the CSP meta');
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
