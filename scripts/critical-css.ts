/**
 * Critical CSS for a prerendered page: the rules of the page's stylesheets that can match its
 * server-rendered markup, inlined in one <style> in place of the render-blocking <link>s, so the
 * first paint needs no stylesheet request.
 *
 * The full stylesheets still arrive, without blocking the paint: the page's router manifest
 * still lists them, so React inserts their <link>s when it hydrates (after this <style>, which
 * carries `data-precedence="default"` for that reason). They bring what the first paint cannot
 * need: menus, dialogs and states that only appear once scripts run.
 *
 * A rule is kept unless one of its selectors' required classes or attributes is absent from the
 * page's markup (`.a .b` needs both classes somewhere; `:not(.x)`, `:is(...)` and the other
 * functional pseudo-classes are not looked into, so such rules are kept). Pseudo-classes such
 * as :hover stay, at-rules other than @media/@supports/@layer/@container stay whole. Then the
 * design tokens (custom properties) that nothing on the page reads with var() are dropped.
 *
 * @font-face rules live in the inline style only: the build strips them from the stylesheet
 * files afterwards (`withoutFontFaces`). Declared a second time when the full stylesheet
 * arrives, a `font-display: optional` face that missed the first paint would be swapped in
 * then, moving the text (layout shift).
 */
import { createHash } from 'node:crypto';

interface Rule {
  prelude: string;
  /** a style rule's or an opaque at-rule's declarations; nested rules of a grouping at-rule */
  body: string | Rule[] | null;
}

const groupingAtRule = /^@(media|supports|layer|container|scope)\b/i;

/** Index just past the end of a block whose `{` is at `open`; strings and escapes are skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

function parseRules(css: string, start = 0, end = css.length): Rule[] {
  const rules: Rule[] = [];
  let i = start;
  while (i < end) {
    // The prelude runs to the first `{`, `;` or `}` outside strings and parentheses.
    let j = i;
    let parens = 0;
    let quote: string | null = null;
    for (; j < end; j += 1) {
      const c = css[j];
      if (quote) {
        if (c === '\\') j += 1;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') parens += 1;
      else if (c === ')') parens -= 1;
      else if (parens === 0 && (c === '{' || c === ';' || c === '}')) break;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= end || css[j] === '}' || css[j] === ';') {
      if (prelude) rules.push({ prelude, body: null });
      i = j + 1;
      continue;
    }
    const close = blockEnd(css, j);
    const inner = { start: j + 1, end: close - 1 };
    rules.push({
      prelude,
      body: groupingAtRule.test(prelude) ? parseRules(css, inner.start, inner.end) : css.slice(inner.start, inner.end),
    });
    i = close;
  }
  return rules;
}

/** Splits a selector list on its top-level commas. */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of prelude) {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    if (c === ',' && depth === 0) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}

/** The selector without the arguments of functional pseudo-classes (`:not(.x)` -> `:not`). */
function withoutPseudoArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

