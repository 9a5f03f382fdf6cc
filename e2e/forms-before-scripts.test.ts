/**
 * The site's forms before their scripts arrive, and without them: each is a real
 * `<form method="post">` to its own page, and the server answers with the same page in the state
 * the hydrated form would show (functions/form-posts.ts). What was typed never appears in an
 * address: not in the page's URL, not in any request the browser makes.
 *
 * (Axe runs in the page, so only where scripts run: the answer pages are the same markup.)
 *
 * The server limits each form per IP (5 per 10 minutes), shared with forms.test.ts: this file
 * sends each form at most once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import {
  adminSubmissionsResponse,
  apiPaths,
  auditCopy,
  bookingCopy,
  contactCopy,
  fieldMessages,
  hostingAutomationText,
  leadMagnetCopy,
  leadMagnetGuide,
  liveChatSettingsStorageKey,
  notificationSettingsStorageKey,
} from '../domain';
import { adminLoginToken, axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';
import { e2eAdmin } from './admin-account';

const baseUrl = inject('baseUrl');
let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await adminLoginToken(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => new URL(path, baseUrl).href;

/** Every address the page asks for, to look for typed values in them. */
function watchAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

async function storedReferences(reference: string): Promise<string[]> {
  const response = await fetch(new URL(apiPaths.adminSubmissions, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query: reference }),
  });
  expect(response.status).toBe(200);
  return adminSubmissionsResponse.parse(await response.json()).submissions.map((s) => s.reference);
}

async function referenceIn(page: Page, successTitle: string): Promise<string> {
  const region = page.getByRole('region', { name: successTitle });
  await region.waitFor();
  const reference = /LS-[0-9A-Z]{8}/.exec(await region.innerText())?.[0];
  expect(reference).toBeDefined();
  return reference!;
}

describe('forms without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lead magnet: posted, stored, answered with the reference and the guide link', async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/lead-magnet'));
    await page.locator('#guide-email').fill('no-script@corpuschristi-tacos.com');
    await page.locator('#guide-name').fill('Ana Script');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: leadMagnetCopy.submit }).click(),
    ]);
    expect(answer.request().postData()).toContain('email=no-script%40corpuschristi-tacos.com');
    expect(answer.status()).toBe(200);
    const reference = await referenceIn(page, leadMagnetCopy.successTitle);
    expect(await page.getByRole('link', { name: leadMagnetCopy.download }).getAttribute('href')).toBe(leadMagnetGuide.downloadUrl);
    expect(await storedReferences(reference)).toEqual([reference]);
    expect(new URL(page.url()).pathname).toBe('/lead-magnet');
    for (const address of addresses) expect(address).not.toMatch(/no-script|Ana/);
    await page.close();
  });

  it("contact: a field left out comes back with its message beside it and everything typed kept; nothing stored", async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/contact'));
    await page.locator('#contact-name').fill('Wade Noscript');
    await page.locator('#contact-email').fill('wade@lubbockroofing.com');
    await page.locator('#contact-message').fill('Hail season again: we need a site that takes storm claims.');
    await page.getByRole('button', { name: contactCopy.submit }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    // The topic is the field without a value (its list needs the script); its message shows.
    expect(await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id))).toEqual(['contact-interest']);
    expect(await page.getByText(fieldMessages.interestMissing).count()).toBeGreaterThan(0);
    expect(await page.locator('#contact-name').inputValue()).toBe('Wade Noscript');
    expect(await page.locator('#contact-email').inputValue()).toBe('wade@lubbockroofing.com');
    expect(await page.locator('#contact-message').inputValue()).toBe('Hail season again: we need a site that takes storm claims.');
    for (const address of addresses) expect(address).not.toMatch(/Wade|lubbockroofing|Hail/);
    expect(await storedReferences('wade@lubbockroofing.com')).toEqual([]);
    await page.close();
  });
  it('admin sign-in: posted, never read, and the email and password appear in no address', async () => {
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.goto(url('/admin/login'));
    await page.getByLabel('Email').fill('noscript-admin@example.com');
    await page.getByLabel('Password').fill('noscript-secret-password');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await posted;
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address).not.toMatch(/noscript|secret|%40/);
    await page.close();
  });
});

