/**
 * /customer-workflows and /hosting in Chromium against the built server: the Upgrade Required
 * dialog (mouse and keyboard), the exact create-workflow-subscription body and the move to the
 * checkout address, polite failures, the return confirmation; View Hosting Plans, Get Started
 * and the audit link. The checkout call is intercepted with `page.route`, so Stripe is never
 * reached; the address it answers is on this site.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page, Request, Route } from 'playwright';
import {
  apiPaths,
  checkoutFailures,
  customerWorkflowsCopy,
  hostingCopy,
  hostingPlans,
  messages,
  migrationSteps,
  publicPages,
} from '../domain';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const checkoutPath = `**${apiPaths.createWorkflowSubscription}`;
/** Where the fake checkout "lands": back on the page, as Stripe would after paying. */
const landing = (planType: string) => new URL(`/customer-workflows?success=true&session_id=cs_test_e2e_${planType}`, baseUrl).href;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(new URL(path, baseUrl).href);
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors };
}

async function close(page: Page) {
  await page.context().close();
}

/** Answers the checkout call with a same-origin address and records what was sent. */
async function fakeCheckout(page: Page, { delayMs = 0 } = {}) {
  const requests: Request[] = [];
  await page.route(checkoutPath, async (route: Route) => {
    requests.push(route.request());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { planType } = route.request().postDataJSON() as { planType: string };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ checkoutUrl: landing(planType) }) });
  });
  return requests;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: messages.upgradeRequired });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');

