/**
 * `_headers` (the static hosts' header rules, written by the build) says, for every address,
 * what the Node server sends there: checked on a small site made here, and on the real build in
 * dist/ for every prerendered page.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPages, publicPages } from '../domain/pages';
import { startServer, type RunningServer } from './node-server';
import { headersFile, headersFileLimits, securityHeaders } from './site-headers';

interface Rule {
  path: string;
  headers: Array<[string, string]>;
}

/** Reads `_headers` as Netlify and Cloudflare Pages do: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header line before any path: ${line}`);
    const colon = line.indexOf(':');
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a rule applies to an address: a splat matches any rest (both hosts); otherwise the
 * same path, with or without a final slash (Netlify; Cloudflare serves a folder's page at the
 * slash form, which is what the rules name).
 */
function ruleMatches(rulePath: string, address: string): boolean {
  const star = rulePath.indexOf('*');
  if (star >= 0) return address.startsWith(rulePath.slice(0, star));
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return trim(rulePath) === trim(address);
}

/** The headers a static host adds at an address; a header two rules set is a failure (Cloudflare would join them). */
function headersAt(rules: Rule[], address: string): Record<string, string> {
  const result: Record<string, string> = {};
  const setBy: Record<string, string> = {};
  for (const rule of rules) {
    if (!ruleMatches(rule.path, address)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (setBy[key]) throw new Error(`${address}: ${name} is set by both ${setBy[key]} and ${rule.path}`);
      setBy[key] = rule.path;
      result[key] = value;
    }
  }
  return result;
}

const checkedHeaders = [...Object.keys(securityHeaders), 'Content-Security-Policy', 'Cache-Control'].map((n) => n.toLowerCase());

/** Fetches `address` from the server and compares the headers that matter with the file's. */
async function expectSameHeaders(server: RunningServer, rules: Rule[], address: string, options: { fileHasPolicy?: boolean } = {}) {
  const res = await fetch(`${server.url}${address}`, { redirect: 'manual' });
  await res.arrayBuffer();
  expect(res.status, address).toBeLessThan(500);
  const fromFile = headersAt(rules, address);
  for (const name of checkedHeaders) {
    if (options.fileHasPolicy === false && (name === 'content-security-policy' || name === 'cache-control')) continue;
    expect(fromFile[name], `${address} ${name} in _headers`).toBeDefined();
    expect(fromFile[name], `${address} ${name}`).toBe(res.headers.get(name));
  }
  for (const [name, value] of Object.entries(fromFile)) expect(res.headers.get(name), `${address} ${name} from _headers`).toBe(value);
  return res;
}

