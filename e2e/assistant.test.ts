/**
 * The AI assistant in Chromium against the built site and the real functions (no OPENAI_API_KEY:
 * answers come from the catalogue, offline). Keyboard only: the launcher, the connection test,
 * a question and its answer, the fallback to the basic assistant, Escape back to the launcher.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmin } from './admin-account';
import type { Browser, Page, Request } from 'playwright';
import { abTestingPlans, chatHistoryLimit, formatUsd, hostingPlans, messages } from '../domain';
import { startServer, type RunningServer } from '../functions/node-server';
import { fakeOpenAiKey, startFakeOpenAi, type FakeOpenAi } from '../functions/testing/fake-openai';
import { pageKindOf } from '../domain/page-kinds';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const assistantChunk = /\/assets\/AssistantChat-[\w-]+\.js$/;
const pro = abTestingPlans.find((p) => p.id === 'pro')!;
const business = hostingPlans.find((p) => p.id === 'business')!;

interface Opened {
  page: Page;
  errors: string[];
  requests: Request[];
}

async function openPage(path: string, viewport = { width: 1280, height: 800 }, site = baseUrl): Promise<Opened> {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const response = await page.goto(new URL(path, site).href);
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors, requests };
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask our AI assistant' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'AI Assistant' });
const log = (page: Page) => dialog(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => dialog(page).getByRole('textbox', { name: 'Your message' });
const isFocused = (page: Page, locator: ReturnType<Page['getByRole']>) => locator.evaluate((el) => el === document.activeElement);

/** Opens the dialog from the keyboard alone and waits for the connection test. */
async function openByKeyboard(page: Page) {
  // The launcher is the page's last control: Shift+Tab from the top of the page reaches it.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => isFocused(page, launcher(page))).toBe(true);
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  await expect.poll(() => dialog(page).getByText('Online', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => isFocused(page, messageBox(page))).toBe(true);
}

async function askByKeyboard(page: Page, question: string) {
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
}

describe('the assistant launcher', () => {
  it.each(['/', '/pricing', '/hosting', '/contact', '/live-chat'])('is on %s, and the dialog is not in its first load', async (path) => {
    const { page, errors, requests } = await openPage(path);
    await expect.poll(() => launcher(page).isVisible()).toBe(true);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.content()).not.toMatch(/AssistantChat-/);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toEqual([]);
    expect(requests.filter((r) => r.url().includes('/functions/v1/'))).toEqual([]);
    // A pill once every stylesheet is in: Button's own sheet, loaded again by a route's chunk,
    // once took its corners back (8 px).
    const { radius, height } = await launcher(page).evaluate((el) => ({ radius: parseFloat(getComputedStyle(el).borderTopLeftRadius), height: el.getBoundingClientRect().height }));
    expect(radius).toBeGreaterThanOrEqual(height / 2);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the assistant launcher, first interaction', () => {
  it('fetches the dialog on the first focus, not before, and a click opens it at once', async () => {
    const { page, errors, requests } = await openPage('/about');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toEqual([]);
    // a keyboard user on their way to it: the chunk comes, nothing opens
    await launcher(page).focus();
    await expect.poll(() => requests.filter((r) => assistantChunk.test(r.url())).length).toBe(1);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(await dialog(page).count()).toBe(0);
    await launcher(page).click();
    await dialog(page).waitFor();
    // (the modal dialog hides the rest of the page from the accessibility tree)
    expect(await page.getByRole('button', { name: 'Ask our AI assistant', includeHidden: true }).getAttribute('aria-expanded')).toBe('true');
    // the same chunk, not fetched twice
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a first click with no focus before it loads the dialog and opens it when loaded', async () => {
    const { page, errors, requests } = await openPage('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toEqual([]);
    await launcher(page).click();
    await dialog(page).waitFor();
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the assistant on a document page (an island: no framework before interaction)', () => {
  it('/about fetches no framework chunk until the launcher is used; a click opens the dialog, which answers', async () => {
    expect(pageKindOf('/about')).toBe('document');
    const { page, errors, requests } = await openPage('/about');
    await page.waitForLoadState('networkidle');
    const scripts = () => requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);
    // Only the island (and Vite's tiny import helper) before interaction: no React, router or app.
    expect(scripts().length).toBeGreaterThan(0);
    for (const script of scripts()) expect(script).toMatch(/^\/assets\/(island|preload-helper)-[\w-]+\.js$/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

    await launcher(page).click();
    await dialog(page).waitFor();
    expect(scripts().some((script) => /^\/assets\/framework-/.test(script))).toBe(true);
    expect(requests.filter((r) => assistantChunk.test(r.url()))).toHaveLength(1);
    // (the modal dialog hides the rest of the page from the accessibility tree)
    expect(await page.getByRole('button', { name: 'Ask our AI assistant', includeHidden: true }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => dialog(page).getByText('Online', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isFocused(page, messageBox(page))).toBe(true);
    await askByKeyboard(page, 'How much is the Pro A/B testing plan?');
    await expect.poll(() => log(page).innerText(), { timeout: 10_000 }).toContain(`A/B Testing Pro plan: ${pro.priceText}`);
    // the dialog is styled as on an application page
    expect(await dialog(page).boundingBox()).toMatchObject({ width: 672, height: 600 });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => isFocused(page, launcher(page))).toBe(true);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the assistant dialog, keyboard only', () => {
  it('opens, connects, answers a question from the catalogue, and Escape returns focus to the launcher', async () => {
    const { page, errors, requests } = await openPage('/pricing');
    await openByKeyboard(page);
    // The dialog's code came with the first open.
    expect(requests.some((r) => assistantChunk.test(r.url()))).toBe(true);
    const test = requests.find((r) => r.url().endsWith('/functions/v1/openai-assistant'));
    expect(test?.postDataJSON()).toMatchObject({ context: 'connection_test' });

    // About 2xl wide (42rem) and 600 px tall on a desktop.
    expect(await dialog(page).boundingBox()).toMatchObject({ width: 672, height: 600 });
    expect(await axeViolations(page)).toEqual([]);

    await askByKeyboard(page, 'How much is the Pro A/B testing plan?');
    await expect.poll(() => log(page).innerText(), { timeout: 10_000 }).toContain(`A/B Testing Pro plan: ${pro.priceText}`);
    expect(await messageBox(page).inputValue()).toBe('');
    const advanced = requests.find((r) => r.url().endsWith('/functions/v1/advanced-ai-assistant'));
    expect(advanced?.postDataJSON()).toEqual({
      message: 'How much is the Pro A/B testing plan?',
      context: 'general',
      conversation_history: [],
      user_data: { website_url: new URL(baseUrl).origin, business_type: 'digital_marketing' },
    });
    // The answer names a page; it is a link.
    expect(await log(page).getByRole('link', { name: '/ab-testing' }).getAttribute('href')).toBe('/ab-testing');

    // Shift+Enter is a new line, not a message.
    await page.keyboard.type('first line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    expect(await messageBox(page).inputValue()).toBe('first line\nsecond line');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // A blank message is not sent.
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    const asked = requests.filter((r) => r.url().endsWith('/functions/v1/advanced-ai-assistant')).length;
    await page.waitForTimeout(300);
    expect(requests.filter((r) => r.url().endsWith('/functions/v1/advanced-ai-assistant')).length).toBe(asked);

    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => isFocused(page, launcher(page))).toBe(true);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');

    // Opening again keeps the conversation and runs the connection test again.
    const tests = requests.filter((r) => r.postDataJSON?.()?.context === 'connection_test').length;
    await page.keyboard.press('Enter');
    await expect.poll(() => log(page).innerText()).toContain(pro.priceText);
    await expect.poll(() => requests.filter((r) => r.postDataJSON?.()?.context === 'connection_test').length).toBe(tests + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('falls back to the basic assistant when the advanced one answers { error }', async () => {
    const { page, errors, requests } = await openPage('/');
    await page.route('**/functions/v1/advanced-ai-assistant', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: 'The model is down.' }) }),
    );
    await openByKeyboard(page);
    await askByKeyboard(page, 'What does the Business Cloud hosting plan include?');
    await expect.poll(() => log(page).innerText(), { timeout: 10_000 }).toContain(business.specs.storage);
    const text = await log(page).innerText();
    expect(text).toContain(`${formatUsd(business.price)} a month`);
    const basic = requests.filter((r) => r.url().endsWith('/functions/v1/openai-assistant')).map((r) => r.postDataJSON());
    expect(basic.at(-1)).toEqual({ message: 'What does the Business Cloud hosting plan include?', context: 'general', conversation_history: [] });
    expect(await dialog(page).getByText('Online', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends at most the last 5 messages, and says plainly what it cannot answer', async () => {
    const { page, errors, requests } = await openPage('/hosting');
    await openByKeyboard(page);
    const questions = ['Hi there', 'Do you have a free audit?', 'How do I book a consultation?', 'What is the capital of Mongolia?'];
    for (const [index, question] of questions.entries()) {
      await askByKeyboard(page, question);
      await expect.poll(() => log(page).locator('ol > li').count(), { timeout: 10_000 }).toBe(1 + (index + 1) * 2);
    }
    const text = await log(page).innerText();
    expect(text).toContain('/website-audit');
    expect(text).toContain('/booking');
    expect(text).toMatch(/can't answer/);
    const sent = requests.filter((r) => r.url().endsWith('/functions/v1/advanced-ai-assistant')).map((r) => r.postDataJSON());
    expect(sent.map((body) => body.conversation_history.length)).toEqual([0, 2, 4, chatHistoryLimit]);
    expect(sent.at(-1).conversation_history[0]).toEqual({ role: 'assistant', content: expect.any(String) });
    expect(sent.at(-1).conversation_history.at(-1)).toMatchObject({ role: 'assistant' });

    // A page named in an answer is a link: following it closes the dialog on the new page.
    await log(page).getByRole('link', { name: '/booking' }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/booking$/);
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a 429 shows a friendly wait; a dead backend shows the offline banner and apology', async () => {
    const { page, errors } = await openPage('/services');
    await openByKeyboard(page);
    await page.route('**/functions/v1/advanced-ai-assistant', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '240' }, body: JSON.stringify({ error: messages.rateLimited }) }),
    );
    await askByKeyboard(page, 'Hosting prices?');
    await expect.poll(() => log(page).innerText(), { timeout: 10_000 }).toContain('about 4 minutes');
    expect(await dialog(page).getByText('Online', { exact: true }).isVisible()).toBe(true);

    await page.route('**/functions/v1/advanced-ai-assistant', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'down' }) }),
    );
    await page.route('**/functions/v1/openai-assistant', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'down' }) }),
    );
    await askByKeyboard(page, 'Anyone there?');
    await expect.poll(() => log(page).innerText(), { timeout: 10_000 }).toContain(messages.assistantBothUnavailable);
    await expect.poll(() => dialog(page).getByRole('status').first().innerText()).toContain(messages.assistantBannerOffline);
    expect(await axeViolations(page)).toEqual([]);

    // Retry Connection, by keyboard, once the backend is back.
    await page.unroute('**/functions/v1/openai-assistant');
    await page.unroute('**/functions/v1/advanced-ai-assistant');
    await dialog(page).getByRole('button', { name: messages.retryConnection }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByText('Online', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    // The browser logs the two 503s and the 429 as failed resources; nothing else.
    expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
    await page.close();
  });

  it('fills the screen on a phone', async () => {
    const { page, errors } = await openPage('/', { width: 390, height: 844 });
    await openByKeyboard(page);
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a streamed answer from a model (the fake OpenAI API behind a server of its own)', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({
      port: 0,
      dataDir: 'memory://',
      env: { OPENAI_API_KEY: fakeOpenAiKey, OPENAI_BASE_URL: fake.url, ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password },
      quiet: true,
      nightlyBackups: false,
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('shows the reply growing while the model writes it, then the whole answer with its links', async () => {
    // The model writes its last piece only when the test has seen the first ones on screen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const pieces = ['Our Pro A/B testing plan', ' is $29/month,', ' with unlimited tests.', ' Book a free call on /booking.'];
    fake.behave({ kind: 'stream', chunks: pieces, hold: { before: pieces.length - 1, until: released } });
    const { page, errors } = await openPage('/pricing', undefined, server.url);
    await openByKeyboard(page);
    await askByKeyboard(page, 'How much is the Pro A/B testing plan?');

    await expect.poll(() => log(page).innerText(), { timeout: 15_000 }).toContain('Our Pro A/B testing plan is $29/month, with unlimited tests.');
    expect(await log(page).innerText()).not.toContain('Book a free call');
    expect(await log(page).getAttribute('aria-busy')).toBe('true');
    expect(fake.requests.at(-1)!.body.stream).toBe(true);

    release();
    await expect.poll(() => log(page).getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
    expect(await log(page).innerText()).toContain('Book a free call on /booking.');
    expect(await log(page).getByRole('link', { name: '/booking' }).isVisible()).toBe(true);
    expect(await dialog(page).getByText('Online', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
