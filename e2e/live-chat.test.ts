/**
 * /live-chat in Chromium: the dashboard opens a chat, the agent sends by keyboard and the
 * simulated customer types and answers, blank messages cannot be sent, and the widget settings
 * survive a reload. Every tab is checked with axe, and nothing is logged to the console.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { liveChatContent, liveChatSettingsStorageKey } from '../domain/live-chat';
import { sampleChatSessions, scriptedCustomerReplies } from '../domain/samples';
import { axeViolations, launchBrowser, shownOption, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  const response = await page.goto(new URL('/live-chat', baseUrl).href);
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const log = (page: Page) => page.getByRole('log');

describe('/live-chat', () => {
  it('server-renders the dashboard with the figures and the sessions', async () => {
    const html = await (await fetch(new URL('/live-chat', baseUrl))).text();
    for (const text of ['Active Chats', 'Resolved Today', '2.3m', 'Recent Sessions', 'Maria Gonzalez', '4m ago']) {
      expect(html).toContain(text);
    }
  });

  it('opens a chosen session in Live Chat, sends with Enter, shows typing and then the reply', async () => {
    const { page, errors } = await openPage();
    const priya = sampleChatSessions.find((session) => session.id === 'chat-3')!;

    const tiles = page.locator('[data-stat] dd:not([aria-hidden])');
    expect(await tiles.allInnerTexts()).toEqual(['2', '2', '24', '2.3m']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: priya.customerName }).click();
    await expect.poll(() => tab(page, liveChatContent.tabs.chat).getAttribute('aria-selected')).toBe('true');
    const sidebarItem = page
      .getByRole('list', { name: liveChatContent.openChats })
      .getByRole('button', { name: priya.customerName });
    expect(await sidebarItem.getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('region', { name: priya.customerName }).isVisible()).toBe(true);

    // focus is already in the composer: type and press Enter
    const composer = page.getByRole('textbox', { name: `Message to ${priya.customerName}` });
    await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('All fixed, please try the form again.');
    await page.keyboard.press('Enter');

    const sent = log(page).getByRole('listitem').filter({ hasText: 'All fixed, please try the form again.' });
    await sent.waitFor();
    expect(await composer.inputValue()).toBe('');
    expect(await sent.innerText()).toMatch(/Sent|Delivered/);

    const status = page.getByRole('status').filter({ hasText: 'is typing' });
    await status.waitFor({ timeout: 10_000 });
    expect(await status.innerText()).toContain(`${priya.customerName} is typing…`);
    expect(await sent.innerText()).toContain('Delivered');

    const reply = log(page).getByRole('listitem').filter({ hasText: scriptedCustomerReplies[0] });
    await reply.waitFor({ timeout: 15_000 });
    expect(await sent.innerText()).toContain('Read');
    expect(await page.getByText('is typing').count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a closed session from the dashboard read-only, with focus on the Live Chat tab', async () => {
    const { page, errors } = await openPage();
    const lena = sampleChatSessions.find((session) => session.status === 'closed')!;
    await page.getByRole('button', { name: lena.customerName }).click();
    const thread = page.getByRole('region', { name: lena.customerName });
    await thread.waitFor();
    expect(await thread.getByText(liveChatContent.closedNotice).isVisible()).toBe(true);
    expect(await thread.getByRole('textbox').count()).toBe(0);
    // the sidebar lists only chats that are not closed
    const sidebar = page.getByRole('list', { name: liveChatContent.openChats });
    expect(await sidebar.getByRole('button', { name: lena.customerName }).count()).toBe(0);
    await expect
      .poll(() => tab(page, liveChatContent.tabs.chat).evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes a new line with Shift+Enter and keeps Send disabled while the text is blank', async () => {
    const { page, errors } = await openPage();
    await tab(page, liveChatContent.tabs.chat).click();
    const composer = page.getByRole('textbox', { name: /^Message to / });
    const send = page.getByRole('button', { name: 'Send' });
    // Send says it cannot send (aria-disabled) but stays in the tab order
    expect(await send.getAttribute('aria-disabled')).toBe('true');

    await composer.focus();
    await page.keyboard.type('   ');
    expect(await send.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await log(page).getByRole('listitem').count()).toBe(3);

    await composer.fill('');
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Second line');
    expect(await composer.inputValue()).toBe('First line\nSecond line');
    expect(await send.getAttribute('aria-disabled')).toBeNull();

    await send.click();
    const sent = log(page).getByRole('listitem').last();
    expect(await sent.locator('p').innerText()).toBe('First line\nSecond line');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a pending reply in its own chat when the agent switches chats', async () => {
    const { page } = await openPage();
    await tab(page, liveChatContent.tabs.chat).click();
    await page.getByRole('textbox', { name: 'Message to Maria Gonzalez' }).fill('One moment please.');
    await page.keyboard.press('Enter');
    await page
      .getByRole('list', { name: liveChatContent.openChats })
      .getByRole('button', { name: 'James Whitfield' })
      .click();
    await page.getByRole('region', { name: 'James Whitfield' }).waitFor();

    // James's thread gets no typing and no reply; Maria's chat is marked as having a new reply
    await page.getByRole('button', { name: 'Maria Gonzalez, new reply' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('is typing').count()).toBe(0);
    expect(await log(page).getByText(scriptedCustomerReplies[0]).count()).toBe(0);

    await page.getByRole('button', { name: 'Maria Gonzalez, new reply' }).click();
    await log(page).getByText(scriptedCustomerReplies[0]).waitFor();
    await page.close();
  });

  it('saves the settings in the browser, says Saved, and shows them again after a reload', async () => {
    const { page, errors } = await openPage();
    await tab(page, liveChatContent.tabs.settings).click();
    expect(await axeViolations(page)).toEqual([]);

    const labels = liveChatContent.settings;
    // by keyboard: Space toggles the focused switch
    await page.getByRole('switch', { name: labels.autoAssign }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: labels.autoAssign }).isChecked()).toBe(false);
    await page.getByRole('combobox', { name: labels.position }).selectOption({ label: 'Top Left' });
    const color = page.getByRole('textbox', { name: labels.primaryColor, exact: true });
    await color.fill('#f5c518');
    await page.getByRole('textbox', { name: labels.welcomeMessage }).fill('Howdy from the e2e test!');

    // the preview follows at once, with black text on the light yellow
    const frame = page.locator('[data-position]');
    expect(await frame.getAttribute('data-position')).toBe('top-left');
    expect(await frame.getAttribute('data-color')).toBe('#f5c518');
    expect(await page.locator('[data-widget-header]').evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(0, 0, 0)',
    );
    expect(await page.locator('[data-widget-message]').innerText()).toBe('Howdy from the e2e test!');

    await page.getByRole('button', { name: labels.save }).click();
    const status = page.getByRole('status').filter({ hasText: labels.saved });
    await status.waitFor();
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), liveChatSettingsStorageKey)) ?? 'null',
    );
    expect(stored).toMatchObject({
      autoAssign: false,
      position: 'top-left',
      primaryColor: '#f5c518',
      welcomeMessage: 'Howdy from the e2e test!',
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await waitForPageReady(page);
    await tab(page, liveChatContent.tabs.settings).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: labels.primaryColor, exact: true }).inputValue())
      .toBe('#f5c518');
    expect(await page.getByRole('switch', { name: labels.autoAssign }).isChecked()).toBe(false);
    expect(await shownOption(page.getByRole('combobox', { name: labels.position }))).toBe('Top Left');
    expect(await page.getByRole('textbox', { name: labels.welcomeMessage }).inputValue()).toBe(
      'Howdy from the e2e test!',
    );
    expect(await page.getByRole('status').filter({ hasText: labels.saved }).count()).toBe(0);

    // an invalid colour is refused with a message, and nothing is saved
    await page.getByRole('textbox', { name: labels.primaryColor, exact: true }).fill('yellow');
    await page.getByRole('button', { name: labels.save }).click();
    expect(await page.getByText(labels.primaryColorError).isVisible()).toBe(true);
    const after = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), liveChatSettingsStorageKey)) ?? 'null',
    );
    expect(after.primaryColor).toBe('#f5c518');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('works on a phone: every tab is axe clean and a chat can be answered', async () => {
    const { page, errors } = await openPage({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await tab(page, liveChatContent.tabs.chat).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Message to Maria Gonzalez' }).fill('Yes, we can!');
    await page.getByRole('button', { name: 'Send' }).click();
    await log(page).getByText(scriptedCustomerReplies[0]).waitFor({ timeout: 15_000 });
    await tab(page, liveChatContent.tabs.settings).click();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
