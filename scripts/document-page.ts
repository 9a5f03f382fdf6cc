/**
 * A document page (domain/page-kinds.ts) ships no framework script: the prerender takes the
 * app's module entry, its module preloads and the router's inline scripts out of the rendered
 * HTML, and puts the assistant island (app/assistant/island.ts) where the entry was. What the
 * page draws, its stylesheets (inlined next by scripts/critical-css.ts) and its data blocks
 * (JSON-LD) stay. Application pages keep their scripts (scripts/defer-scripts.ts).
 */
import { isExecutableScript } from './csp';
import { escapeXml } from './html-entities';

export interface Island {
  /** the island module's URL (/assets/island-*.js) */
  src: string;
}

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const stylesheetHref = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*\/?>|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"[^>]*\/?>/g;

/** The page as a document: no framework script, the island in the entry's place. */
export function asDocumentPage(html: string, island: Island): string {
  const styles = [...html.matchAll(stylesheetHref)].map((match) => match[1] ?? match[2]!);
  let entries = 0;
  const out = html.replace(modulePreload, '').replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attrs: string, body: string) => {
    if (!isExecutableScript(attrs)) return tag;
    if (/\btype="module"/.test(attrs) && /\bsrc="/.test(attrs)) {
      entries += 1;
      return `<script type="module" src="${escapeXml(island.src)}" data-assistant-island="" data-styles="${escapeXml(styles.join(' '))}"></script>`;
    }
    // the router's inline scripts (dehydrated state, scroll restoration): nothing reads them here
    if (!/\bsrc="/.test(attrs) && body.length > 0) return '';
    throw new Error(`a document page cannot keep this script: ${tag.slice(0, 200)}`);
  });
  if (entries !== 1) throw new Error(`expected one module entry script, found ${entries}`);
  return out;
}

/**
 * The framework scripts a finished page references: module scripts and module preloads, and
 * what the after-paint loader (scripts/defer-scripts.ts) would add, other than the island.
 */
export function frameworkScriptsOf(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) found.push(match[1]!);
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = match[1]!;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src && !/\bdata-assistant-island\b/.test(attrs)) found.push(src);
    const entry = /\bdata-entry="([^"]+)"/.exec(attrs)?.[1];
    if (entry) found.push(entry);
    for (const preload of /\bdata-preload="([^"]*)"/.exec(attrs)?.[1]?.split(' ').filter(Boolean) ?? []) found.push(preload);
  }
  return found;
}

/**
 * Speculation rules for every page: a link to a document page is prerendered when the pointer
 * rests on it or it is pressed ("moderate"), so the page load it starts is instant. Application
 * pages are left out (the router navigates among them). Its text is the same on every page, so
 * one CSP hash, which scripts/csp.ts adds like any inline script's.
 */
export function speculationRules(documentPaths: readonly string[]): string {
  const rules = { prerender: [{ where: { href_matches: [...documentPaths] }, eagerness: 'moderate' }] };
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
}

/** The page with the speculation rules at the end of its <head>. */
export function withSpeculationRules(html: string, documentPaths: readonly string[]): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('page has no </head> for its speculation rules');
  return html.slice(0, at) + speculationRules(documentPaths) + html.slice(at);
}