describe('forms sent before the scripts arrive', () => {
  it('website audit: sent while the scripts are held back, answered with the reference, then hydrated in that state', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    const addresses = watchAddresses(page);
    // The page's scripts wait until the form has been sent (a slow phone network).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    await page.route('**/assets/*.js', async (route) => {
      if (holding) await released;
      await route.continue().catch(() => {});
    });
    // Held scripts hold the load event too: the page is there once its HTML is.
    await page.goto(url('/website-audit'), { waitUntil: 'domcontentloaded' });
    await page.locator('#audit-url').fill('elpasoplumbing.example');
    await page.locator('#audit-email').fill('rosa@elpasoplumbing.example');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/website-audit');
    await page.getByRole('button', { name: auditCopy.submit }).click();
    expect((await posted).status()).toBe(200);
    holding = false;
    release();
    const reference = await referenceIn(page, auditCopy.successTitle);
    await waitForPageReady(page);
    // Hydrated, the page still shows the answer (the server's state went with the page).
    expect(await referenceIn(page, auditCopy.successTitle)).toBe(reference);
    expect(await storedReferences(reference)).toEqual([reference]);
    for (const address of addresses) expect(address).not.toMatch(/elpasoplumbing|rosa/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact: add-ons ticked without scripts arrive as one box per add-on, stored by name; an unknown one is refused', async () => {
    const post = (body: string) =>
      fetch(url('/contact'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin }, body });
    const fields = 'name=Lupe+Noscript&email=lupe%40elpasoplumbing.example&interest=Hosting&plan=business&message=Moving+two+sites+to+you.';
    const accepted = await post(`${fields}&addOns=cdn&addOns=backup`);
    expect(accepted.status).toBe(200);
    const reference = /LS-[0-9A-Z]{8}/.exec(await accepted.text())?.[0];
    expect(reference).toBeDefined();
    const stored = await fetch(new URL(apiPaths.adminSubmissions, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: reference }),
    }).then(async (r) => adminSubmissionsResponse.parse(await r.json()).submissions);
    expect(stored.map((s) => s.fields.find((f) => f.label === 'Add-ons')?.value)).toEqual(['Global CDN, Backup Pro']);

    const refused = await post(`${fields}&addOns=cdn&addOns=free-pony`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(fieldMessages.addOnsInvalid);
  });

  it('a form posted from another site is refused', async () => {
    const response = await fetch(url('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'name=x&email=x%40example.com&interest=Hosting&message=hello+there+friend',
    });
    expect(response.status).toBe(403);
  });
});

/**
 * Every form a visitor can reach before the scripts arrive, filled in then: typed (key events
 * the page cannot hear yet), chosen in a select, ticked, and once as a password manager fills
 * (`.value` set, no event at all). Once hydrated, the form is sent, and what it sends or stores
 * is what was filled in (Form, design-system/primitives/Form: docs/forms.md).
 */
interface EarlyForm {
  readonly name: string;
  /** the page, with the fragment that opens a form's tab before the scripts (Tabs: tabPanelId) */
  readonly path: string;
  readonly fill: (page: Page) => Promise<void>;
  /** what only the script draws (booking's days and times) */
  readonly afterHydration?: (page: Page) => Promise<void>;
  readonly submit: string;
  /** the call the form makes; `fulfil` answers it here instead of the server (rate limits shared with forms.test.ts) */
  readonly call?: { readonly path: string; readonly sent: Record<string, unknown>; readonly fulfil?: object };
  /** what shows the values were used */
  readonly outcome: (page: Page) => Promise<void>;
}

/** As a password manager fills a field: the value set, no key, input or change event. */
async function fillAsPasswordManager(field: Locator, value: string): Promise<void> {
  await field.evaluate((field, text) => {
    (field as HTMLInputElement).value = text;
  }, value);
}

const storedSetting = (page: Page, key: string) => page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown, key);