describe('headersFile', () => {
  const hashes = { scripts: { '/': ['sha256-home='], '/about': ['sha256-about='] }, styles: { '/about': ['sha256-style='] } };
  const files = ['index.html', 'index.html.br', 'about/index.html', 'about/index.html.gz', '404.html', 'assets/app-1.js', 'assets/app-1.js.br', 'favicon.svg', '.vite/manifest.json', '_headers'];
  const rules = parseHeadersFile(headersFile(files, hashes));

  it('gives each address every header once: security for all, caching and policy per file', () => {
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*', '/about/', '/favicon.svg', '/']);
    const about = headersAt(rules, '/about/');
    expect(about['content-security-policy']).toContain("script-src 'self' 'sha256-about='");
    expect(about['content-security-policy']).toContain("style-src 'self' 'sha256-style='");
    expect(about['cache-control']).toBe('no-cache');
    expect(about['strict-transport-security']).toBe(securityHeaders['Strict-Transport-Security']);
    expect(headersAt(rules, '/about')).toEqual(about);
    expect(headersAt(rules, '/assets/app-1.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersAt(rules, '/favicon.svg')['content-security-policy']).toContain("script-src 'self';");
  });

  it('refuses to write more rules or longer lines than Cloudflare Pages reads', () => {
    const many = Array.from({ length: headersFileLimits.rules }, (_, i) => `file-${i}.svg`);
    expect(() => headersFile(many, hashes)).toThrow(/Cloudflare Pages reads 100/);
    const long = { scripts: { '/': Array.from({ length: 40 }, (_, i) => `sha256-${'A'.repeat(43)}${i}=`) }, styles: {} };
    expect(() => headersFile(['index.html'], long)).toThrow(/Content-Security-Policy line of \/ is \d+ characters/);
  });
});

describe('a small site: _headers equals what the Node server sends', () => {
  let server: RunningServer;
  let root: string;
  let rules: Rule[];
  const scripts = { '/': ['sha256-home='], '/about': ['sha256-about1=', 'sha256-about2='], '/404': ['sha256-notfound='] };
  const styles = { '/about': ['sha256-aboutstyle='] };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'site-headers-'));
    const client = path.join(root, 'client');
    const files = ['index.html', 'about/index.html', '404.html', 'assets/app-1.js', 'favicon.svg', 'downloads/guide.pdf'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      writeFileSync(path.join(client, file), `<!doctype html><title>${file}</title>`);
    }
    writeFileSync(path.join(client, '_headers'), headersFile([...files, '_headers'], { scripts, styles }));
    rules = parseHeadersFile(readFileSync(path.join(client, '_headers'), 'utf8'));
    server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: 'memory://', env: {}, quiet: true, healthCheckEveryMs: 0, staticDir: client, cspHashes: scripts, cspStyleHashes: styles });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('for each page, asset and file, at each address it is served at', async () => {
    for (const address of ['/', '/about', '/about/', '/assets/app-1.js', '/favicon.svg', '/downloads/guide.pdf']) await expectSameHeaders(server, rules, address);
    const about = headersAt(rules, '/about/')['content-security-policy'];
    expect(about).toContain("'sha256-about1=' 'sha256-about2='");
  });

  it('an unknown address gets the security headers (the not-found page brings its policy in its meta tag)', async () => {
    const res = await expectSameHeaders(server, rules, '/no-such-page', { fileHasPolicy: false });
    expect(res.status).toBe(404);
  });

  it('the server does not serve _headers itself', async () => {
    const res = await fetch(`${server.url}/_headers`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Strict-Transport-Security');
  });
});

describe('the build: dist/client/_headers equals what the Node server sends', () => {
  const client = path.resolve('dist/client');
  let server: RunningServer;
  let rules: Rule[];
  let pages: string[];

  beforeAll(async () => {
    if (!existsSync(path.join(client, '_headers'))) throw new Error('dist/client/_headers is missing: run `npm run build` (npm test builds first)');
    rules = parseHeadersFile(readFileSync(path.join(client, '_headers'), 'utf8'));
    pages = Object.keys(JSON.parse(readFileSync(path.resolve('dist/csp.json'), 'utf8')) as Record<string, string[]>);
    server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: 'memory://', env: {}, quiet: true, healthCheckEveryMs: 0, staticDir: client });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('covers every prerendered page', () => {
    expect(pages.sort()).toEqual([...Object.keys(publicPages), ...Object.keys(guardedPages), '/404'].sort());
    expect(rules.length).toBeLessThanOrEqual(headersFileLimits.rules);
  });

  it('for every prerendered page, at each address it is served at', async () => {
    for (const page of pages) {
      if (page === '/404') continue;
      const res = await expectSameHeaders(server, rules, page === '/' ? '/' : `${page}/`);
      expect(res.status, page).toBe(200);
      // the page's own hashes, not the strict policy of a file without scripts
      expect(res.headers.get('content-security-policy'), page).toMatch(/script-src 'self' 'sha256-/);
      if (page !== '/') await expectSameHeaders(server, rules, page);
    }
  });

  it('for hashed assets and the other files of the build', async () => {
    const files = ['/favicon.svg', '/robots.txt', '/sitemap.xml', '/site.webmanifest', '/og-image.png'];
    const asset = readFileSync(path.join(client, 'index.html'), 'utf8').match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    for (const address of [...files, asset!]) await expectSameHeaders(server, rules, address);
  });

  it('at an unknown address, the security headers, and the not-found page carries the same policy in its meta tag', async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    const html = await res.text();
    expect(res.status).toBe(404);
    const fromFile = headersAt(rules, '/no-such-page');
    for (const [name, value] of Object.entries(securityHeaders)) expect(fromFile[name.toLowerCase()], name).toBe(value);
    const scriptSrc = (policy: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    expect(scriptSrc(meta!)).toBe(scriptSrc(res.headers.get('content-security-policy')!));
  });
});
