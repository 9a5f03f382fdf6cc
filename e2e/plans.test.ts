/**
 * The plan pages in Chromium against the built server: every paid plan's button sends exactly
 * the create-payment body of spec section 7 and the browser goes to the returned url; Free is
 * the current plan and cannot be pressed; the return notes, the failures shown beside a plan,
 * the keyboard path, linkable tabs, and the pages' HTML before any script runs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright';
import { abTestingPlans, apiPaths, checkoutFailures, hostingPlansSectionId, checkoutFailureText, heatMapPlans, messages, publicPages, type PricingPlan } from '../domain';
import type { CheckoutSessionResponse } from '../domain/api';
import { axeViolations, launchBrowser, waitForPageReady, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const products = [
  { path: '/ab-testing', name: 'A/B Testing', plans: abTestingPlans as readonly PricingPlan[] },
  { path: '/heat-map', name: 'Heat Maps', plans: heatMapPlans as readonly PricingPlan[] },
] as const;

const paidPlans = products.flatMap((product) =>
  product.plans.filter((plan) => plan.priceId !== null).map((plan) => ({ ...product, plan, priceId: plan.priceId! })),
);

async function open(path: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  const response = await page.goto(new URL(path, baseUrl).href);
  expect(response?.status()).toBe(200);
  await waitForPageReady(page);
  return { page, errors };
}

/** Answers create-payment in the browser and records what was sent. */
async function interceptCheckout(page: Page, answer: (route: Route, request: Request) => Promise<void>): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/create-payment', async (route, request) => {
    requests.push(request);
    await answer(route, request);
  });
  return requests;
}

const fakeStripeUrl = (priceId: string) => `${baseUrl}/payment-success?session_id=cs_test_${priceId}`;

