/**
 * What keeps pages fast (docs/performance.md), checked on the built site: no render-blocking
 * stylesheet (the critical CSS is inline, allowed by its hash), compressed responses, and the
 * full stylesheets still arriving after hydration for what only scripts show. The byte budgets
 * themselves are measured by `npm run bench`, not asserted here.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
import { publicPages } from '../domain/pages';
import { deferredScriptsOf } from '../scripts/defer-scripts';
import { decodeHtmlEntities } from '../scripts/html-entities';
import { inFontSubset } from '../design-system/tokens/fontSubset';
import { declaredFontFiles } from '../scripts/web-fonts';
import { launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('critical CSS', () => {
  it.each(Object.keys(publicPages))('%s links no render-blocking stylesheet; its inline style is allowed by hash', async (path) => {
    const response = await fetch(new URL(path, baseUrl));
    const html = await response.text();
    expect(headOf(html)).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const styleSrc = /style-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(styles[0] ?? '').digest('base64')}'`);
  });

  // On an application page (domain/page-kinds.ts); a document page's menus are styled by the
  // inline style alone (e2e/html-first.test.ts).
  it('loads the full stylesheets after hydration: the Solutions menu, a popover in the HTML, is styled when opened', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(new URL('/pricing', baseUrl).href);
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Solutions' }).click();
    const menu = page.getByRole('menu');
    // a popover in the top layer, placed under its trigger
    await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const trigger = (await page.getByRole('button', { name: 'Solutions' }).boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(Math.abs(box.x - trigger.x)).toBeLessThan(1);
    expect(box.y).toBeGreaterThan(trigger.y + trigger.height);
    expect(box.y).toBeLessThan(trigger.y + trigger.height + 8);
    expect(await menu.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the first paint from the inline style alone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // No script and no stylesheet request: what the visitor sees before anything else arrives.
    await page.route(/\.(js|css)$/, (route) => route.abort());
    await page.goto(new URL('/', baseUrl).href);
    const header = page.locator('header').first();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // The desktop link row is hidden on a phone by the inline CSS; the menu button is shown.
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Bricolage/);
    await page.close();
  });
});

describe('fonts', () => {
  it('the subset fonts hold every character of every page\'s text (none falls back to another font)', async () => {
    const missing = new Map<string, string>();
    for (const path of [...Object.keys(publicPages), '/404']) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      const text = html
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&(#x[0-9a-f]+|#[0-9]+|\w+);/gi, (reference) => {
          const char = decodeHtmlEntities(reference);
          if (char === reference) throw new Error(`a reference this test cannot read: ${reference}`);
          return char;
        });
      for (const char of text.replace(/\s/g, '')) if (!inFontSubset(char)) missing.set(char, path);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('declares both web fonts once, in the inline style, with font-display optional, and preloads none', async () => {
    const html = await (await fetch(new URL('/', baseUrl))).text();
    const head = headOf(html);
    // Off the first paint's path (issue 31 item 4): no font preload; no script competes either.
    expect(head).not.toMatch(/<link[^>]*as="font"/);
    expect(head).not.toContain('rel="modulepreload"');
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const files = declaredFontFiles(html);
    expect(files).toHaveLength(2);
    // the head script fetches exactly the declared files, later
    expect(head).toContain(`<script data-web-fonts="${files.join(' ')}">`);
    expect(style).toMatch(/font-display:optional/);
    expect(style).not.toMatch(/font-display:(swap|block|auto|fallback)/);
    // The full stylesheets, inserted at hydration (an application page), must not declare the
    // faces again: a second declaration would swap in a font that missed the first paint.
    const page = await browser.newPage();
    await page.goto(new URL('/pricing', baseUrl).href);
    await waitForPageReady(page);
    const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(await (await fetch(sheet)).text(), sheet).not.toContain('@font-face');
    await page.close();
  });

  it.each(['/about', '/pricing'])('%s: a first visit paints in the fallbacks and fetches the fonts only after load; the next page uses them', async (path) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fontRequests: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(Date.now());
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    const loadedAt = Date.now();
    const first = await page.evaluate(() => ({
      webFonts: document.documentElement.hasAttribute('data-web-fonts'),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(first.webFonts).toBe(false);
    expect(first.body).toMatch(/^"Inter Fallback"/);
    expect(first.heading).toMatch(/^"Bricolage Fallback"/);
    // none before the load event; both after it (bounded wait), noted for the next page
    expect(fontRequests.filter((at) => at < loadedAt - 50)).toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts')), { timeout: 10_000 }).toBe(declaredFontFiles(await (await fetch(new URL(path, baseUrl))).text()).join(' '));
    expect(fontRequests).toHaveLength(2);

    await page.goto(new URL('/services', baseUrl).href, { waitUntil: 'load' });
    await waitForPageReady(page);
    const next = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        webFonts: document.documentElement.hasAttribute('data-web-fonts'),
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      };
    });
    expect(next.webFonts).toBe(true);
    expect(next.body).toMatch(/^"Inter Variable"/);
    expect(next.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Bricolage Grotesque Variable']));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('scripts after the first paint', () => {
  // Application pages; a document page fetches no framework script at all (e2e/assistant.test.ts).
  it.each(['/pricing', '/contact', '/admin/login'])('%s fetches no script before its first frame, then loads them and hydrates without errors', async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    // Runs before any of the page's scripts, so this frame callback is the first one.
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()));
    });
    await page.goto(new URL(path, baseUrl).href);
    await waitForPageReady(page);
    const { firstFrameAt, scripts } = await page.evaluate(() => ({
      firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const html = await (await fetch(new URL(path, baseUrl))).text();
    const named = deferredScriptsOf(html)!;
    // every script the loader names was fetched, and none before the first frame
    expect(scripts.map((s) => s.url)).toEqual(expect.arrayContaining([named.entry, ...named.preload]));
    expect(firstFrameAt).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.startTime < firstFrameAt)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('compression', () => {
  it.each(['/', '/hosting'])('sends %s, its scripts and its fonts compressed where that helps', async (path) => {
    const page = await fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    const html = await page.text();
    // an application's entry, or a document's one script, the assistant island
    const script = deferredScriptsOf(html)?.entry ?? /<script type="module" src="([^"]+)" data-assistant-island/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(new URL(script!, baseUrl), { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(js.headers.get('cache-control')).toContain('immutable');
  });
});
