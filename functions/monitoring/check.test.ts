/**
 * The check against sites in this process (loopback only): each cause diagnosed, TLS recorded,
 * redirects and the body cap, and the refusal of private addresses before any socket connects.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, monitorUserAgent, type CheckOptions, type Lookup } from './check';
import { startTestSite, startTlsTestSite, type TestSite } from './test-sites';

const userAgent = monitorUserAgent('https://lonestar.test');
/** The test's DNS: names map to the addresses given, anything else does not exist. No query leaves the process. */
const fakeDns =
  (names: Record<string, string[]>): Lookup =>
  (hostname, _options, callback) => {
    const list = names[hostname];
    if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, list.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
  };

const local = fakeDns({ localhost: ['127.0.0.1'], 'shop.example': ['127.0.0.1'] });
const allowed = (extra: Partial<CheckOptions> = {}): CheckOptions => ({ userAgent, allowPrivate: true, lookup: local, timeoutMs: 2_000, ...extra });

let site: TestSite;
let tlsSite: TestSite & { cert: string };
beforeAll(async () => {
  [site, tlsSite] = await Promise.all([startTestSite(), startTlsTestSite(10)]);
});
afterAll(async () => {
  await Promise.all([site?.close(), tlsSite?.close()]);
});
afterEach(() => {
  site.behaviour = { mode: 'ok', delayMs: 0, keyword: 'Welcome', padding: 0 };
});

