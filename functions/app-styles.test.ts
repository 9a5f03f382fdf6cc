/**
 * Pages carry their critical CSS inline (scripts/critical-css.ts): each page's header allows its
 * own <style> by hash in style-src, and nothing else gets that allowance.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain/api';
import { contentSecurityPolicy, createApp } from './app';
import { parseEnv } from './env';
import { openTestDatabase, type TestDatabase } from './testing/databases';

let test: TestDatabase;
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  test = await openTestDatabase('pglite');
  root = mkdtempSync(path.join(tmpdir(), 'site-styles-'));
  const client = path.join(root, 'client');
  mkdirSync(path.join(client, 'about'), { recursive: true });
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(client, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(client, 'assets', 'a.css'), 'body{}');
  writeFileSync(path.join(root, 'csp.json'), JSON.stringify({ '/': ['sha256-homeScript='], '/about': ['sha256-aboutScript='] }));
  writeFileSync(path.join(root, 'csp-styles.json'), JSON.stringify({ '/': ['sha256-homeStyle='], '/about': ['sha256-aboutStyle='] }));
  app = createApp({ db: test.db, env: parseEnv({}), staticDir: client });
});
afterAll(async () => {
  await test?.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('inline critical CSS in the Content-Security-Policy', () => {
  it('allows a page its own style hash in style-src, next to its script hashes', async () => {
    const policy = (await app.request('/about')).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-aboutStyle='");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-aboutScript='");
    expect(policy).not.toContain('homeStyle');
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
  });
  it('gives assets and function responses no style hash', async () => {
    for (const url of ['/assets/a.css', apiPaths.health]) {
      const policy = (await app.request(url)).headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'style-src'), url).toBe("style-src 'self'");
    }
  });
  it('contentSecurityPolicy puts style hashes in style-src only', () => {
    const policy = contentSecurityPolicy(['sha256-s='], ['sha256-c=']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-s='");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'sha256-c='");
    expect(directive(contentSecurityPolicy(), 'style-src')).toBe("style-src 'self'");
  });
});
