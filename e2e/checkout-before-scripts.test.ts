/**
 * Checkout before (and without) the page's scripts (issue 31): every plan button is also a form
 * posted to /checkout (functions/checkout-form.ts). With JavaScript off, pressing one reaches
 * Stripe's checkout, or, on the shared e2e server (no Stripe key), a page that says payments are
 * not switched on.
 *
 * The plans of /ab-testing, /heat-map and /customer-workflows sit in their Pricing tab, which is
 * in the HTML; a no-script visitor reaches it by the tab link (`?tab=pricing#tab-pricing`, shown
 * by CSS from the first paint: design-system/primitives/Tabs), as the pages' own links do.
 */
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { checkoutFailures, subscriptionPriceIds, workflowLookupKeys } from '../domain';
import { startServer, type RunningServer } from '../functions/node-server';
import { startFakeStripe, type FakeStripe } from '../functions/testing/fake-stripe';
import { startTlsServer } from '../functions/testing/tls-proxy';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

const sharedUrl = inject('baseUrl');
let browser: Browser;
let fake: FakeStripe;
let withStripe: RunningServer;
/** Stripe's hosted checkout, as far as this test needs it: a page on loopback the browser reaches under checkout.stripe.com. */
let hostedCheckout: Awaited<ReturnType<typeof startTlsServer>>;

/** A free loopback port, so SITE_ORIGIN can name it before the server starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  hostedCheckout = await startTlsServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Stripe Checkout</title><h1>Pay</h1>'));
  // Playwright does not intercept a redirect's target, so the browser's resolver sends Stripe's
  // host to that page: nothing leaves the machine, not even a DNS question.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP checkout.stripe.com 127.0.0.1:${hostedCheckout.port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`],
    headless: true,
  });
  fake = await startFakeStripe(Object.fromEntries([...subscriptionPriceIds, ...Object.values(workflowLookupKeys)].map((key) => [key, `price_fake_${key}`])));
  const port = await freePort();
  withStripe = await startServer({
    port,
    hostname: '127.0.0.1',
    dataDir: 'memory://',
    staticDir: path.resolve('dist/client'),
    quiet: true,
    healthCheckEveryMs: 0,
    nightlyBackups: false,
    env: { SITE_ORIGIN: `http://127.0.0.1:${port}`, STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_API_URL: fake.url, ADMIN_PASSWORD: 'e2e-checkout-password-1234', BACKUP_KEEP_DAYS: '0' },
  });
}, 60_000);
afterAll(async () => {
  await withStripe?.close();
  await fake?.close();
  await browser?.close();
  await hostedCheckout?.close();
});

/** The page as a no-script visitor reaches its plans: a tab page through its Pricing tab link (tabPanelId). */
const plansUrl = (c: { page: string; tab: boolean }, origin: string) => new URL(c.tab ? `${c.page}?tab=pricing#tab-pricing` : c.page, origin).href;

const cases = [
  { page: '/pricing', button: 'Subscribe to Pro (A/B Testing)', tab: false, bought: 'price_ab_testing_pro', returnTo: '/pricing' },
  { page: '/ab-testing', button: 'Subscribe to Enterprise (A/B Testing)', tab: true, bought: 'price_ab_testing_enterprise', returnTo: '/ab-testing' },
  { page: '/heat-map', button: 'Subscribe to Pro (Heat Maps)', tab: true, bought: 'price_heatmap_pro', returnTo: '/heat-map' },
  { page: '/customer-workflows', button: 'Choose Professional', tab: true, bought: workflowLookupKeys.professional, returnTo: '/customer-workflows' },
] as const;

describe('plan buttons without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // The loopback stand-in has a certificate for 127.0.0.1, not for Stripe's name.
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  });
  afterAll(async () => {
    await context?.close();
  });

  for (const c of cases) {
    it(`${c.page}: "${c.button}" reaches Stripe's checkout, returning to ${c.returnTo}`, async () => {
      const page = await context.newPage();
      await page.goto(plansUrl(c, withStripe.url));
      const before = fake.sessions.size;
      await Promise.all([page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/), page.getByRole('button', { name: c.button }).click()]);
      expect(fake.sessions.size).toBe(before + 1);
      const session = [...fake.sessions.values()].at(-1)!;
      expect(page.url()).toBe(session.url);
      expect(session.priceId).toBe(`price_fake_${c.bought}`);
      expect(session.success_url).toBe(`${withStripe.url.replace('localhost', '127.0.0.1')}${c.returnTo}?success=true&session_id={CHECKOUT_SESSION_ID}`);
      await page.close();
    });

    it(`${c.page}: without Stripe keys, the press lands on a page that says payments are not switched on`, async () => {
      const page = await context.newPage();
      await page.goto(plansUrl(c, sharedUrl));
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: c.button }).click()]);
      expect(answer.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(checkoutFailures.notConfigured.title);
      expect(await page.getByRole('link', { name: 'Back to the plans' }).getAttribute('href')).toMatch(new RegExp(`^${c.returnTo}`));
      await page.close();
    });
  }
});
