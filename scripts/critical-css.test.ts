import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customPropertiesRead, dropUnusedCustomProperties, inlineCriticalCss, markupOf, pruneCss, selectorMayMatch, withoutFontFaces } from './critical-css';

const page = markupOf(
  '<html lang="en"><body class="b"><div class="a x" data-state="closed"><button aria-expanded="false" class="btn">Go</button><svg class="icon"></svg></div></body></html>',
);

describe('markupOf', () => {
  it('collects class names and attribute names, whatever the quoting', () => {
    const markup = markupOf(`<p class='one  two' hidden data-x=1><a class=three href="/">x</a></p>`);
    expect([...markup.classes].sort()).toEqual(['one', 'three', 'two']);
    expect([...markup.attributes].sort()).toEqual(['class', 'data-x', 'hidden', 'href']);
  });
});

describe('selectorMayMatch', () => {
  it.each([
    ['.a', true],
    ['.a .btn', true],
    ['.a.x:hover', true],
    ['.missing', false],
    ['.a .missing', false],
    ['.a[data-state=open]', true],
    ['[data-theme=dark]', false],
    [':root[data-theme=light]', false],
    ['.btn[aria-expanded=true]', true],
    ['.a:not(.missing)', true],
    [':is(.missing, .a)', true],
    ['html', true],
    ['*, ::before', true],
    ['::selection', true],
  ])('%s: %s', (selector, expected) => {
    expect(selectorMayMatch(selector, page)).toBe(expected);
  });
});

describe('pruneCss', () => {
  it('keeps the rules that can match, in order, and drops the others', () => {
    const css = '.a{color:red}.missing{color:blue}.b,.missing2{margin:0}html{font-size:100%}';
    expect(pruneCss(css, page)).toBe('.a{color:red}.b{margin:0}html{font-size:100%}');
  });
  it('looks into @media and @supports, dropping them when empty', () => {
    const css = '@media (min-width:40em){.a{padding:0}.missing{padding:1px}}@media print{.missing{display:none}}@supports (display:grid){.btn{display:grid}}';
    expect(pruneCss(css, page)).toBe('@media (min-width:40em){.a{padding:0}}@supports (display:grid){.btn{display:grid}}');
  });
  it('keeps @font-face, @keyframes, custom properties and statements whole', () => {
    const css = '@charset "utf-8";@font-face{font-family:X;src:url(/x.woff2)format("woff2")}@keyframes spin{to{transform:rotate(1turn)}}:root{--x:1px}';
    expect(pruneCss(css, page)).toBe(css);
  });
  it('is not confused by braces and commas in strings and functions', () => {
    const css = '.a:after{content:"}{,"}.missing:after{content:"}"}.x:is(.a,.b){color:red}';
    expect(pruneCss(css, page)).toBe('.a:after{content:"}{,"}.x:is(.a,.b){color:red}');
  });
});

describe('unused design tokens', () => {
  it('finds the custom properties read with var(), fallbacks included', () => {
    expect([...customPropertiesRead('a{color:var(--a);margin:var( --b, var(--c))}<p style="width:var(--d)">')].sort()).toEqual(['--a', '--b', '--c', '--d']);
  });
  it('drops the declarations of tokens nothing reads, keeping every other declaration', () => {
    const css = ':root{--a:red;--b:url("x;y");color:black}@media (prefers-color-scheme:dark){:root{--a:blue;--b:green}}.x{--b:1px}@font-face{--z:1;font-family:X}';
    expect(dropUnusedCustomProperties(css, new Set(['--a']))).toBe(':root{--a:red;color:black}@media (prefers-color-scheme:dark){:root{--a:blue}}@font-face{--z:1;font-family:X}');
  });
});

describe('inlineCriticalCss', () => {
  const html =
    '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/a.css" data-precedence="default"/>' +
    '<link rel="stylesheet" href="/assets/b.css" data-precedence="default"/><title>T</title></head>' +
    '<body><p class="a">x</p></body></html>';
  const files: Record<string, string> = { '/assets/a.css': ':root{--used:red;--unused:blue}.a{color:var(--used)}.gone{color:blue}', '/assets/b.css': 'body{margin:0}' };
  const read = async (href: string) => files[href] ?? '';

  it('replaces the stylesheet links with one style of the rules the page can use, and hashes it', async () => {
    const result = await inlineCriticalCss(html, read);
    const css = ':root{--used:red}.a{color:var(--used)}body{margin:0}';
    expect(result.html).toBe(
      `<html><head><meta charSet="utf-8"/><style data-precedence="default">${css}</style><title>T</title></head><body><p class="a">x</p></body></html>`,
    );
    expect(result.styleHash).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    expect(result.inlined).toEqual(['/assets/a.css', '/assets/b.css']);
  });
  it('leaves a page without stylesheets alone', async () => {
    const plain = '<html><head><title>T</title></head><body></body></html>';
    expect(await inlineCriticalCss(plain, read)).toEqual({ html: plain, styleHash: null, inlined: [] });
  });
  it('refuses CSS that would close the style element', async () => {
    await expect(inlineCriticalCss(html, async () => '.a:after{content:"</style>"}')).rejects.toThrow(/cannot be inlined/);
  });
});

describe('withoutFontFaces', () => {
  it('removes the @font-face rules and nothing else', () => {
    const css = '@font-face{font-family:A;src:url(/a.woff2)format("woff2")}:root{--x:1}@font-face{font-family:B;src:url(/b.woff2)}@media (min-width:1px){.a{color:red}}';
    expect(withoutFontFaces(css)).toBe(':root{--x:1}@media (min-width:1px){.a{color:red}}');
  });
  it('returns a stylesheet without fonts unchanged', () => {
    const css = '.a{content:"@font-face{"}';
    expect(withoutFontFaces(css)).toBe(css);
  });
});
