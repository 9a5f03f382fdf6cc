/**
 * The two byte metrics of issue 8, computed from the production build exactly as
 * /work/wt/metrics.md (docs/bench.md, "Bytes") defines them, per prerendered page:
 *
 * - first-load JS (gzip): every `<script src>` and `<link rel="modulepreload" href>` of the HTML,
 *   and every script its after-first-paint loader adds (scripts/defer-scripts.ts),
 *   plus, transitively, every module those files import statically (`import ... from`, `import "x"`,
 *   `export ... from`), found by parsing each file (Vite's manifest is deleted by the build). A
 *   dynamic `import()` does not count. Each file once; gzip level 9 of each file, summed.
 * - HTML + critical CSS (gzip): gzip(HTML) + gzip of each render-blocking stylesheet the HTML
 *   links (`<link rel="stylesheet">`, not `alternate`, not `disabled`, not `media="print"`) and of
 *   what they `@import`; each file gzipped separately, summed. Inline `<style>` and inline scripts
 *   are part of the HTML.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';
import { deferredScriptsOf } from '../defer-scripts';
import { decodeHtmlEntities } from '../html-entities';

export const firstLoadJsBudget = 100 * 1024;
export const htmlCriticalCssBudget = 14 * 1024;

export interface FileWeight {
  /** site path, e.g. `/assets/entry-client-abc.js` */
  url: string;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** the HTML file under the client folder */
  htmlFile: string;
  firstLoadJs: { gzip: number; bytes: number; files: FileWeight[] };
  htmlCriticalCss: { gzip: number; html: FileWeight; css: FileWeight[] };
  /** script or stylesheet references to other origins (not counted; there should be none) */
  external: string[];
}

/** `/` -> `index.html`, `/about` -> `about/index.html` (as scripts/build.ts writes them). */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export interface HtmlTag {
  name: 'script' | 'link';
  attrs: Record<string, string>;
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/**
 * The `<script>` and `<link>` tags of a page, in order. Comments and the contents of inline
 * scripts and styles are skipped, so text that looks like a tag inside them is not a tag.
 */
export function htmlTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  const pattern = /<!--[\s\S]*?-->|<(script)\b([^>]*)>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<(link)\b([^>]*)>/gi;
  for (const match of html.matchAll(pattern)) {
    if (match[1]) tags.push({ name: 'script', attrs: parseAttributes(match[2] ?? '') });
    else if (match[3]) tags.push({ name: 'link', attrs: parseAttributes(match[4] ?? '') });
  }
  return tags;
}

const relTokens = (tag: HtmlTag) => (tag.attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** A `media` value that cannot match a screen (print-only, speech). */
function nonMatchingMedia(media: string | undefined): boolean {
  if (media === undefined) return false;
  const queries = media.toLowerCase().split(',').map((q) => q.trim()).filter(Boolean);
  if (queries.length === 0) return false;
  return queries.every((q) => /^(?:only\s+)?(?:print|speech)\b/.test(q));
}

export function isRenderBlockingStylesheet(tag: HtmlTag): boolean {
  if (tag.name !== 'link') return false;
  const rel = relTokens(tag);
  return rel.includes('stylesheet') && !rel.includes('alternate') && !('disabled' in tag.attrs) && !nonMatchingMedia(tag.attrs.media);
}

/** The first-load scripts a page names: `<script src>` and `<link rel="modulepreload">`. */
function entryScriptRefs(tags: readonly HtmlTag[]): string[] {
  const refs: string[] = [];
  for (const tag of tags) {
    if (tag.name === 'script' && tag.attrs.src) refs.push(tag.attrs.src);
    else if (tag.name === 'link' && relTokens(tag).includes('modulepreload') && tag.attrs.href) refs.push(tag.attrs.href);
  }
  return refs;
}

/** The module specifiers a JS file imports statically (re-exports included; `import()` excluded). */
export function staticImportsOf(fileName: string, code: string): string[] {
  const result = parseSync(fileName, code, { sourceType: 'module', lang: 'js' });
  if (result.errors.length > 0) throw new Error(`${fileName}: cannot parse: ${result.errors[0]!.message}`);
  const specifiers = result.module.staticImports.map((i) => i.moduleRequest.value);
  for (const exp of result.module.staticExports) {
    for (const entry of exp.entries) if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
  }
  return [...new Set(specifiers)];
}

/** `@import` targets of a stylesheet. */
function cssImportsOf(css: string): string[] {
  const refs: string[] = [];
  for (const match of css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?([^;]*);/gi)) {
    // an @import with a print-only media list is not render-blocking either
    if (!nonMatchingMedia(match[2]?.trim() || undefined)) refs.push(match[1]!);
  }
  return refs;
}