describe('a check', () => {
  it('records the status, both times, the keyword, and says who is asking', async () => {
    const result = await checkSite(site.url, allowed({ keyword: 'Welcome' }));
    expect(result).toMatchObject({ ok: true, cause: null, statusCode: 200, keywordFound: true, slow: false, tls: null });
    expect(result.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(result.totalMs).toBeGreaterThanOrEqual(result.ttfbMs!);
    expect(site.requests.at(-1)!.userAgent).toBe('LoneStarWebStudio-Monitor/1.0 (+https://lonestar.test)');
  });

  it('diagnoses an HTTP error, a missing keyword, a slow answer, a hang, a refusal and a name that does not resolve', async () => {
    site.behaviour.mode = 'fail';
    expect(await checkSite(site.url, allowed())).toMatchObject({ ok: false, cause: 'http_status', statusCode: 500 });
    site.behaviour.mode = 'no-keyword';
    expect(await checkSite(site.url, allowed({ keyword: 'Welcome' }))).toMatchObject({ ok: false, cause: 'keyword_missing', keywordFound: false, statusCode: 200 });
    site.behaviour.mode = 'slow';
    site.behaviour.delayMs = 150;
    expect(await checkSite(site.url, allowed({ slowThresholdMs: 100 }))).toMatchObject({ ok: true, slow: true });
    site.behaviour.mode = 'hang';
    const hung = await checkSite(site.url, allowed({ timeoutMs: 200 }));
    expect(hung).toMatchObject({ ok: false, cause: 'timeout' });
    expect(hung.totalMs).toBeGreaterThanOrEqual(190);
    // a port nobody listens on: the site's own port once closed
    const closed = await startTestSite();
    await closed.close();
    expect(await checkSite(closed.url, allowed())).toMatchObject({ ok: false, cause: 'refused' });
    expect(await checkSite('https://no-such-site.example/', allowed())).toMatchObject({ ok: false, cause: 'dns' });
  });

  it('accepts other status ranges', async () => {
    site.behaviour.mode = 'fail';
    expect(await checkSite(site.url, allowed({ expectedStatus: [[500, 500]] }))).toMatchObject({ ok: true, statusCode: 500 });
  });

  it('follows up to 5 redirects by hand, and no more', async () => {
    expect(await checkSite(`${site.url}redirect/5`, allowed())).toMatchObject({ ok: true, statusCode: 200, finalUrl: site.url });
    expect(await checkSite(`${site.url}redirect/6`, allowed())).toMatchObject({ ok: false, cause: 'too_many_redirects' });
  });

  it('reads at most 256 KB of the body', async () => {
    site.behaviour.padding = 200 * 1024;
    expect(await checkSite(site.url, allowed({ keyword: 'Welcome' }))).toMatchObject({ ok: true, keywordFound: true });
    site.behaviour.padding = 300 * 1024;
    expect(await checkSite(site.url, allowed({ keyword: 'Welcome' }))).toMatchObject({ ok: false, cause: 'keyword_missing' });
  });

  it('records a valid certificate with its issuer and expiry (10 days), and diagnoses untrusted and expired ones', async () => {
    const result = await checkSite(tlsSite.url, allowed({ ca: tlsSite.cert }));
    expect(result).toMatchObject({ ok: true, statusCode: 200, tls: { valid: true, issuer: 'Lone Star Test CA' } });
    const days = (result.tls!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);
    expect(await checkSite(tlsSite.url, allowed())).toMatchObject({ ok: false, cause: 'tls_invalid', tls: { valid: false } });
    const later = new Date(Date.now() + 11 * 86_400_000);
    expect(await checkSite(tlsSite.url, allowed({ ca: tlsSite.cert, now: () => later }))).toMatchObject({ ok: false, cause: 'tls_expired' });
  });
});

describe('safety: private and local addresses', () => {
  /** Every socket opened in this process, with each address it was about to connect or connected to. */
  const reached: string[] = [];
  let opened = 0;
  const onSocket = (message: unknown) => {
    opened++;
    const socket = (message as { socket: Socket }).socket;
    socket.on('lookup', (error: Error | null, address: string) => {
      if (!error) reached.push(address);
    });
    socket.on('connect', () => reached.push(String(socket.remoteAddress)));
  };
  beforeAll(() => subscribe('net.client.socket', onSocket));
  afterAll(() => unsubscribe('net.client.socket', onSocket));

  const resolver = fakeDns({
    'loop.example': ['127.0.0.1'],
    'intranet.example': ['10.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'six.example': ['::1'],
    'mixed.example': ['127.0.0.1', '10.0.0.1'],
  });
  const strict = (): CheckOptions => ({ userAgent, lookup: resolver, timeoutMs: 2_000 });

  it('the spy sees sockets: with the allowance, 127.0.0.1 is reached', async () => {
    reached.length = 0;
    expect(await checkSite(site.url, { ...strict(), allowPrivate: true })).toMatchObject({ ok: true });
    expect(reached).toContain('127.0.0.1');
  });

  it.each(['http://127.0.0.1/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://2130706433/', 'http://[::ffff:7f00:1]/'])(
    '%s is refused before any socket is opened',
    async (url) => {
      const before = opened;
      reached.length = 0;
      expect(await checkSite(url, strict())).toMatchObject({ ok: false, cause: 'blocked' });
      expect(opened).toBe(before);
      expect(reached).toEqual([]);
    },
  );

  it.each(['loop.example', 'intranet.example', 'metadata.example', 'six.example', 'mixed.example'])(
    'a name resolving to a private address (%s) is refused before the socket connects',
    async (name) => {
      reached.length = 0;
      const result = await checkSite(`http://${name}:${site.port}/`, strict());
      expect(result).toMatchObject({ ok: false, cause: 'blocked' });
      expect(reached).toEqual([]);
    },
  );

  it('a redirect to a private address is refused before it is followed', async () => {
    // Only the test site's own address is let through; every redirect target is judged on its own.
    const permitted = { ...strict(), permit: (address: string) => address === '127.0.0.1' };
    for (const target of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://[::1]:1/', `http://intranet.example:${site.port}/`, `http://six.example:${site.port}/`]) {
      reached.length = 0;
      const requestsBefore = site.requests.length;
      const result = await checkSite(`${site.url}away?to=${encodeURIComponent(target)}`, permitted);
      expect(result).toMatchObject({ ok: false, cause: 'blocked' });
      expect(site.requests.length).toBe(requestsBefore + 1);
      expect(new Set(reached)).toEqual(new Set(['127.0.0.1']));
    }
  });
});