export interface PageMarkup {
  classes: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

/** The class names and attribute names used anywhere in an HTML document. */
export function markupOf(html: string): PageMarkup {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  for (const tag of html.matchAll(/<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    for (const attr of (tag[1] ?? '').matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = (attr[1] ?? '').toLowerCase();
      attributes.add(name);
      if (name === 'class') for (const cls of (attr[2] ?? attr[3] ?? attr[4] ?? '').split(/\s+/)) if (cls) classes.add(cls);
    }
  }
  return { classes, attributes };
}

/** Whether every class and attribute a selector requires is present in the page. */
export function selectorMayMatch(selector: string, page: PageMarkup): boolean {
  const plain = withoutPseudoArguments(selector);
  for (const match of plain.matchAll(/\.((?:\\.|[-_a-zA-Z0-9\u00a0-\uffff])+)/g)) {
    if (!page.classes.has(unescape(match[1] ?? ''))) return false;
  }
  for (const match of plain.matchAll(/\[\s*([-_a-zA-Z0-9:]+)/g)) {
    if (!page.attributes.has((match[1] ?? '').toLowerCase())) return false;
  }
  return true;
}

function serialise(rules: Rule[], page: PageMarkup): string {
  let out = '';
  for (const { prelude, body } of rules) {
    if (body === null) out += `${prelude};`;
    else if (Array.isArray(body)) {
      const inner = serialise(body, page);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else {
      const kept = selectorsOf(prelude).filter((selector) => selectorMayMatch(selector, page));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/** The rules of `css` that can apply to the page's markup, in their original order. */
export function pruneCss(css: string, page: PageMarkup): string {
  return serialise(parseRules(css), page);
}

/** The stylesheet without its @font-face rules (they are in every page's inline style). */
export function withoutFontFaces(css: string): string {
  const rules = parseRules(css);
  const kept = rules.filter((rule) => !/^@font-face\b/i.test(rule.prelude));
  if (kept.length === rules.length) return css;
  const write = (list: Rule[]): string =>
    list
      .map(({ prelude, body }) =>
        body === null ? `${prelude};` : Array.isArray(body) ? `${prelude}{${write(body)}}` : `${prelude}{${body}}`,
      )
      .join('');
  return write(kept);
}

/** Only the stylesheet's @font-face rules: what `withoutFontFaces` takes out. */
export function fontFacesOf(css: string): string {
  return parseRules(css)
    .filter((rule) => /^@font-face\b/i.test(rule.prelude) && typeof rule.body === 'string')
    .map(({ prelude, body }) => `${prelude}{${body as string}}`)
    .join('');
}

/** Splits a declaration block on its top-level semicolons. */
function declarationsOf(block: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < block.length; i += 1) {
    const c = block[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ';' && depth === 0) {
      out.push(block.slice(start, i));
      start = i + 1;
    }
  }
  out.push(block.slice(start));
  return out.filter((d) => d.trim() !== '');
}

/**
 * Drops the custom-property declarations (`--name: ...`) of style rules whose name `used`
 * does not hold, and the rules left empty. At-rules such as @font-face are left alone.
 */
export function dropUnusedCustomProperties(css: string, used: ReadonlySet<string>): string {
  const walk = (rules: Rule[]): string => {
    let out = '';
    for (const { prelude, body } of rules) {
      if (body === null) out += `${prelude};`;
      else if (Array.isArray(body)) {
        const inner = walk(body);
        if (inner) out += `${prelude}{${inner}}`;
      } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
      else {
        const kept = declarationsOf(body).filter((d) => {
          const name = /^\s*(--[-_a-zA-Z0-9\u00a0-\uffff]+)\s*:/.exec(d)?.[1];
          return name === undefined || used.has(name);
        });
        if (kept.length > 0) out += `${prelude}{${kept.join(';')}}`;
      }
    }
    return out;
  };
  return walk(parseRules(css));
}

/** Every custom property that `text` reads with var(). */
export function customPropertiesRead(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[-_a-zA-Z0-9\u00a0-\uffff]+)/g)].map((m) => m[1] ?? ''));
}

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)" data-precedence="default"\/>/g;

export interface InlinedPage {
  html: string;
  /** `sha256-...` of the inline <style>, for the page's style-src; null when nothing was inlined */
  styleHash: string | null;
  /** the stylesheets whose rules were inlined */
  inlined: string[];
}

/**
 * Replaces a page's render-blocking stylesheet links (as HeadContent renders them) with one
 * <style> holding their rules that can match the page. `readCss` gives a stylesheet's text by
 * its href.
 */
export async function inlineCriticalCss(html: string, readCss: (href: string) => Promise<string>): Promise<InlinedPage> {
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
  if (hrefs.length === 0) return { html, styleHash: null, inlined: [] };
  const css = (await Promise.all(hrefs.map(readCss))).join('\n');
  const matching = pruneCss(css, markupOf(html));
  // Tokens read anywhere on the page (the kept rules, or an inline style attribute) stay.
  const critical = dropUnusedCustomProperties(matching, customPropertiesRead(matching + html));
  if (/<\/style/i.test(critical)) throw new Error('a stylesheet contains "</style"; it cannot be inlined');
  let first = true;
  const newHead = head.replace(stylesheetLink, () => {
    if (!first) return '';
    first = false;
    return `<style data-precedence="default">${critical}</style>`;
  });
  return {
    html: newHead + html.slice(head.length),
    styleHash: `sha256-${createHash('sha256').update(critical, 'utf8').digest('base64')}`,
    inlined: hrefs,
  };
}