const siteOrigin = 'http://page-weight.invalid';

/** A reference made from `fromUrl` resolved to a site path, or null when it is on another origin. */
function resolveRef(ref: string, fromUrl: string): string | null {
  const url = new URL(ref, new URL(fromUrl, siteOrigin));
  return url.origin === siteOrigin ? decodeURIComponent(url.pathname) : null;
}

class PageWeigher {
  private readonly files = new Map<string, Promise<Buffer>>();
  private readonly gzips = new Map<string, number>();
  private readonly imports = new Map<string, string[]>();

  private readonly clientDir: string;

  constructor(clientDir: string) {
    this.clientDir = path.resolve(clientDir);
  }

  private read(url: string): Promise<Buffer> {
    let file = this.files.get(url);
    if (!file) {
      const filePath = path.join(this.clientDir, ...url.split('/').filter(Boolean));
      if (!filePath.startsWith(this.clientDir + path.sep)) throw new Error(`${url} is outside ${this.clientDir}`);
      file = readFile(filePath).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`${url} is referenced but missing from ${this.clientDir} (${error.code ?? error.message})`);
      });
      this.files.set(url, file);
    }
    return file;
  }

  private async weigh(url: string): Promise<FileWeight> {
    const content = await this.read(url);
    let gzip = this.gzips.get(url);
    if (gzip === undefined) {
      gzip = gzipSize(content);
      this.gzips.set(url, gzip);
    }
    return { url, bytes: content.length, gzip };
  }

  private async importsOf(url: string): Promise<string[]> {
    let imports = this.imports.get(url);
    if (!imports) {
      imports = staticImportsOf(url, (await this.read(url)).toString('utf8'));
      this.imports.set(url, imports);
    }
    return imports;
  }

  async weighPage(route: string): Promise<PageWeight> {
    const htmlFile = htmlFileOf(route);
    const htmlUrl = `/${htmlFile}`;
    const html = (await this.read(htmlUrl)).toString('utf8');
    const tags = htmlTags(html);
    const external: string[] = [];

    // first-load JS: breadth-first over static imports, each file once
    const seen = new Set<string>();
    const queue: string[] = [];
    const enqueue = (ref: string, from: string) => {
      const url = resolveRef(ref, from);
      if (url === null) external.push(ref);
      else if (!seen.has(url)) {
        seen.add(url);
        queue.push(url);
      }
    };
    for (const ref of entryScriptRefs(tags)) enqueue(ref, route);
    // Scripts the page's loader adds after the first paint are first-load JS all the same.
    const deferred = deferredScriptsOf(html);
    for (const ref of deferred ? [...deferred.preload, deferred.entry] : []) enqueue(ref, route);
    const jsFiles: FileWeight[] = [];
    while (queue.length > 0) {
      const url = queue.shift()!;
      jsFiles.push(await this.weigh(url));
      for (const specifier of await this.importsOf(url)) {
        if (/^[./]/.test(specifier) || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) enqueue(specifier, url);
        else external.push(specifier); // a bare specifier the browser could not load anyway
      }
    }

    // HTML + render-blocking CSS (and what it @imports)
    const cssSeen = new Set<string>();
    const cssFiles: FileWeight[] = [];
    const addCss = async (ref: string, from: string) => {
      const url = resolveRef(ref, from);
      if (url === null) {
        external.push(ref);
        return;
      }
      if (cssSeen.has(url)) return;
      cssSeen.add(url);
      cssFiles.push(await this.weigh(url));
      for (const inner of cssImportsOf((await this.read(url)).toString('utf8'))) await addCss(inner, url);
    };
    for (const tag of tags) if (isRenderBlockingStylesheet(tag) && tag.attrs.href) await addCss(tag.attrs.href, route);
    const htmlWeight = await this.weigh(htmlUrl);

    const sum = (files: FileWeight[], key: 'gzip' | 'bytes') => files.reduce((total, f) => total + f[key], 0);
    return {
      route,
      htmlFile,
      firstLoadJs: { gzip: sum(jsFiles, 'gzip'), bytes: sum(jsFiles, 'bytes'), files: jsFiles },
      htmlCriticalCss: { gzip: htmlWeight.gzip + sum(cssFiles, 'gzip'), html: htmlWeight, css: cssFiles },
      external,
    };
  }
}

export async function weighPages(clientDir: string, routes: readonly string[]): Promise<PageWeight[]> {
  const weigher = new PageWeigher(clientDir);
  const pages: PageWeight[] = [];
  for (const route of routes) pages.push(await weigher.weighPage(route));
  return pages;
}