const earlyForms: readonly EarlyForm[] = [
  {
    name: 'admin sign-in (a password manager fills both fields)',
    path: '/admin/login',
    fill: async (page) => {
      await fillAsPasswordManager(page.locator('input[name="email"]'), e2eAdmin.email);
      await fillAsPasswordManager(page.locator('input[name="password"]'), e2eAdmin.password);
    },
    submit: 'Sign in',
    call: { path: apiPaths.adminLogin, sent: { email: e2eAdmin.email, password: e2eAdmin.password } },
    outcome: async (page) => {
      await page.waitForURL((address) => address.pathname !== '/admin/login');
      expect(await page.getByText('Enter your email address.').count()).toBe(0);
    },
  },
  {
    name: 'contact (the topic and the plan chosen in their selects)',
    path: '/contact',
    fill: async (page) => {
      await page.locator('#contact-name').fill('Early Typist');
      await fillAsPasswordManager(page.locator('#contact-email'), 'early@typist.example');
      await page.locator('#contact-company').fill('Typist & Sons');
      await page.locator('#contact-interest').selectOption('Hosting');
      await page.locator('#contact-plan').selectOption('business');
      await page.locator('#contact-message').fill('Typed while the page was still loading its scripts.');
    },
    submit: contactCopy.submit,
    call: {
      path: apiPaths.contact,
      sent: {
        name: 'Early Typist',
        email: 'early@typist.example',
        company: 'Typist & Sons',
        interest: 'Hosting',
        plan: 'business',
        message: 'Typed while the page was still loading its scripts.',
      },
      fulfil: { reference: 'LS-EARLY123' },
    },
    outcome: async (page) => {
      expect(await referenceIn(page, contactCopy.successTitle)).toBe('LS-EARLY123');
    },
  },
  {
    name: 'booking (the service chosen early; the day and time once drawn)',
    path: '/booking',
    fill: async (page) => {
      await page.locator('#booking-service').selectOption({ index: 1 });
      await page.locator('#booking-name').fill('Early Booker');
      await fillAsPasswordManager(page.locator('#booking-email'), 'early@booker.example');
      await page.locator('#booking-phone').fill('512-555-0142');
      await page.locator('#booking-notes').fill('Filled in before the times appeared.');
    },
    afterHydration: async (page) => {
      await page.locator('input[name="date"]').first().check();
      await page.locator('input[name="time"]:not(:disabled)').first().check();
    },
    submit: bookingCopy.submit,
    call: {
      path: apiPaths.booking,
      sent: { name: 'Early Booker', email: 'early@booker.example', phone: '512-555-0142', notes: 'Filled in before the times appeared.' },
    },
    outcome: async () => {},
  },
  {
    name: 'website audit',
    path: '/website-audit',
    fill: async (page) => {
      await page.locator('#audit-url').fill('https://early-audit.example');
      await fillAsPasswordManager(page.locator('#audit-email'), 'owner@early-audit.example');
    },
    submit: auditCopy.submit,
    call: { path: apiPaths.websiteAudit, sent: { url: 'https://early-audit.example', email: 'owner@early-audit.example' } },
    outcome: async (page) => {
      const reference = await referenceIn(page, auditCopy.successTitle);
      expect(await storedReferences(reference)).toEqual([reference]);
    },
  },
  {
    name: 'lead magnet',
    path: '/lead-magnet',
    fill: async (page) => {
      await fillAsPasswordManager(page.locator('#guide-email'), 'early@guide.example');
      await page.locator('#guide-name').fill('Early');
    },
    submit: leadMagnetCopy.submit,
    call: { path: apiPaths.leadMagnet, sent: { email: 'early@guide.example', name: 'Early' } },
    outcome: async (page) => {
      await referenceIn(page, leadMagnetCopy.successTitle);
    },
  },
  {
    name: 'live-chat widget settings (reached by a link to their tab)',
    path: '/live-chat#tab-settings',
    fill: async (page) => {
      await page.getByText('Auto-assign', { exact: true }).click();
      await page.getByLabel('Widget position').selectOption('top-left');
      await page.getByLabel('Primary color', { exact: true }).fill('#aa3300');
      await page.getByLabel('Welcome message').fill('Howdy from before the scripts!');
      await fillAsPasswordManager(page.getByLabel('Offline message'), 'Away until the scripts arrive.');
    },
    submit: 'Save Settings',
    outcome: async (page) => {
      await expect
        .poll(() => storedSetting(page, liveChatSettingsStorageKey), { timeout: 5_000 })
        .toMatchObject({
          enabled: true,
          autoAssign: false,
          position: 'top-left',
          primaryColor: '#aa3300',
          welcomeMessage: 'Howdy from before the scripts!',
          offlineMessage: 'Away until the scripts arrive.',
        });
    },
  },
  {
    name: 'hosting alert settings (reached by a link to their tab)',
    path: '/hosting-automation#tab-alerts',
    fill: async (page) => {
      await page.getByText('SMS alerts', { exact: true }).click();
      await page.getByText('Email alerts', { exact: true }).click();
      await page.getByLabel(/^CPU alert threshold/).fill('77');
    },
    submit: hostingAutomationText.saveSettings,
    outcome: async (page) => {
      await expect
        .poll(() => storedSetting(page, notificationSettingsStorageKey), { timeout: 5_000 })
        .toMatchObject({ channels: { email: false, sms: true, slack: true }, thresholds: { cpuPercent: 77 } });
    },
  },
];

