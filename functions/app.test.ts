import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages } from '../domain';
import { createApp, securityHeaders } from './app';
import { parseEnv } from './env';
import { openTestDatabase, type TestDatabase } from './testing/databases';

let test: TestDatabase;
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  root = mkdtempSync(path.join(tmpdir(), 'site-'));
  const client = path.join(root, 'client');
  for (const dir of ['assets', 'about', '.vite', 'downloads']) mkdirSync(path.join(client, dir), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(client, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(client, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(client, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(client, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(path.join(client, '.vite', 'manifest.json'), '{"secret":true}');
  writeFileSync(path.join(client, '.env'), 'SECRET=1');
  writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(root, 'outside.txt'), 'outside');
  writeFileSync(path.join(root, 'csp.json'), JSON.stringify({ '/': ['sha256-homeHash='], '/about': ['sha256-aboutHash='], '/404': ['sha256-nfHash='] }));
  app = createApp({ db: test.db, env: parseEnv({}), staticDir: client });
});
afterAll(async () => {
  await test?.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => app.request(p, init);

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), name).toBe(value);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe');
  expect(csp).toContain("style-src 'self';");
  return csp;
}

describe('security headers', () => {
  it('on a page, with that page’s script hashes', async () => {
    const res = await get('/about');
    expect(res.status).toBe(200);
    const csp = expectSecurityHeaders(res);
    expect(csp).toContain("script-src 'self' 'sha256-aboutHash='");
    expect(csp).not.toContain('homeHash');
  });
  it('on a JSON response, strict without hashes', async () => {
    const res = await get(apiPaths.health);
    expect(res.status).toBe(200);
    const csp = expectSecurityHeaders(res);
    expect(csp).toContain("script-src 'self';");
  });
  it('on an asset and on errors', async () => {
    expectSecurityHeaders(await get('/assets/index-abc123.js'));
    expectSecurityHeaders(await get('/api/nothing-here'));
    expectSecurityHeaders(await get(apiPaths.contact));
    expectSecurityHeaders(await get('/no/such/page'));
  });
});

describe('static site', () => {
  it('assets are immutable, pages revalidate', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await asset.text()).toBe('console.log(1)');
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain('homeHash');
  });
  it('/about and /about/ both serve about/index.html', async () => {
    expect(await (await get('/about')).text()).toContain('About');
    expect(await (await get('/about/')).text()).toContain('About');
  });
  it('an unknown path serves 404.html with status 404 and its hashes', async () => {
    const res = await get('/nowhere');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not found');
    expect(res.headers.get('content-security-policy')).toContain('nfHash');
  });
  it('plain files like robots.txt just work', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
  it.each(['/.vite/manifest.json', '/.env', '/%2evite/manifest.json', '/assets/../.vite/manifest.json'])('never serves %s', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
  });
  it.each(['/..%2foutside.txt', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt', '/..%5coutside.txt'])('no path traversal: %s', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('outside');
  });
  it('a revalidation with the same ETag is a 304', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag')!;
    const again = await get('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
  it('other methods on pages are 405', async () => {
    const res = await get('/', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
  it("a page's form posted before its scripts arrived comes back to the page (303), nothing in the address", async () => {
    const res = await get('/about?x=1', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'message=secret+words' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about?x=1');
    expect(res.headers.get('location')).not.toContain('secret');
    expect((await get('/nowhere', { method: 'POST' })).status).toBe(405);
  });
  it('the sign-in form posted before its scripts never reads the password: back to the page (303)', async () => {
    const res = await get('/admin/login?redirect=%2Fadmin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=secret-password-123',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin');
  });
  it('a site form posted from another site is refused (403); one not urlencoded is 415', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await get('http://localhost/contact', { method: 'POST', headers: { ...form, origin: 'https://evil.example' }, body: 'name=x' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: messages.formPostForeign, requestId: foreign.headers.get('x-request-id') });
    const crossSite = await get('http://localhost/contact', { method: 'POST', headers: { ...form, 'sec-fetch-site': 'cross-site' }, body: 'name=x' });
    expect(crossSite.status).toBe(403);
    const notForm = await get('http://localhost/contact', { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'http://localhost' }, body: 'name=x' });
    expect(notForm.status).toBe(415);
  });
});

describe('API routing', () => {
  it('unknown /api and /functions paths are JSON 404s', async () => {
    for (const p of ['/api/unknown', '/functions/v1/unknown', '/functions/v2/admin-login']) {
      const res = await get(p, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: messages.notFound, requestId: res.headers.get('x-request-id') });
    }
  });
  it('the wrong method is a JSON 405 with Allow', async () => {
    const res = await get(apiPaths.createPayment);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toHaveProperty('error');
    const health = await get(apiPaths.health, { method: 'POST' });
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toBe('GET, HEAD');
  });
  it('every call is mounted', async () => {
    for (const [call, p] of Object.entries(apiPaths)) {
      const res = await get(p, { method: call === 'health' ? 'GET' : 'POST', headers: { 'content-type': 'application/json' }, body: call === 'health' ? undefined : '{' });
      expect(res.status, call).not.toBe(404);
      // the webhook answers 503 before reading anything while STRIPE_WEBHOOK_SECRET is unset
      if (call === 'health') expect(res.status).toBe(200);
      else if (call === 'stripeWebhook') expect(res.status).toBe(503);
      else expect([400, 401], call).toContain(res.status);
    }
  });
  it('health reports the database', async () => {
    expect(await (await get(apiPaths.health)).json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
