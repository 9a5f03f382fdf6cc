import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { apiPaths } from '../domain/api';
import { pageKindOf } from '../domain/page-kinds';
import { e2eAdmin } from './admin-account';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}


/** Signs that admin in through the API and returns the bearer token, for reading what a test stored. */
export async function adminLoginToken(baseUrl: string): Promise<string> {
  const login = await fetch(new URL(apiPaths.adminLogin, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Collects console errors and warnings, uncaught exceptions and CSP violations of a page, for "no console error" checks. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // A CSP violation that the page's script catches (a probe such as `new Function('')`) is no
  // console message in Chromium; the document's event reports it. Playwright sends its commands
  // in order, so this script is in place before the caller's next navigation.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return errors;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page (WCAG 2.2 A and AA rules) and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a script tag: the page's CSP rightly blocks inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/**
 * Waits until the page at the browser's address is ready for a visitor, by its kind
 * (domain/page-kinds.ts): an application once React has hydrated it (`data-hydrated`); a document,
 * where nothing hydrates, once its one script, the assistant island, has run (`data-island`).
 */
export async function waitForPageReady(page: Page): Promise<void> {
  if (pageKindOf(new URL(page.url()).pathname) === 'document') {
    await page.waitForFunction(() => document.documentElement.dataset.island === 'ready');
  } else {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }
}

/**
 * Chooses an option of an Ark select with the keyboard only, waiting for what a person waits
 * for: the list open and holding focus (it takes focus a frame after it opens; keys pressed
 * before that go to the trigger and are lost), each Arrow Down seen to move the highlight, and
 * the choice shown on the trigger.
 */
export async function chooseByKeyboard(page: Page, combobox: Locator, option: string, openWith: 'Enter' | 'ArrowDown' = 'Enter'): Promise<void> {
  await combobox.focus();
  await page.keyboard.press(openWith);
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
  const highlighted = () =>
    listbox.evaluate((list) => (list.querySelector('[role="option"][data-highlighted]') as HTMLElement | null)?.innerText.trim() ?? '');
  for (let moves = 0; !(await highlighted()).startsWith(option); moves += 1) {
    if (moves >= 20) throw new Error(`"${option}" is not among the options of ${await combobox.innerText()}`);
    const before = await highlighted();
    await page.keyboard.press('ArrowDown');
    await expect.poll(highlighted).not.toBe(before);
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'hidden' });
  await expect.poll(() => combobox.innerText()).toContain(option);
}