describe('forms filled in before the scripts arrive keep every value', () => {
  for (const form of earlyForms) {
    it(form.name, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue().catch(() => {});
      });
      let sent: Record<string, unknown> | null = null;
      let status = 0;
      if (form.call) {
        const call = form.call;
        await page.route(`**${call.path}`, async (route) => {
          sent = route.request().postDataJSON() as Record<string, unknown>;
          if (call.fulfil) {
            status = 200;
            await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(call.fulfil) });
          } else {
            const response = await route.fetch();
            status = response.status();
            await route.fulfill({ response });
          }
        });
      }
      await page.goto(url(form.path), { waitUntil: 'domcontentloaded' });
      await form.fill(page);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
      release();
      await waitForPageReady(page);
      await form.afterHydration?.(page);
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      if (form.call) {
        // (a sign-in checks the password with a deliberately slow hash)
        await expect.poll(() => status, { timeout: 20_000 }).toBeGreaterThan(0);
        expect(sent).toMatchObject(form.call.sent);
        expect(status).toBe(200);
      }
      await form.outcome(page);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('links to a tab without JavaScript', () => {
  for (const path of ['/ab-testing', '/heat-map']) {
    it(`${path}: "Try the Demo" shows the demo`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(url(path));
      expect(await page.getByRole('tabpanel').filter({ visible: true }).count()).toBe(1);
      await page.getByRole('link', { name: 'Try the Demo' }).click();
      await page.waitForURL((address) => address.searchParams.get('tab') === 'demo');
      const demo = page.locator('#tab-demo');
      await expect.poll(() => demo.isVisible()).toBe(true);
      await expect.poll(() => demo.evaluate((panel) => panel.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      // the only panel shown, and its tab the one that looks chosen
      expect(await page.getByRole('tabpanel').filter({ visible: true }).count()).toBe(1);
      const tab = page.getByRole('tab', { name: 'Demo' });
      const overview = page.getByRole('tab', { name: 'Overview' });
      expect(await tab.evaluate((t) => getComputedStyle(t).borderBottomColor)).not.toBe(await overview.evaluate((t) => getComputedStyle(t).borderBottomColor));
      await context.close();
    });
  }

  it('/customer-workflows: the plans on /pricing link to the Pricing tab, shown without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url('/pricing'));
    const link = page.locator('a[href^="/customer-workflows?tab=pricing"]').first();
    expect(await link.getAttribute('href')).toBe('/customer-workflows?tab=pricing#tab-pricing');
    await link.click();
    await page.waitForURL((address) => address.pathname === '/customer-workflows');
    await expect.poll(() => page.locator('#tab-pricing').isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel').filter({ visible: true }).count()).toBe(1);
    await context.close();
  });
});

describe('links to a tab before the scripts arrive, and once hydrated', () => {
  it('/heat-map?tab=demo#tab-demo shows the demo from the first paint and keeps it once hydrated', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto(url('/heat-map?tab=demo#tab-demo'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('#tab-demo').isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel').filter({ visible: true }).count()).toBe(1);
    release();
    await waitForPageReady(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Demo' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#tab-demo').isVisible()).toBe(true);
    // The hydrated tabs still switch (the fragment no longer decides).
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect.poll(() => page.locator('#tab-pricing').isVisible()).toBe(true);
    expect(await page.locator('#tab-demo').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
