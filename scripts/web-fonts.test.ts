import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { webFontsAttribute as themeAttribute } from '../design-system/tokens/themes.css';
import { declaredFontFiles, webFontsAttribute, webFontsScript, withWebFontFiles, withWebFontsScript } from './web-fonts';

const files = '/assets/inter-subset-a.woff2 /assets/bricolage-grotesque-subset-b.woff2';

/** Runs the head script in a fake page: its storage, its fetch, its load event. */
function runHeadScript(options: { stored?: string | null; storageThrows?: boolean; fetchOk?: boolean; list?: string }) {
  const attributes = new Map<string, string>();
  const preloads: Array<Record<string, string>> = [];
  const fetched: Array<{ url: string; init: unknown }> = [];
  const listeners: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const storage = new Map<string, string>(options.stored ? [['web-fonts', options.stored]] : []);
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const context = {
    document: {
      currentScript: { getAttribute: (name: string) => (name === webFontsAttribute ? (options.list ?? files) : null) },
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => preloads.push({ ...link }) },
    },
    localStorage,
    addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    fetch: (url: string, init: unknown) => {
      fetched.push({ url, init });
      return Promise.resolve({ ok: options.fetchOk ?? true, status: options.fetchOk === false ? 404 : 200, arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) });
    },
    Promise,
  };
  runInNewContext(webFontsScript, context);
  const load = async () => {
    for (const listener of listeners) listener();
    for (const timer of timers) timer();
    // let the fetches and the note settle (each is an already-resolved promise)
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { attributes, preloads, fetched, listeners, storage, load };
}

describe('the web-fonts head script', () => {
  it('a first visit: no attribute before the first paint, nothing fetched until load, then both files at low priority and the note', async () => {
    const page = runHeadScript({});
    expect(page.attributes.size).toBe(0);
    expect(page.preloads).toEqual([]);
    expect(page.fetched).toEqual([]);
    await page.load();
    expect(page.fetched).toEqual(files.split(' ').map((url) => ({ url, init: { priority: 'low' } })));
    expect(page.storage.get('web-fonts')).toBe(files);
  });

  it('a later page with the same files noted: the attribute and the preloads before the first paint, nothing fetched after', async () => {
    const page = runHeadScript({ stored: files });
    expect(page.attributes.get(webFontsAttribute)).toBe('');
    expect(page.preloads).toEqual(files.split(' ').map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href })));
    expect(page.listeners).toEqual([]);
  });

  it('other files noted (new font files since): a first visit again', async () => {
    const page = runHeadScript({ stored: '/assets/inter-subset-old.woff2' });
    expect(page.attributes.size).toBe(0);
    await page.load();
    expect(page.storage.get('web-fonts')).toBe(files);
  });

  it('a file that fails: no note, so the next page does not ask for the fonts', async () => {
    const page = runHeadScript({ fetchOk: false });
    await page.load();
    expect(page.fetched).toHaveLength(2);
    expect(page.storage.has('web-fonts')).toBe(false);
  });

  it('no storage (blocked): the fallbacks, and nothing fetched', async () => {
    const page = runHeadScript({ storageThrows: true });
    await page.load();
    expect(page.attributes.size).toBe(0);
    expect(page.fetched).toEqual([]);
  });

  it('the attribute is the one the theme styles', () => {
    expect(webFontsAttribute).toBe(themeAttribute);
  });
});

describe('the web-fonts script in a page', () => {
  const page = '<html><head><meta charset="utf-8"></head><body><h1>Hi</h1></body></html>';

  it('goes at the end of <head> with an empty list, filled from the inline style\'s @font-face rules', () => {
    const withScript = withWebFontsScript(page);
    expect(withScript).toContain(`<script ${webFontsAttribute}="">${webFontsScript}</script></head>`);
    const css =
      '<style>@font-face{font-family:A;src:url(/assets/a.woff2) format("woff2-variations")}.x{color:red}@font-face{font-family:B;src:url("/assets/b.woff2")}</style>';
    const inlined = withScript.replace('</head>', `${css}</head>`);
    expect(declaredFontFiles(inlined)).toEqual(['/assets/a.woff2', '/assets/b.woff2']);
    expect(withWebFontFiles(inlined)).toContain(`<script ${webFontsAttribute}="/assets/a.woff2 /assets/b.woff2">`);
  });

  it('refuses a page without <head>, or without the script to fill', () => {
    expect(() => withWebFontsScript('<p>no head</p>')).toThrow(/<\/head>/);
    expect(() => withWebFontFiles(page)).toThrow(/no web-fonts script/);
  });
});
