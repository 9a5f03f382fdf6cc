/**
 * HTML first (issue 19): the header's menus and the FAQ work in a browser that runs no script at
 * all, by pointer and keyboard, as the platform makes them (the Popover API, <details>). The
 * same markup is what the hydrated app enhances (design-system stories, e2e/site.test.ts); axe
 * needs a script, so it checks that markup in the stories and e2e/site.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { generalFaqs } from '../domain/marketing/shared';
import { primaryNav, solutionsNav } from '../domain/navigation';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let noScript: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  noScript = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await noScript?.close();
  await browser?.close();
});

async function openWithoutScripts(path: string, width: number): Promise<Page> {
  const page = await noScript.newPage();
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(new URL(path, baseUrl).href);
  expect(response?.status()).toBe(200);
  // no script ran: the app never marked the page hydrated
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  return page;
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** What the browser tells assistive technology about an element's expanded state (no aria-expanded is written). */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

describe.each(['/', '/services'])('%s without JavaScript', (path) => {
  it('the Solutions menu opens and closes by pointer and keyboard (1280 px)', async () => {
    const page = await openWithoutScripts(path, 1280);
    const trigger = page.getByRole('button', { name: 'Solutions' });
    const list = page.locator(`[id="${await trigger.getAttribute('popovertarget')}"]`);
    const firstLink = list.getByRole('link', { name: solutionsNav[0]!.label });
    expect(await firstLink.isVisible()).toBe(false);
    expect(await expandedState(page, `[popovertarget="${await trigger.getAttribute('popovertarget')}"]`)).toBe(false);

    // pointer: opens under the trigger with every link; a click elsewhere closes it
    await trigger.click();
    for (const link of solutionsNav) expect(await list.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.to);
    await expect.poll(() => firstLink.isVisible()).toBe(true);
    expect(await expandedState(page, `[popovertarget="${await trigger.getAttribute('popovertarget')}"]`)).toBe(true);
    const triggerBox = (await trigger.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(Math.abs(listBox.x - triggerBox.x)).toBeLessThan(1);
    expect(listBox.y).toBeGreaterThan(triggerBox.y + triggerBox.height);
    await page.mouse.click(640, 700);
    await expect.poll(() => firstLink.isVisible()).toBe(false);

    // keyboard: Enter opens, Tab walks into the links, Escape closes and returns focus
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(firstLink)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(list.getByRole('link', { name: solutionsNav[1]!.label }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => firstLink.isVisible()).toBe(false);
    expect(await isFocused(trigger)).toBe(true);
    // Space toggles it too, and following a link is a page load
    await page.keyboard.press('Space');
    await expect.poll(() => firstLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(new URL(solutionsNav[0]!.to, baseUrl).href);
    await page.close();
  });

  it('the mobile menu opens and closes by pointer and keyboard (390 px)', async () => {
    const page = await openWithoutScripts(path, 390);
    const button = page.getByRole('button', { name: 'Menu' });
    const panel = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);
    const about = panel.getByRole('link', { name: 'About', exact: true });
    expect(await about.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Solutions' }).isVisible()).toBe(false);

    await button.click();
    await expect.poll(() => about.isVisible()).toBe(true);
    expect(await expandedState(page, '[data-site-menu-button]')).toBe(true);
    for (const link of [...primaryNav.before, ...solutionsNav, ...primaryNav.after]) {
      expect(await panel.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.to);
    }
    // it sits under the header, full width
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThan(2);
    // the button closes it again; so does a click elsewhere
    await button.click();
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await expandedState(page, '[data-site-menu-button]')).toBe(false);
    await button.click();
    await expect.poll(() => about.isVisible()).toBe(true);
    await page.mouse.click(200, 20);
    await expect.poll(() => about.isVisible()).toBe(false);

    // keyboard: Enter opens, Tab reaches the first link, Escape closes and returns focus
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => about.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(panel.getByRole('link', { name: primaryNav.before[0]!.label }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await isFocused(button)).toBe(true);
    await page.close();
  });
});

describe.each(['/', '/services'])('the FAQ on %s without JavaScript', (path) => {
  it('opens and closes by pointer and keyboard', async () => {
    const page = await openWithoutScripts(path, 1280);
    const questions = page.locator('summary');
    expect(await questions.count()).toBeGreaterThan(1);
    const first = questions.first();
    const details = page.locator('details').first();
    const answer = details.getByRole('region');
    const isOpen = () => details.evaluate((el) => (el as HTMLDetailsElement).open);
    expect(await answer.isVisible()).toBe(false);
    if (path === '/') expect(await first.innerText()).toContain(generalFaqs[0]!.question);

    await first.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await isOpen()).toBe(true);
    expect(await expandedState(page, 'summary')).toBe(true);
    await first.click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    expect(await expandedState(page, 'summary')).toBe(false);

    // keyboard: Enter and Space toggle; Tab moves to the next question, not into the answer
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(isOpen).toBe(false);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await isFocused(questions.nth(1))).toBe(true);
    await page.close();
  });
});