/** A network failure the page handled shows up as Chrome's resource error and our warning. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource/.test(e) && !/\[checkout\]/.test(e));
}

describe('checkout from the plan pages', () => {
  it.each(paidPlans.map((p) => [p.path, p.plan.name, p] as const))(
    '%s %s sends the exact body and goes to the returned url',
    async (_path, _name, { path, name, plan, priceId }) => {
      const { page, errors } = await open(`${path}?tab=pricing`);
      const requests = await interceptCheckout(page, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: fakeStripeUrl(priceId) }) }),
      );
      await page.getByRole('button', { name: `Subscribe to ${plan.name} (${name})` }).click();
      await page.waitForURL(fakeStripeUrl(priceId));
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method()).toBe('POST');
      expect(requests[0]!.headers()['content-type']).toBe('application/json');
      expect(requests[0]!.postDataJSON()).toStrictEqual({
        priceId,
        mode: 'subscription',
        successUrl: `${origin}${path}?success=true`,
        cancelUrl: `${origin}${path}?canceled=true`,
      });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it.each(products.map((p) => [p.path, p] as const))('%s: Free is the current plan, disabled, and makes no call', async (path) => {
    const { page } = await open(`${path}?tab=pricing`);
    const requests = await interceptCheckout(page, (route) => route.abort());
    const free = page.getByRole('article', { name: 'Free' });
    const button = free.getByRole('button');
    expect(await button.innerText()).toBe(messages.currentPlan);
    expect(await button.isDisabled()).toBe(true);
    await button.click({ force: true });
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(0);
    // Most Popular is said in words on the popular plan.
    expect(await page.getByRole('article', { name: 'Pro' }).innerText()).toContain(messages.mostPopular);
    await page.close();
  });

  it('shows progress and makes one call however often a plan is pressed; other plans wait', async () => {
    const { page } = await open('/heat-map?tab=pricing');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await interceptCheckout(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: fakeStripeUrl('price_heatmap_pro') }) });
    });
    const pro = page.getByRole('button', { name: 'Subscribe to Pro (Heat Maps)' });
    await pro.dblclick();
    const busy = page.getByRole('button', { name: new RegExp(messages.checkoutStarting) });
    await expect.poll(() => busy.getAttribute('aria-busy')).toBe('true');
    await busy.click({ force: true });
    expect(await page.getByRole('button', { name: 'Subscribe to Enterprise (Heat Maps)' }).isDisabled()).toBe(true);
    // The call starts once the client chunk has loaded; give a stray second call time to show.
    await expect.poll(() => requests.length).toBe(1);
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
    release();
    await page.waitForURL(fakeStripeUrl('price_heatmap_pro'));
    expect(requests).toHaveLength(1);
    await page.close();
  });

  it('says honestly, beside the plan, that payments are not configured (the real server has no Stripe key here)', async () => {
    const { page, errors } = await open('/ab-testing?tab=pricing');
    await page.getByRole('button', { name: 'Subscribe to Enterprise (A/B Testing)' }).click();
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    await expect.poll(() => enterprise.getByRole('alert').innerText()).toBe(checkoutFailureText(checkoutFailures.notConfigured));
    // One voice on every plan page (customer-workflows-hosting.test.ts checks the same words there),
    // and "contact us" is a way out, not just words.
    expect(await enterprise.getByRole('link', { name: checkoutFailures.notConfigured.contact }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('article', { name: 'Pro' }).getByRole('alert').innerText()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/ab-testing');
    // The detail is logged for developers, as a warning (handled, not a crash).
    expect(errors.some((e) => e.startsWith('warning: [checkout] price_ab_testing_enterprise'))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a polite "try again" when the call fails, and the plan can be tried again', async () => {
    const { page, errors } = await open('/heat-map?tab=pricing');
    let calls = 0;
    await interceptCheckout(page, async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Stripe is down' }) });
      else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: fakeStripeUrl('price_heatmap_enterprise') }) });
    });
    const button = page.getByRole('button', { name: 'Subscribe to Enterprise (Heat Maps)' });
    await button.click();
    const alert = page.getByRole('article', { name: 'Enterprise' }).getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(checkoutFailureText(checkoutFailures.unavailable));
    expect(await button.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    await button.click();
    await page.waitForURL(fakeStripeUrl('price_heatmap_enterprise'));
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('treats a 200 without a url as a failure, not a navigation', async () => {
    const { page, errors } = await open('/ab-testing?tab=pricing');
    await interceptCheckout(page, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Pro' }).getByRole('alert').innerText()).toBe(checkoutFailureText(checkoutFailures.unavailable));
    expect(errors.some((e) => e.includes(messages.noPaymentUrl))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/ab-testing');
    await page.close();
  });

  it('works from the keyboard: hero button to Pricing, Tab to a plan, Enter', async () => {
    const { page, errors } = await open('/heat-map');
    const requests = await interceptCheckout(page, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: fakeStripeUrl('price_heatmap_pro') }) }),
    );
    await page.getByRole('link', { name: 'View Pricing' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pricing');
    expect(await page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');
    // From the tab into the panel: the Free plan's disabled button is skipped.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Subscribe to Pro (Heat Maps)');
    await page.keyboard.press('Enter');
    await page.waitForURL(fakeStripeUrl('price_heatmap_pro'));
    expect(requests[0]!.postDataJSON()).toMatchObject({ priceId: 'price_heatmap_pro' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/pricing buys A/B testing and heat-map plans in place, returning to /pricing', async () => {
    const { page, errors } = await open('/pricing');
    const requests = await interceptCheckout(page, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ url: fakeStripeUrl('price_heatmap_enterprise') }) }),
    );
    await page.getByRole('button', { name: 'Subscribe to Enterprise (Heat Maps)' }).click();
    await page.waitForURL(fakeStripeUrl('price_heatmap_enterprise'));
    expect(requests[0]!.postDataJSON()).toStrictEqual({
      priceId: 'price_heatmap_enterprise',
      mode: 'subscription',
      successUrl: `${origin}/pricing?success=true`,
      cancelUrl: `${origin}/pricing?canceled=true`,
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('/pricing sends a chosen plan to its plans', () => {
  it('Choose Professional opens the Pricing tab of /customer-workflows; a hosting plan opens /hosting at its plans', async () => {
    const { page, errors } = await open('/pricing');
    await page.getByRole('link', { name: 'Choose Professional on the Customer Workflows page' }).click();
    await page.waitForURL((url) => url.pathname === '/customer-workflows');
    expect(new URL(page.url()).search).toBe('?tab=pricing');
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Pricing' }).isVisible()).toBe(true);

    // Loaded from the address too, and another tab changes it.
    await page.goto(new URL('/customer-workflows?tab=pricing', baseUrl).href);
    await waitForPageReady(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=templates');

    await page.goto(new URL('/pricing', baseUrl).href);
    await waitForPageReady(page);
    await page.getByRole('link', { name: /^Choose Professional Cloud/ }).click();
    await page.waitForURL((url) => url.pathname === '/hosting');
    expect(new URL(page.url()).hash).toBe(`#${hostingPlansSectionId}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('returning from checkout', () => {
  /** Stripe, through the checkout-session call, says the session is in this state. */
  async function stripeSays(page: Page, state: 'complete' | 'open'): Promise<string[]> {
    const asked: string[] = [];
    await page.route('**' + apiPaths.checkoutSession, async (route, request) => {
      asked.push((request.postDataJSON() as { sessionId: string }).sessionId);
      const session: CheckoutSessionResponse = {
        sessionId: 'cs_test_e2e',
        status: state,
        paymentStatus: state === 'complete' ? 'paid' : 'unpaid',
        plan: null,
        amountTotal: 2900,
        currency: 'usd',
        canManage: state === 'complete',
      };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(session) });
    });
    return asked;
  }

  async function openAfter(page: Page, path: string) {
    const errors = watchErrors(page);
    expect((await page.goto(new URL(path, baseUrl).href))?.status()).toBe(200);
    await waitForPageReady(page);
    return errors;
  }

  it('thanks the visitor once Stripe confirms the payment, links to its details, and can be dismissed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const asked = await stripeSays(page, 'complete');
    const errors = await openAfter(page, '/ab-testing?success=true&session_id=cs_test_e2e');
    const note = page.getByRole('status').filter({ hasText: messages.checkoutSucceededTitle });
    await expect.poll(() => note.count(), { timeout: 15_000 }).toBe(1);
    expect(asked).toEqual(['cs_test_e2e']);
    expect(await note.innerText()).toContain(messages.checkoutSucceeded);
    expect(await page.getByRole('link', { name: messages.checkoutDetails }).getAttribute('href')).toBe('/payment-success?session_id=cs_test_e2e');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.dismiss }).click();
    await expect.poll(() => note.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    // Rendered only after hydration, so the prerendered HTML and the first render agree.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('never says a payment went through that Stripe has not confirmed', async () => {
    // Open at Stripe: not paid.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await stripeSays(page, 'open');
    await openAfter(page, '/heat-map?success=true&session_id=cs_test_e2e');
    const pending = page.getByRole('status').filter({ hasText: messages.checkoutUnconfirmedTitle });
    await expect.poll(() => pending.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText(messages.checkoutSucceeded).count()).toBe(0);
    expect(await page.getByRole('link', { name: messages.checkoutUnconfirmedDetails }).getAttribute('href')).toBe('/payment-success?session_id=cs_test_e2e');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    // This server has no Stripe keys: the call answers 503, and the page claims nothing.
    const unconfigured = await browser.newPage();
    await openAfter(unconfigured, '/ab-testing?success=true&session_id=cs_test_typed_by_hand');
    await expect.poll(() => unconfigured.getByRole('status').filter({ hasText: messages.checkoutUnconfirmedTitle }).count(), { timeout: 15_000 }).toBe(1);
    expect(await unconfigured.getByText(messages.checkoutSucceeded).count()).toBe(0);
    await unconfigured.close();

    // No checkout named at all.
    const bare = await browser.newPage();
    await openAfter(bare, '/pricing?success=true');
    await expect.poll(() => bare.getByRole('status').filter({ hasText: messages.checkoutUnknownTitle }).count(), { timeout: 15_000 }).toBe(1);
    expect(await bare.getByText(messages.checkoutSucceeded).count()).toBe(0);
    await bare.close();
  });

  it('says calmly that a canceled checkout charged nothing', async () => {
    const { page, errors } = await open('/heat-map?canceled=true', { width: 390, height: 844 });
    const note = page.getByRole('status').filter({ hasText: messages.checkoutCanceled });
    await expect.poll(() => note.count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: /./ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the note on /pricing too', async () => {
    const { page, errors } = await open('/pricing?canceled=true');
    await expect.poll(() => page.getByRole('status').filter({ hasText: messages.checkoutCanceled }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('tabs', () => {
  it.each(['/ab-testing', '/heat-map'])('%s: tabs are linkable and change the URL; every tab passes axe', async (path) => {
    const { page, errors } = await open(`${path}?tab=demo`);
    await expect.poll(() => page.getByRole('tab', { name: 'Demo' }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    for (const tab of ['Features', 'Pricing', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      const expected = tab === 'Overview' ? null : tab.toLowerCase();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe(expected);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['/ab-testing', '/heat-map'])('%s: all four tabs fit a phone, none cut off', async (path) => {
    const { page, errors } = await open(path, { width: 390, height: 844 });
    const list = page.getByRole('tablist').first();
    const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the hero Try the Demo button opens the demo', async () => {
    const { page } = await open('/ab-testing');
    await page.getByRole('link', { name: 'Try the Demo' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Demo' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain('Significant at 95% confidence');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('demo');
    await page.close();
  });

  it('Try the Demo clicked before the scripts arrive is not lost: the demo opens once they do', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    // Held scripts hold the load event too: the page is there once its HTML is.
    await page.goto(new URL('/heat-map', baseUrl).href, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    await page.getByRole('link', { name: 'Try the Demo' }).click();
    // The new page's scripts are held too, so its load event waits for them: wait for the commit.
    await page.waitForURL((u) => u.searchParams.get('tab') === 'demo', { waitUntil: 'commit' });
    release();
    await waitForPageReady(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Demo' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the A/B calculator recomputes the test from typed numbers', async () => {
    const { page, errors } = await open('/ab-testing?tab=demo', { width: 390, height: 844 });
    const status = page.getByRole('status').filter({ hasText: /significant/i });
    await expect.poll(() => status.innerText()).toBe('Not yet significant: z = 0.47, p = 0.642.');
    const versionB = page.getByRole('group', { name: 'Version B' });
    await versionB.getByLabel('Conversions').fill('100');
    await expect.poll(() => status.innerText()).toMatch(/^Significant at 95% confidence: z = 3\.\d\d, p = /);
    await versionB.getByLabel('Conversions').fill('2000');
    await expect.poll(() => versionB.getByText('Conversions cannot exceed visitors.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the plan pages as HTML, before any script', () => {
  const html = async (path: string) => (await fetch(new URL(path, baseUrl))).text();

  it('/ab-testing and /heat-map carry every plan, the comparison and the demo', async () => {
    const ab = await html('/ab-testing');
    for (const plan of abTestingPlans) expect(ab).toContain(plan.features[0]);
    expect(ab).toContain('Audience segmentation');
    expect(ab).toContain('Significant at 95% confidence');
    const heat = await html('/heat-map');
    for (const feature of ['Click heat maps', 'Scroll heat maps', 'Session recordings']) expect(heat).toContain(feature);
    // The heat map is real SVG in the page, with its density cells and a name.
    expect(heat).toMatch(/<svg[^>]*role="img"[^>]*data-heatmap-cells="\d{2,}"/);
    expect(heat).toContain('Most clicked areas');
  });

  it('/pricing lists every family and links to each product page', async () => {
    const page = await html('/pricing');
    for (const name of ['Professional Cloud', 'Agency Cloud', 'Starter', 'Professional', 'Enterprise']) expect(page).toContain(name);
    for (const path of ['/ab-testing', '/heat-map', '/customer-workflows', '/hosting']) expect(page).toContain(`href="${path}"`);
  });

  it('/subscription-services is an overview, not a price list', async () => {
    const page = await html('/subscription-services');
    expect(page).toContain(publicPages['/subscription-services'].heading);
    expect(page).toContain('Who it is for');
    expect(page).not.toContain('Subscribe to Pro');
    for (const path of ['/ab-testing', '/heat-map', '/customer-workflows', '/pricing']) expect(page).toContain(`href="${path}"`);
  });
});
