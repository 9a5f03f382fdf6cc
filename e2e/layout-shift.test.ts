/**
 * No public page moves under the reader (CLS 0, docs/performance.md): every page, on a phone and
 * a desktop, from its first paint until it is ready and its first calls have answered. A part
 * that the browser fills in after the server's HTML (a status, a form that needs the address)
 * keeps the room of its usual answer from the start.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
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

interface Shift {
  value: number;
  sources: string[];
}

describe('layout shift', () => {
  it.each(Object.keys(publicPages).flatMap((path) => [390, 1280].map((width) => [path, width] as const)))('%s at %i px: nothing moves', async (path, width) => {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, sources: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName} ${s.node.getAttribute('aria-labelledby') ?? s.node.className}` : String(s.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    await waitForPageReady(page);
    // two frames after the last answer, so a shift it causes has been recorded
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    expect(shifts).toEqual([]);
    await page.close();
  });
});
