/**
 * The site in a real browser: every route is ready without a console error or an axe violation,
 * the header works by mouse and keyboard, and guarded routes send a visitor to sign in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
import { notFoundPage, publicPages, solutionsNav } from '../domain';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every public route in Chromium', () => {
  it.each(Object.keys(publicPages))('%s is ready (hydrated, or its island run) with no console error and no axe violation', async (path) => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(new URL(path, baseUrl).href);
    expect(response?.status()).toBe(200);
    await waitForPageReady(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('header', () => {
  // The WAI-ARIA menu button (menuitems, arrow keys) is the hydrated app's; on a document page
  // (domain/page-kinds.ts) the same markup is a popover of links (e2e/html-first.test.ts).
  it('opens the Solutions menu from the keyboard and follows a link client-side (an application page)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(new URL('/pricing', baseUrl).href);
    await waitForPageReady(page);
    const trigger = page.getByRole('button', { name: 'Solutions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(solutionsNav.length);
    await page.getByRole('menuitem', { name: 'Live Chat' }).click();
    await page.waitForURL(/\/live-chat$/);
    // The route's own chunk may still be arriving when the URL changes.
    await expect.poll(() => page.locator('h1').innerText()).toBe(publicPages['/live-chat'].heading);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([1088, 1152, 1280])('keeps every link and the agency name on one line at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(new URL('/', baseUrl).href);
    const banner = page.getByRole('banner');
    const brand = banner.getByRole('link', { name: /Lone Star Web Studio/ });
    const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) * 1.6);
    const text = await brand.evaluate((element) => {
      // The name is the link's text node, beside the star mark.
      const name = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!name) return 0;
      const range = document.createRange();
      range.selectNodeContents(name);
      return range.getBoundingClientRect().height;
    });
    expect(text).toBeGreaterThan(0);
    expect(text).toBeLessThan(lineHeight);
    // The links and the sign-in icon fit beside it, inside the page.
    const links = await banner.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(links!.x + links!.width).toBeLessThanOrEqual(width);
    await page.close();
  });

  it('opens and closes the mobile menu, highlighting the current route', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(new URL('/pricing', baseUrl).href);
    await waitForPageReady(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const current = page.locator('[aria-current="page"]:visible');
    await expect.poll(() => current.first().innerText()).toBe('Pricing');
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact');
    // Get Started and Admin Login are in sight without scrolling, on top of the list, and the
    // assistant's button does not sit on the menu.
    const inSight = (name: string) =>
      page.getByRole('link', { name, exact: true }).evaluate((link) => {
        const box = link.getBoundingClientRect();
        if (box.bottom > window.innerHeight || box.height === 0) return `off screen (${box.top}-${box.bottom})`;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit && link.contains(hit) ? 'in sight' : `covered by ${hit?.outerHTML.slice(0, 60)}`;
      });
    await expect.poll(() => inSight('Get Started')).toBe('in sight');
    await expect.poll(() => inSight('Admin Login')).toBe('in sight');
    const assistant = page.getByRole('button', { name: /assistant/i });
    await expect.poll(() => assistant.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => assistant.isVisible()).toBe(true);
    await page.close();
  });
});

describe('not found and guarded routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(new URL('/definitely-not-here', baseUrl).href);
    expect(response?.status()).toBe(404);
    await waitForPageReady(page);
    expect(await page.locator('h1').innerText()).toBe(notFoundPage.heading);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a visitor without a session from /hosting-management to the login, carrying the location', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/hosting-management', baseUrl).href);
    await page.waitForURL(/\/admin\/login/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/hosting-management');
    await page.close();
  });
});
