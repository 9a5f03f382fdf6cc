/**
 * /hosting-automation in Chromium: the four tabs from the keyboard with axe on each, the
 * simulated restart and its announcements, the logs dialog, a rule toggle, threshold validation
 * and settings kept across a reload, and the server list on a phone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright';
import { hostingAutomationTabs, notificationSettingsStorageKey } from '../domain/hosting-automation';
import { sampleServers } from '../domain/samples';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const url = new URL('/hosting-automation', baseUrl).href;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(url);
  await waitForPageReady(page);
  return { page, errors };
}

const announcer = (page: Page) => page.locator('[data-announcer]');

describe('/hosting-automation', () => {
  it('moves through the four tabs with the arrow keys, each panel axe-clean', async () => {
    const { page, errors } = await openPage();
    const tablist = page.getByRole('tablist', { name: 'Hosting automation sections' });
    expect(await tablist.getByRole('tab').allInnerTexts()).toEqual(hostingAutomationTabs.map((tab) => tab.label));
    await tablist.getByRole('tab', { name: 'Server Monitoring' }).focus();
    for (const [index, tab] of hostingAutomationTabs.entries()) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      const trigger = page.getByRole('tab', { name: tab.label });
      await expect.poll(() => trigger.getAttribute('aria-selected')).toBe('true');
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      const panel = page.getByRole('tabpanel', { name: tab.label });
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe(tab.label);
      expect(await axeViolations(page)).toEqual([]);
    }
    // Wraps round to the first tab, and Home / End jump to the ends.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Server Monitoring' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(() => page.getByRole('tab', { name: 'Alerts & Notifications' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the summary and every server, and restarts one with a live announcement', async () => {
    const { page, errors } = await openPage();
    const panel = page.getByRole('tabpanel', { name: 'Server Monitoring' });
    const tile = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await tile('Total Servers').innerText()).toBe(String(sampleServers.length));
    expect(await tile('Running').innerText()).toBe('3');
    expect(await tile('Average CPU').innerText()).toBe('51%');
    expect(await tile('Total Uptime').innerText()).toBe('99.9%');
    const table = panel.getByRole('table', { name: 'Servers' });
    expect(await table.getByRole('row').count()).toBe(sampleServers.length + 1);

    const row = table.locator('[data-server="srv-5"]'); // elpaso-app-01, in error
    expect(await row.locator('[data-status]').innerText()).toBe('Error');
    await page.getByRole('button', { name: 'Restart elpaso-app-01' }).click();
    await expect.poll(() => row.locator('[data-status]').innerText()).toBe('Restarting');
    await expect.poll(() => announcer(page).innerText()).toBe('Restarting elpaso-app-01…');
    // The simulated restart finishes: running, and the summary counts it.
    await expect.poll(() => row.locator('[data-status]').innerText(), { timeout: 5000 }).toBe('Running');
    await expect.poll(() => announcer(page).innerText()).toBe('elpaso-app-01 restarted and is running.');
    expect(await tile('Running').innerText()).toBe('4');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the logs of a server in a dialog and returns focus on Escape', async () => {
    const { page, errors } = await openPage();
    const logsButton = page.getByRole('button', { name: 'View logs for elpaso-app-01' });
    await logsButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Logs for elpaso-app-01' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('[error] elpaso-app-01: health check failed');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => logsButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Settings for houston-shop-01' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings for houston-shop-01' });
    await settings.waitFor();
    expect(await settings.innerText()).toContain('Enterprise Cloud');
    await settings.getByRole('button', { name: 'Done' }).click();
    await settings.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('disables and enables a rule, the button label following its status', async () => {
    const { page, errors } = await openPage();
    await page.getByRole('tab', { name: 'Automation Rules' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Automation Rules' });
    const triggers = await panel.locator('[data-rule] dd').allInnerTexts();
    for (const trigger of [
      'CPU above 80% for 5 minutes',
      'Daily backup at 2:00 AM',
      'Weekly security scan on Sunday',
      'Response above 3 seconds',
      'SSL renewal 30 days before expiry',
      'Disk above 85%',
    ]) {
      expect(triggers).toContain(trigger);
    }
    await panel.getByRole('button', { name: 'Disable Nightly backup' }).click();
    const enable = panel.getByRole('button', { name: 'Enable Nightly backup' });
    await enable.waitFor();
    expect(await enable.innerText()).toMatch(/^Enable\b/); // the visible word; the rule's name is for screen readers
    expect(await panel.locator('[data-rule="rule-2"]').getAttribute('data-status')).toBe('inactive');
    await expect.poll(() => announcer(page).innerText()).toBe('Nightly backup disabled.');
    expect(await panel.innerText()).toContain('5 of 6 rules are active');
    await page.keyboard.press('Enter'); // focus stayed on the button
    await panel.getByRole('button', { name: 'Disable Nightly backup' }).waitFor();
    await expect.poll(() => announcer(page).innerText()).toBe('Nightly backup enabled.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a rule and edits one through the dialog form', async () => {
    const { page, errors } = await openPage();
    await page.getByRole('tab', { name: 'Automation Rules' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Automation Rules' });
    const add = panel.getByRole('button', { name: 'Add New Rule' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Rule' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    const name = dialog.getByRole('textbox', { name: /Rule name/ });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Rule name is required.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await name.fill('Cache warm-up');
    await dialog.getByRole('textbox', { name: /Trigger/ }).fill('Daily at 5:00 AM');
    await dialog.getByRole('textbox', { name: /Action/ }).fill('Prime the page cache');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const added = panel.locator('[data-rule="rule-7"]');
    expect(await added.innerText()).toContain('Daily at 5:00 AM');
    expect(await added.innerText()).toContain('Never');
    expect(await panel.getByRole('button', { name: 'Disable Cache warm-up' }).isVisible()).toBe(true);
    await expect.poll(() => announcer(page).innerText()).toBe('Cache warm-up added and active.');
    expect(await panel.innerText()).toContain('7 of 7 rules are active');
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);

    await panel.getByRole('button', { name: 'Edit Nightly backup' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Nightly backup' });
    await edit.waitFor();
    await edit.getByRole('textbox', { name: /Trigger/ }).fill('Daily backup at 3:00 AM');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await panel.locator('[data-rule="rule-2"]').innerText()).toContain('Daily backup at 3:00 AM');
    await expect.poll(() => announcer(page).innerText()).toBe('Nightly backup updated.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a threshold out of range, then saves settings that survive a reload', async () => {
    const { page, errors } = await openPage();
    await page.evaluate((key) => window.localStorage.removeItem(key), notificationSettingsStorageKey);
    await page.getByRole('tab', { name: 'Alerts & Notifications' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Alerts & Notifications' });
    expect(await panel.getByRole('list', { name: 'Recent alerts' }).getByRole('listitem').count()).toBe(4);
    const cpu = panel.getByRole('textbox', { name: 'CPU alert threshold (%)' });
    const memory = panel.getByRole('textbox', { name: 'Memory alert threshold (%)' });
    expect(await cpu.inputValue()).toBe('80');
    expect(await memory.inputValue()).toBe('85');
    expect(await panel.getByRole('textbox', { name: 'Response time threshold (seconds)' }).inputValue()).toBe('3');

    await cpu.fill('150');
    await panel.getByText('SMS alerts', { exact: true }).click();
    expect(await panel.getByRole('switch', { name: 'SMS alerts' }).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    expect(await cpu.getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByText('CPU alert threshold must be between 1 and 100.').isVisible()).toBe(true);
    expect(await cpu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await cpu.inputValue()).toBe('150');
    expect(await panel.getByRole('status').innerText()).toContain('Not saved');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), notificationSettingsStorageKey)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await cpu.fill('75');
    await memory.fill('90');
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toContain('Saved');

    await page.reload();
    await waitForPageReady(page);
    await page.getByRole('tab', { name: 'Alerts & Notifications' }).click();
    const after = page.getByRole('tabpanel', { name: 'Alerts & Notifications' });
    await expect.poll(() => after.getByRole('textbox', { name: 'CPU alert threshold (%)' }).inputValue()).toBe('75');
    expect(await after.getByRole('textbox', { name: 'Memory alert threshold (%)' }).inputValue()).toBe('90');
    expect(await after.getByRole('switch', { name: 'SMS alerts' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps every tab within a phone screen, servers as readable cards', async () => {
    const { page, errors } = await openPage({ width: 390, height: 844 });
    const panel = page.getByRole('tabpanel', { name: 'Server Monitoring' });
    expect(await panel.getByRole('table').count()).toBe(0); // the table is hidden, not squeezed
    const cards = panel.getByRole('list', { name: 'Servers' }).getByRole('listitem');
    expect(await cards.count()).toBe(sampleServers.length);
    const first = cards.first();
    expect(await first.getByRole('heading', { name: 'austin-web-01' }).isVisible()).toBe(true);
    expect(await first.getByRole('meter', { name: 'CPU of austin-web-01' }).isVisible()).toBe(true);
    for (const name of ['Restart austin-web-01', 'View logs for austin-web-01', 'Settings for austin-web-01']) {
      const box = await first.getByRole('button', { name }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    for (const tab of hostingAutomationTabs) {
      await page.getByRole('tab', { name: tab.label }).click();
      await page.getByRole('tabpanel', { name: tab.label }).waitFor();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `${tab.label} overflows sideways`).toBeLessThanOrEqual(clientWidth);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
