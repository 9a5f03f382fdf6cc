/**
 * The marketing pages in Chromium against the built server: each arrives as HTML with its h1,
 * its copy and a way onwards that resolves; the FAQ works from the keyboard; pictures load
 * and say what they show; calls to action lead on (page loads from a document page).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
import { publicPages } from '../domain/pages';
import { imagesOf, linksOf, marketingPages, type MarketingPath } from '../domain/marketing';
import { generalFaqs } from '../domain/marketing/shared';
import { hostingCopy } from '../domain/hosting-page';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';
import { decodeHtmlEntities } from '../scripts/html-entities';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** The visible text of the page's main element, tags dropped. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return decodeHtmlEntities(main.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

const conversion = /^\/(contact|booking|hosting|pricing|ab-testing|heat-map|customer-workflows|subscription-services|live-chat|workflow-automation|hosting-automation|website-audit|audit-packages)$/;

describe('marketing pages as HTML, before any script runs', () => {
  it.each(Object.entries(marketingPages))('%s has its h1, its copy and calls to action that resolve', async (path, content) => {
    const response = await fetch(new URL(path, baseUrl));
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = publicPages[path as keyof typeof publicPages];
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(decodeHtmlEntities(h1?.replace(/<[^>]+>/g, '') ?? '').trim()).toBe(page.heading);

    const text = mainText(html);
    expect(text).toContain(page.description);
    expect(text).not.toMatch(/lorem|ipsum|dolor sit/i);
    // every section's own title is in the HTML too (the FAQ answers as well, hidden until opened)
    for (const section of content.sections) {
      if ('section' in section && section.section) expect(text).toContain(section.section.title);
      if (section.kind === 'faq') expect(text).toContain(section.items[0]!.answer[0]);
    }

    const hrefs = new Set([...html.matchAll(/<main\b[\s\S]*<\/main>/g)].flatMap(([main]) => [...main.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!)));
    for (const link of linksOf(content)) expect(hrefs, link.to).toContain(link.to);
    const onwards = [...hrefs].filter((href) => conversion.test(href));
    expect(onwards.length, 'a link to a product page, /contact or /booking').toBeGreaterThan(0);
    for (const href of onwards) {
      const target = await fetch(new URL(href, baseUrl), { redirect: 'manual' });
      expect(target.status, href).toBe(200);
    }
  });
});

describe('FAQ accordion', () => {
  it('opens, moves and closes from the keyboard alone', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(new URL('/', baseUrl).href);
    await waitForPageReady(page);
    const [first, second] = generalFaqs;
    // each question is a <summary> holding its heading; its <details> is open while it is shown
    const question = (name: string) => page.locator('summary', { has: page.getByRole('heading', { name }) });
    const isOpen = (summary: ReturnType<typeof question>) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    const firstButton = question(first!.question);
    const secondButton = question(second!.question);
    const firstAnswer = page.getByText(first!.answer[0]!);

    await expect.poll(() => firstAnswer.isVisible()).toBe(false);
    // Tab from the element before the first question reaches it
    await page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect.poll(() => firstButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(firstButton)).toBe(true);
    await expect.poll(() => firstAnswer.isVisible()).toBe(true);

    // The home page is a document (domain/page-kinds.ts): no script enhances the <details>, so
    // the keys are the platform's: Tab and Shift+Tab move between the questions (the arrow keys
    // of the hydrated accordion are tested in its stories).
    await page.keyboard.press('Tab');
    await expect.poll(() => secondButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(secondButton)).toBe(true);
    await expect.poll(() => isOpen(firstButton)).toBe(true);

    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => firstButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(firstButton)).toBe(false);
    await expect.poll(() => firstAnswer.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('pictures', () => {
  it('every portfolio picture loads and says what it shows', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() !== 200) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(new URL('/portfolio', baseUrl).href);
    await waitForPageReady(page);
    const images = page.locator('main img');
    const expected = imagesOf(marketingPages['/portfolio']);
    await expect.poll(() => images.count()).toBe(expected.length);
    for (let index = 0; index < expected.length; index++) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await image.getAttribute('alt')).toBe(expected[index]!.alt);
      expect(await image.getAttribute('src')).toBe(expected[index]!.src);
    }
    expect(failed).toEqual([]);
    await page.close();
  });

  it('every marketing page’s pictures are served', async () => {
    const sources = new Set(Object.values(marketingPages).flatMap((content) => imagesOf(content).map((image) => image.src)));
    for (const src of sources) {
      const response = await fetch(new URL(src, baseUrl));
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type'), src).toMatch(/image\/svg\+xml/);
    }
  });
});

describe('calls to action', () => {
  it('the home page’s first call to action opens the booking page (a page load: home is a document)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto(new URL('/', baseUrl).href);
    await waitForPageReady(page);
    await page.getByRole('link', { name: marketingPages['/'].hero.actions[0]!.label }).first().click();
    await page.waitForURL(/\/booking$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe(publicPages['/booking'].heading);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('no empty half, no hole in a grid (issue 16, item 8)', () => {
  const titled = (path: MarketingPath, kind: string) =>
    marketingPages[path]!.sections.flatMap((section) => (section.kind === kind && 'section' in section && section.section ? [section.section.title] : []));
  /** The grids each page must fill, by their section's title. */
  const grids: Record<string, readonly string[]> = {
    '/services': [...titled('/services', 'features'), ...titled('/services', 'case-studies')],
    '/hosting': [hostingCopy.infrastructureHeading, hostingCopy.benefitsHeading],
    '/about': titled('/about', 'features'),
    '/portfolio': [...titled('/portfolio', 'case-studies'), ...titled('/portfolio', 'features')],
  };

  it.each(Object.entries(grids))('%s at 1280 px: the hero’s picture sits right of its text, and every grid row is full', async (path, titles) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(new URL(path, baseUrl).href);
    await waitForPageReady(page);

    const hero = page.locator('section[aria-labelledby="page-title"]');
    const heading = (await hero.locator('h1').boundingBox())!;
    const picture = (await hero.locator('img').boundingBox())!;
    const band = (await hero.boundingBox())!;
    expect(picture, 'a picture in the hero').toBeTruthy();
    expect(picture.x).toBeGreaterThanOrEqual(heading.x + heading.width - 1);
    expect(picture.x).toBeGreaterThan(band.x + band.width * 0.4);
    expect(picture.width).toBeGreaterThan(band.width * 0.3);

    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const list = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) }).locator('ul').first();
      const rows = await list.evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        const byTop = new Map<number, DOMRect[]>();
        for (const item of Array.from(ul.children)) {
          const rect = item.getBoundingClientRect();
          byTop.set(Math.round(rect.top), [...(byTop.get(Math.round(rect.top)) ?? []), rect]);
        }
        return [...byTop.values()].map((row) => ({ count: row.length, left: row[0]!.left - box.left, right: box.right - row.at(-1)!.right }));
      });
      for (const row of rows) {
        expect(row.left, `${path} “${title}” starts at the left edge`).toBeLessThan(2);
        expect(row.right, `${path} “${title}” reaches the right edge`).toBeLessThan(2);
      }
      // five beliefs sit three and two, the two sharing their row
      if (path === '/about' && title === 'What we believe') expect(rows.map((row) => row.count)).toEqual([3, 2]);
    }

    if (path === '/about') {
      // the story reads in one column centred on the page, not flush left beside an empty half
      const story = titled('/about', 'prose')[0]!;
      const text = (await page.locator('section', { has: page.getByRole('heading', { level: 2, name: story }) }).locator('p').last().boundingBox())!;
      expect(Math.abs(text.x + text.width / 2 - 640)).toBeLessThan(16);
    }
    // Questions and answers too: one column centred, no empty right third.
    for (const faq of path in marketingPages ? titled(path as MarketingPath, 'faq') : []) {
      const box = (await page.locator('section', { has: page.getByRole('heading', { level: 2, name: faq }) }).locator('summary').first().boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - 640), `${path} “${faq}” centred`).toBeLessThan(16);
    }
    await page.close();
  });
});
