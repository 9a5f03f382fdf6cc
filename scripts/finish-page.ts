/**
 * What a rendered page goes through before a visitor gets it: its critical CSS inlined
 * (critical-css.ts), its scripts moved after the first paint (defer-scripts.ts), and a CSP meta
 * with the hashes of its inline scripts and style (csp.ts). The build does it to every
 * prerendered page; the server does the same to a page it renders to answer a form posted before
 * the scripts arrived (functions/form-posts.ts), so both look and load alike.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { inlineCriticalCss } from './critical-css';
import { inlineScriptHashes, withCspMeta } from './csp';
import { deferScripts } from './defer-scripts';

export interface FinishedPage {
  html: string;
  /** `sha256-...` of each inline script, for the page's script-src */
  scriptHashes: string[];
  /** `sha256-...` of the inline critical style, for the page's style-src */
  styleHashes: string[];
  /** the stylesheets whose rules were inlined */
  inlinedCss: string[];
}

export async function finishPage(renderedHtml: string, readCss: (href: string) => Promise<string>): Promise<FinishedPage> {
  const critical = await inlineCriticalCss(renderedHtml, readCss);
  const deferred = deferScripts(critical.html);
  const scriptHashes = inlineScriptHashes(deferred);
  const styleHashes = critical.styleHash ? [critical.styleHash] : [];
  return { html: withCspMeta(deferred, scriptHashes, styleHashes), scriptHashes, styleHashes, inlinedCss: critical.inlined };
}

/** What the build leaves the server for rendering pages itself (dist/server/pages.json). */
export interface RenderedPagesConfig {
  routerManifest: ServerManifest;
  /** per stylesheet href: its @font-face rules, which the build moved into the pages' inline style */
  fontFaces: Record<string, string>;
}
