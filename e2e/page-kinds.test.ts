/**
 * The built site keeps the two kinds of page apart (domain/page-kinds.ts, docs/performance.md):
 * a document page's HTML references no framework chunk (no module script, no module preload,
 * nothing its loader would add), only the assistant island; an application page still loads the
 * app. Every page carries the speculation rules, allowed by their hash in its policy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKinds } from '../domain/page-kinds';
import { frameworkScriptsOf } from '../scripts/document-page';
import { inlineScriptHashes } from '../scripts/csp';
import { weighPages } from '../scripts/bench/page-weight';

const client = path.resolve('dist/client');
const htmlOf = (route: string) => readFileSync(path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
const csp = JSON.parse(readFileSync(path.resolve('dist/csp.json'), 'utf8')) as Record<string, string[]>;
/** Each page's first-load scripts (what it names and what they import statically), as the bench weighs them. */
const firstLoad = new Map((await weighPages(client, Object.keys(pageKinds))).map((page) => [page.route, page.firstLoadJs.files]));

describe.each(Object.entries(pageKinds))('dist: %s', (route, kind) => {
  const html = htmlOf(route);

  if (kind === 'document') {
    it('is a document: no framework chunk, the assistant island only', () => {
      expect(frameworkScriptsOf(html)).toEqual([]);
      expect(html).toMatch(/<script type="module" src="\/assets\/island-[\w-]+\.js" data-assistant-island=""/);
      expect(html).not.toMatch(/\$_TSR|data-entry=/);
    });
  } else {
    it('is an application: it loads the framework and the app', () => {
      const scripts = frameworkScriptsOf(html);
      expect(scripts.some((src) => /^\/assets\/framework-[\w-]+\.js$/.test(src))).toBe(true);
      expect(scripts.some((src) => /^\/assets\/entry-client-[\w-]+\.js$/.test(src))).toBe(true);
      expect(html).not.toContain('data-assistant-island');
    });
  }

  // zod and the contract's schemas (tens of ms of main thread on a phone) load with a page's first
  // call, never before: a page that needs a rule of the contract reads it from a zod-free module.
  it('loads no zod before interaction', () => {
    const files = firstLoad.get(route)!;
    expect(files.length).toBeGreaterThan(0);
    const withZod = files.filter((file) => readFileSync(path.join(client, file.url), 'utf8').includes('ZodObject')).map((file) => file.url);
    expect(withZod).toEqual([]);
  });

  it('has the speculation rules, allowed by hash', () => {
    const rules = /<script type="speculationrules">[\s\S]*?<\/script>/.exec(html)?.[0];
    expect(rules).toBeDefined();
    expect(csp[route]).toEqual(expect.arrayContaining(inlineScriptHashes(rules!)));
  });
});
