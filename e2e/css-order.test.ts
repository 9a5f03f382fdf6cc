/**
 * The order of the stylesheets on every public page of the built site, once every one is in.
 *
 * React inserts a page's stylesheets in the router manifest's order: the ones every page needs,
 * then the page's own, each after what it builds on (Button before the assistant launcher that
 * restyles it; Field before the form page that lays it out). Before hydration, the route's chunk
 * is fetched too, and Vite appends that chunk's stylesheets (and those of everything it imports)
 * a second time at the end of <head>. A rule in a sheet loaded twice counts from its later copy:
 * were Button's sheet appended again after the launcher's, Button would win every tie (the
 * launcher lost its round corners that way). So the order that counts, each sheet at its last
 * copy, must be the order of the first copies: no primitive's stylesheet ever comes after a
 * stylesheet that restyles it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
import { pageKindOf } from '../domain/page-kinds';
import { publicPages } from '../domain/pages';
import { launchBrowser, waitForPageReady } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The order in which the sheets' rules cascade: a sheet loaded twice counts at its last copy. */
function effectiveOrder(hrefs: string[]): string[] {
  return [...new Set([...hrefs].reverse())].reverse();
}

describe('effectiveOrder', () => {
  it('puts a sheet loaded twice at its second copy', () => {
    expect(effectiveOrder(['button.css', 'launcher.css', 'button.css'])).toEqual(['launcher.css', 'button.css']);
    expect(effectiveOrder(['button.css', 'launcher.css'])).toEqual(['button.css', 'launcher.css']);
  });
});

describe('the stylesheets of a built page', () => {
  it.each(Object.keys(publicPages))('cascade on %s in the order React first inserted them', async (path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const response = await page.goto(new URL(path, baseUrl).href);
    expect(response?.status()).toBe(200);
    await waitForPageReady(page);
    await page.waitForLoadState('networkidle');
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    if (pageKindOf(path) === 'document') {
      // A document page (domain/page-kinds.ts) has its styles inline and no script that appends a
      // stylesheet before the assistant is used: there is no second copy to come late.
      expect(hrefs).toEqual([]);
      expect(await page.locator('head style').count()).toBeGreaterThan(0);
    } else {
      expect(hrefs.length).toBeGreaterThan(0);
    }
    expect(effectiveOrder(hrefs)).toEqual([...new Set(hrefs)]);
    await page.close();
  });
});
