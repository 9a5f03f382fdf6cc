import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferScripts } from '../defer-scripts';
import { gzipSize, htmlFileOf, htmlTags, isRenderBlockingStylesheet, staticImportsOf, weighPages } from './page-weight';

/** A tiny dist/client: two pages, a module graph with static and dynamic edges, three stylesheets. */
const fixture: Record<string, string> = {
  'index.html': [
    '<!DOCTYPE html><html><head>',
    '<link rel="stylesheet" href="/assets/main.css"/>',
    '<link rel="stylesheet" href="/assets/print.css" media="print"/>',
    '<link rel="alternate stylesheet" href="/assets/alt.css"/>',
    '<link rel="preload" as="style" href="/assets/later.css"/>',
    '<link rel="modulepreload" href="/assets/pre.js" fetchPriority="low"/>',
    '<style>.inline{color:red}</style>',
    '<!-- <script src="/assets/commented.js"></script> -->',
    '</head><body><h1>Home</h1>',
    // text that looks like tags inside an inline script is not a tag
    '<script>window.x = "<script src=\\"/assets/fake.js\\"><link rel=stylesheet href=/assets/fake.css>";</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '</body></html>',
  ].join(''),
  'about/index.html':
    '<!DOCTYPE html><html><head><link rel=stylesheet href=assets/main.css></head><body><script type="module" src="assets/c.js"></script></body></html>',
  // the same page as the build writes it: preloads and entry added by the after-paint loader
  'deferred/index.html': deferScripts(
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/pre.js" fetchPriority="low"/></head><body><h1>Home</h1><script type="module" src="/assets/entry.js"></script></body></html>',
  ),
  'assets/entry.js': 'import{a as e}from"./a.js";import"./side.js";export{b}from"./re.js";const l=()=>import("./lazy.js");console.log(e,l);',
  'assets/a.js': 'import{c as t}from"./c.js";export const a=t+1;',
  'assets/c.js': 'export const c=1;export const later=()=>import(`./lazy2.js`);',
  'assets/side.js': 'document.title+="";',
  'assets/re.js': 'export const b=2;',
  'assets/pre.js': 'import{a}from"./a.js";export const p=a;',
  'assets/lazy.js': 'import"./big.js";export default 1;',
  'assets/lazy2.js': 'export default 2;',
  'assets/big.js': `export const big="${'x'.repeat(5000)}";`,
  'assets/main.css': '@import "./imported.css";body{margin:0}',
  'assets/imported.css': 'h1{font-weight:700}',
  'assets/print.css': 'body{color:black}',
  'assets/alt.css': 'body{color:blue}',
  'assets/later.css': 'body{color:green}',
};

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  for (const [file, content] of Object.entries(fixture)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const gz = (file: string) => gzipSize(fixture[file]!);

describe('weighPages', () => {
  it('follows static imports transitively, each file once, and not dynamic import()', async () => {
    const [home] = await weighPages(dir, ['/']);
    const urls = home!.firstLoadJs.files.map((f) => f.url).sort();
    expect(urls).toEqual(['/assets/a.js', '/assets/c.js', '/assets/entry.js', '/assets/pre.js', '/assets/re.js', '/assets/side.js']);
    const expected = ['a', 'c', 'entry', 'pre', 're', 'side'].reduce((sum, name) => sum + gz(`assets/${name}.js`), 0);
    expect(home!.firstLoadJs.gzip).toBe(expected);
    expect(home!.firstLoadJs.bytes).toBe(urls.reduce((sum, url) => sum + fixture[url.slice(1)]!.length, 0));
    expect(home!.external).toEqual([]);
  });

  it('counts the scripts a page loads after its first paint (its loader\'s list) as first-load JS', async () => {
    const [home, deferred] = await weighPages(dir, ['/', '/deferred']);
    expect(deferred!.firstLoadJs.files.map((f) => f.url).sort()).toEqual(home!.firstLoadJs.files.map((f) => f.url).sort());
    expect(deferred!.firstLoadJs.gzip).toBe(home!.firstLoadJs.gzip);
  });

  it('counts the HTML and its render-blocking stylesheets (with their @imports), not print, alternate or preloaded ones', async () => {
    const [home] = await weighPages(dir, ['/']);
    expect(home!.htmlCriticalCss.css.map((f) => f.url)).toEqual(['/assets/main.css', '/assets/imported.css']);
    expect(home!.htmlCriticalCss.html.gzip).toBe(gz('index.html'));
    expect(home!.htmlCriticalCss.gzip).toBe(gz('index.html') + gz('assets/main.css') + gz('assets/imported.css'));
  });

  it('resolves relative references from the page URL (/about, served without a trailing slash)', async () => {
    const [about] = await weighPages(dir, ['/about']);
    expect(about!.htmlFile).toBe('about/index.html');
    expect(about!.firstLoadJs.files.map((f) => f.url)).toEqual(['/assets/c.js']);
    expect(about!.htmlCriticalCss.css.map((f) => f.url)).toEqual(['/assets/main.css', '/assets/imported.css']);
  });

  it('fails loudly when a page references a file that is not there', async () => {
    await mkdir(path.join(dir, 'broken'), { recursive: true });
    await writeFile(path.join(dir, 'broken/index.html'), '<script type="module" src="/assets/missing.js"></script>');
    await expect(weighPages(dir, ['/broken'])).rejects.toThrow(/missing\.js is referenced but missing/);
  });

  it('gzip sizes are zlib level 9', async () => {
    const content = await readFile(path.join(dir, 'assets/big.js'));
    const { gzipSync } = await import('node:zlib');
    expect(gzipSize(content)).toBe(gzipSync(content, { level: 9 }).length);
    expect(gzipSize(content)).toBeLessThan(content.length);
  });
});

describe('parsing', () => {
  it('htmlFileOf maps routes to the prerendered files', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/services/local-seo')).toBe('services/local-seo/index.html');
  });

  it('staticImportsOf: imports and re-exports, not dynamic imports or strings', () => {
    const code = 'import"./a.js";import{x}from"./b.js";export*from"./c.js";export{y}from"./d.js";import("./e.js");const s="import \\"./f.js\\"";';
    expect(staticImportsOf('x.js', code).sort()).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });

  it('a stylesheet with media="print" or "only print" is not render-blocking; screen and queries are', () => {
    const sheet = (media?: string) => ({ name: 'link' as const, attrs: { rel: 'stylesheet', href: '/a.css', ...(media === undefined ? {} : { media }) } });
    expect(isRenderBlockingStylesheet(sheet())).toBe(true);
    expect(isRenderBlockingStylesheet(sheet('print'))).toBe(false);
    expect(isRenderBlockingStylesheet(sheet('only print'))).toBe(false);
    expect(isRenderBlockingStylesheet(sheet('screen'))).toBe(true);
    expect(isRenderBlockingStylesheet(sheet('print, screen'))).toBe(true);
    expect(isRenderBlockingStylesheet(sheet('(prefers-color-scheme: dark)'))).toBe(true);
  });

  it('htmlTags reads unquoted, single- and double-quoted attributes', () => {
    const tags = htmlTags(`<link rel=stylesheet href='/a.css'><script type="module" src="/b.js?v=1&amp;x=2"></script>`);
    expect(tags).toEqual([
      { name: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } },
      { name: 'script', attrs: { type: 'module', src: '/b.js?v=1&x=2' } },
    ]);
  });
});
