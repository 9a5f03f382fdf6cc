/**
 * Same-site checks behind the TLS proxy a deployment puts in front (docs/security.md "Same-site
 * checks behind a proxy"): the browser's page is https://, the Node server sees http://. Real
 * servers on loopback: a TLS-terminating proxy (functions/testing/tls-proxy.ts) forwarding to
 * the app on @hono/node-server, as `npm run serve` runs it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type PageAnswer } from '../domain';
import { createApp } from './app';
import { parseEnv } from './env';
import { isSameSitePost, type RenderedPage } from './form-posts';
import { openTestDatabase, type TestDatabase } from './testing/databases';
import { requestThrough, startTlsProxy, type TlsProxy } from './testing/tls-proxy';

const rendered: Array<{ url: string; answer: PageAnswer | null }> = [];
const renderPage = async (url: string, answer: PageAnswer | null): Promise<RenderedPage> => {
  rendered.push({ url, answer });
  return { html: '<!doctype html><title>page</title>', scriptHashes: [], styleHashes: [] };
};

let test: TestDatabase;
let proxy: TlsProxy;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  proxy = await startTlsProxy();
  const env = parseEnv({ SITE_ORIGIN: proxy.origin, TRUST_PROXY_HOPS: '1' });
  const app = createApp({ db: test.db, env, renderPage, staticDir: '/nonexistent/dist/client' });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  proxy.forwardTo(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => server?.close(resolve));
  await test?.cleanup();
});
beforeEach(() => {
  rendered.length = 0;
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('behind a TLS proxy', () => {
  it('a site form posted from the https page reaches its call (Origin alone, as browsers without Sec-Fetch-Site send it)', async () => {
    const res = await requestThrough(proxy, '/contact', { method: 'POST', headers: { ...form, origin: proxy.origin }, body: 'name=Ann' });
    expect(res.status).not.toBe(403);
    expect(rendered.map((r) => r.answer?.kind)).toEqual(['contact']);
  });

  it('… and with Sec-Fetch-Site: same-origin, as Chrome and Firefox send it', async () => {
    const res = await requestThrough(proxy, '/contact', { method: 'POST', headers: { ...form, origin: proxy.origin, 'sec-fetch-site': 'same-origin' }, body: 'name=Ann' });
    expect(res.status).not.toBe(403);
    expect(rendered).toHaveLength(1);
  });

  it('the billing-portal button (an emailed link) is pressed, not refused', async () => {
    const res = await requestThrough(proxy, '/manage-subscription?token=unknown-token', { method: 'POST', headers: { ...form, origin: proxy.origin, 'sec-fetch-site': 'same-origin' }, body: '' });
    // no Stripe keys here: the page says payments are not configured (503), instead of a 403
    expect(res.status).toBe(503);
    expect(rendered.at(-1)?.answer).toEqual({ kind: 'portalOpen', refusal: 'notConfigured' });
  });

  it('a post from another site is still refused, by Origin or by Sec-Fetch-Site', async () => {
    const cases: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: proxy.origin.replace('https:', 'http:') }, { 'sec-fetch-site': 'cross-site', origin: proxy.origin }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of cases) {
      const res = await requestThrough(proxy, '/contact', { method: 'POST', headers: { ...form, ...headers }, body: 'name=Ann' });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: messages.formPostForeign });
    }
    expect(rendered).toHaveLength(0);
  });
});

describe('isSameSitePost', () => {
  const post = (headers: Record<string, string>) => new Request('http://site.internal:3000/contact', { method: 'POST', headers });
  const noProxy = parseEnv({});
  const oneProxy = parseEnv({ TRUST_PROXY_HOPS: '1' });

  it('without SITE_ORIGIN, the scheme a trusted proxy answered is the page’s', () => {
    const forwarded = { origin: 'https://site.internal:3000', 'x-forwarded-proto': 'https' };
    expect(isSameSitePost(post(forwarded), oneProxy)).toBe(true);
    // nobody trusted: a client's own X-Forwarded-Proto says nothing
    expect(isSameSitePost(post(forwarded), noProxy)).toBe(false);
    expect(isSameSitePost(post({ origin: 'https://evil.example', 'x-forwarded-proto': 'https' }), oneProxy)).toBe(false);
  });

  it('the request’s own origin, and Sec-Fetch-Site decides when present', () => {
    expect(isSameSitePost(post({ origin: 'http://site.internal:3000' }), noProxy)).toBe(true);
    expect(isSameSitePost(post({ 'sec-fetch-site': 'same-origin', origin: 'null' }), noProxy)).toBe(true);
    expect(isSameSitePost(post({ 'sec-fetch-site': 'none', origin: 'http://site.internal:3000' }), noProxy)).toBe(false);
    expect(isSameSitePost(post({ origin: 'null' }), noProxy)).toBe(false);
  });
});