describe('/customer-workflows: the Upgrade Required dialog', () => {
  it('opens from Create New Workflow with Professional then Starter; Maybe Later closes it and focus returns', async () => {
    const { page, errors } = await open('/customer-workflows');
    const create = page.getByRole('button', { name: customerWorkflowsCopy.createNewWorkflow });
    await create.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    const choices = dialog(page).getByRole('button', { name: /\/month/ });
    expect((await choices.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Professional — $49/month',
      'Starter — $19/month',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: messages.maybeLater }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => create.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('opens from Use Template; Escape closes it and focus returns to that template', async () => {
    const { page, errors } = await open('/customer-workflows');
    await page.getByRole('tab', { name: 'Templates' }).click();
    const use = page.getByRole('button', { name: 'Use Template for Abandoned Cart' });
    await use.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => use.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('choosing Professional sends exactly the spec body once, shows progress, and goes to the checkout address', async () => {
    const { page, errors } = await open('/customer-workflows');
    const requests = await fakeCheckout(page, { delayMs: 600 });
    await page.getByRole('button', { name: customerWorkflowsCopy.createNewWorkflow }).click();
    const professional = dialog(page).getByRole('button', { name: /^Professional/ });
    await professional.click();
    await expect.poll(() => professional.getAttribute('aria-busy')).toBe('true');
    expect(await dialog(page).getByRole('button', { name: /^Starter/ }).isDisabled()).toBe(true);
    expect(await dialog(page).getByRole('status').innerText()).toBe(customerWorkflowsCopy.redirecting);
    // A second press while it is under way sends nothing more.
    await professional.click({ force: true });

    await page.waitForURL(landing('professional'));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method()).toBe('POST');
    expect(request!.headers()['content-type']).toBe('application/json');
    expect(request!.postDataJSON()).toStrictEqual({ planType: 'professional', returnUrl: '/customer-workflows?success=true' });

    // Back from checkout: a confirmation once Stripe (asked about the session id) says it is
    // paid, shown after hydration without a mismatch. This server has no Stripe keys: before the
    // answer is faked, the page claims nothing.
    await waitForPageReady(page);
    await expect.poll(() => page.locator('[data-checkout-outcome]').allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringContaining(messages.checkoutUnconfirmedTitle)]);
    expect(await page.getByText(customerWorkflowsCopy.successTitle).count()).toBe(0);
    await page.route(`**${apiPaths.checkoutSession}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          sessionId: 'cs_test_e2e_professional',
          status: 'complete',
          paymentStatus: 'paid',
          plan: null,
          amountTotal: 9900,
          currency: 'usd',
          canManage: true,
        }),
      }),
    );
    await page.reload();
    await waitForPageReady(page);
    await expect.poll(() => page.getByRole('status').filter({ hasText: customerWorkflowsCopy.successTitle }).count(), { timeout: 15_000 }).toBe(1);
    // Only the unconfigured server's 503 to the first check, which the page handled.
    expect(errors).toEqual(['error: Failed to load resource: the server responded with a status of 503 (Service Unavailable)']);
    await close(page);
  });

  it('the Pricing tab starts the same checkout for Starter and Enterprise', async () => {
    for (const planType of ['starter', 'enterprise'] as const) {
      const { page, errors } = await open('/customer-workflows');
      const requests = await fakeCheckout(page);
      await page.getByRole('tab', { name: 'Pricing' }).click();
      const name = planType === 'starter' ? 'Starter' : 'Enterprise';
      await page.getByRole('button', { name: customerWorkflowsCopy.choosePlan(name) }).click();
      await page.waitForURL(landing(planType));
      expect(requests.map((request) => request.postDataJSON())).toStrictEqual([
        { planType, returnUrl: '/customer-workflows?success=true' },
      ]);
      expect(errors).toEqual([]);
      await close(page);
    }
  });

  it('a failed call shows a polite error inside the dialog, logs a warning, and can be tried again', async () => {
    const { page, errors } = await open('/customer-workflows');
    let answer: { status: number; error: string } = { status: 500, error: 'Stripe is down' };
    await page.route(checkoutPath, (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ error: answer.error }) }),
    );
    await page.getByRole('button', { name: customerWorkflowsCopy.createNewWorkflow }).click();
    const professional = dialog(page).getByRole('button', { name: /^Professional/ });
    await professional.click();
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain(checkoutFailures.unavailable.title);
    expect(page.url()).toBe(new URL('/customer-workflows', baseUrl).href);
    expect(await professional.isEnabled()).toBe(true);
    expect(await professional.getAttribute('aria-busy')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    // Without Stripe keys the server says so, and the dialog says it honestly.
    answer = { status: 503, error: messages.paymentsNotConfigured };
    await professional.click();
    // In the same words as the A/B testing and heat-map plans (not the server's own message), with
    // "contact us" a link.
    await expect.poll(() => alert.innerText()).toContain(checkoutFailures.notConfigured.title);
    expect((await alert.innerText()).replace(/\s+/g, ' ')).toContain(`${checkoutFailures.notConfigured.hint} ${checkoutFailures.notConfigured.contact}.`);
    expect(await alert.innerText()).not.toContain(messages.paymentsNotConfigured);
    expect(await alert.getByRole('link', { name: checkoutFailures.notConfigured.contact }).getAttribute('href')).toBe('/contact');

    // Only the browser's own note about the failed request, and our warning: no uncaught error.
    expect(errors.filter((line) => !/Failed to load resource|Could not start the workflow subscription checkout/.test(line))).toEqual([]);
    expect(errors.some((line) => line.startsWith('warning: Could not start the workflow subscription checkout'))).toBe(true);

    // Closing forgets the error; reopening starts clean.
    await dialog(page).getByRole('button', { name: messages.maybeLater }).click();
    await page.getByRole('button', { name: customerWorkflowsCopy.createNewWorkflow }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    await close(page);
  });

  it('a failure from the Pricing tab is told beside that plan', async () => {
    const { page } = await open('/customer-workflows');
    await page.route(checkoutPath, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
    );
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('button', { name: customerWorkflowsCopy.choosePlan('Professional') }).click();
    const card = page.getByRole('article', { name: 'Professional' });
    await expect.poll(() => card.getByRole('alert').count()).toBe(1);
    expect(await card.getByRole('alert').innerText()).toContain(checkoutFailures.unavailable.title);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await card.getByRole('button').isEnabled()).toBe(true);
    // Still here, on the tab the visitor chose (the address names it).
    expect(page.url()).toBe(new URL('/customer-workflows?tab=pricing', baseUrl).href);
    await close(page);
  });

  it('works from the keyboard alone: Tab to Create New Workflow, Enter, Tab to Professional, Enter', async () => {
    const { page, errors } = await open('/customer-workflows');
    const requests = await fakeCheckout(page);
    await page.locator('body').focus();
    let steps = 0;
    while ((await focusedText(page)) !== customerWorkflowsCopy.createNewWorkflow) {
      await page.keyboard.press('Tab');
      expect(++steps).toBeLessThan(40);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    steps = 0;
    while (!(await focusedText(page)).startsWith('Professional')) {
      await page.keyboard.press('Tab');
      expect(++steps).toBeLessThan(10);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(landing('professional'));
    expect(requests.map((request) => request.postDataJSON())).toStrictEqual([
      { planType: 'professional', returnUrl: '/customer-workflows?success=true' },
    ]);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('shows a calm note after a canceled checkout, and nothing without a return flag', async () => {
    const { page, errors } = await open('/customer-workflows?canceled=true');
    await expect.poll(() => page.getByText(messages.checkoutCanceled).count()).toBe(1);
    await page.goto(new URL('/customer-workflows', baseUrl).href);
    await waitForPageReady(page);
    expect(await page.getByText(customerWorkflowsCopy.successTitle).count()).toBe(0);
    expect(await page.getByText(messages.checkoutCanceled).count()).toBe(0);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('the Analytics tab draws the sample triggers and conversions', async () => {
    const { page } = await open('/customer-workflows');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    expect(await panel.getByRole('img', { name: customerWorkflowsCopy.triggersChartTitle }).count()).toBe(1);
    expect(await panel.getByRole('img', { name: customerWorkflowsCopy.conversionsChartTitle }).count()).toBe(1);
    expect(await panel.locator('[data-bar]').count()).toBe(6);
    expect(await panel.innerText()).toContain('2,520');
    await close(page);
  });
});

describe('/hosting', () => {
  it('arrives as HTML with every plan, its prices in words and the sections of the spec', async () => {
    const html = (await (await fetch(new URL('/hosting', baseUrl))).text()).replace(/<!-- -->/g, '');
    expect(html).toContain(hostingCopy.promo);
    for (const plan of hostingPlans) {
      expect(html).toContain(`Was $${plan.originalPrice}, now $${plan.price} per month.`);
      expect(html).toContain(`href="/contact?plan=${plan.id}"`);
    }
    for (const step of migrationSteps) expect(html).toContain(step.title);
    expect(html).toContain(hostingCopy.startFreeTrial);
    expect(html).toContain(hostingCopy.scheduleConsultation);
    expect(html).toMatch(/<table\b/);
  });

  it('View Hosting Plans scrolls to the plans and moves focus there (reduced motion: at once)', async () => {
    const { page, errors } = await open('/hosting', { reducedMotion: 'reduce' });
    await page.getByRole('link', { name: hostingCopy.viewPlans }).click();
    const plans = page.locator('#hosting-plans');
    await expect.poll(() => plans.evaluate((element) => element === document.activeElement)).toBe(true);
    const top = await plans.evaluate((element) => element.getBoundingClientRect().top);
    const headerBottom = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(200);
    // The next Tab continues inside the plans, not back in the hero.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(hostingCopy.getStarted);
    expect(await page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('data-plan'))).toBe('starter');
    expect(errors).toEqual([]);
    await close(page);
  });

  it('View Hosting Plans from the keyboard, with smooth scrolling', async () => {
    const { page } = await open('/hosting');
    await page.getByRole('link', { name: hostingCopy.viewPlans }).focus();
    await page.keyboard.press('Enter');
    const plans = page.locator('#hosting-plans');
    await expect.poll(() => plans.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(200);
    expect(await plans.evaluate((element) => element === document.activeElement)).toBe(true);
    await close(page);
  });

  it('Get Started on Professional Cloud goes to /contact?plan=professional', async () => {
    const { page, errors } = await open('/hosting');
    const card = page.getByRole('article', { name: 'Professional Cloud' });
    expect(await card.innerText()).toContain(messages.mostPopular);
    expect(await card.innerText()).toContain('Save $40');
    await card.getByRole('link', { name: hostingCopy.getStarted }).click();
    await page.waitForURL(new URL('/contact?plan=professional', baseUrl).href);
    await expect.poll(() => page.locator('h1').innerText()).toBe(publicPages['/contact'].heading);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('every Get Started carries its own plan; Start Free Trial carries the default plan', async () => {
    const { page } = await open('/hosting');
    for (const plan of hostingPlans) {
      const link = page.getByRole('article', { name: plan.name }).getByRole('link', { name: hostingCopy.getStarted });
      expect(await link.getAttribute('href')).toBe(`/contact?plan=${plan.id}`);
    }
    expect(await page.getByRole('link', { name: hostingCopy.startFreeTrial }).getAttribute('href')).toBe('/contact?plan=professional');
    expect(await page.getByRole('link', { name: hostingCopy.scheduleConsultation }).getAttribute('href')).toBe('/booking');
    await close(page);
  });

  it('Free Website Audit goes to /website-audit', async () => {
    const { page } = await open('/hosting');
    await page.getByRole('link', { name: hostingCopy.freeAudit }).click();
    await page.waitForURL(new URL('/website-audit', baseUrl).href);
    await expect.poll(() => page.locator('h1').innerText()).toBe(publicPages['/website-audit'].heading);
    await close(page);
  });

  it('an add-on toggles, says so in words, and the choice is summed up', async () => {
    const { page, errors } = await open('/hosting');
    const add = page.getByRole('button', { name: 'Add Global CDN' });
    await add.click();
    expect(await add.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('article', { name: 'Global CDN' }).innerText()).toContain(hostingCopy.added);
    await page.getByRole('button', { name: 'Add Backup Pro' }).click();
    await expect.poll(() => page.getByText(hostingCopy.addOnsSummary(['Global CDN', 'Backup Pro'], '$34')).count()).toBe(1);
    await add.click();
    expect(await add.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page } = await open('/hosting', { viewport: { width: 390, height: 844 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close(page);
  });
});
