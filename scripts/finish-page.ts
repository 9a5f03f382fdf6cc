/**
 * What a rendered page goes through before a visitor gets it: a document page's framework
 * scripts replaced by the assistant island (document-page.ts), the speculation rules and the
 * web-fonts script (web-fonts.ts) added, its
 * critical CSS inlined (critical-css.ts), an application's scripts moved after the first paint
 * (defer-scripts.ts), and a CSP meta
 * with the hashes of its inline scripts and style (csp.ts). The build does it to every
 * prerendered page; the server does the same to a page it renders to answer a form posted before
 * the scripts arrived (functions/form-posts.ts), so both look and load alike.
 */
import type { ServerManifest } from '@tanstack/router-core';
import { documentPaths } from '../domain/page-kinds';
import { inlineCriticalCss } from './critical-css';
import { inlineScriptHashes, withCspMeta } from './csp';
import { deferScripts } from './defer-scripts';
import { asDocumentPage, withSpeculationRules, type Island } from './document-page';
import { withWebFontFiles, withWebFontsScript } from './web-fonts';

export interface FinishedPage {
  html: string;
  /** `sha256-...` of each inline script, for the page's script-src */
  scriptHashes: string[];
  /** `sha256-...` of the inline critical style, for the page's style-src */
  styleHashes: string[];
  /** the stylesheets whose rules were inlined */
  inlinedCss: string[];
}

/**
 * `island` makes the page a document (scripts/document-page.ts): no framework script, the
 * assistant island instead. Without it the page is an application and its scripts are deferred.
 */
export async function finishPage(renderedHtml: string, readCss: (href: string) => Promise<string>, island?: Island): Promise<FinishedPage> {
  const rendered = withWebFontsScript(withSpeculationRules(island ? asDocumentPage(renderedHtml, island) : renderedHtml, documentPaths));
  const critical = await inlineCriticalCss(rendered, readCss);
  const withFonts = withWebFontFiles(critical.html);
  const deferred = island ? withFonts : deferScripts(withFonts);
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
