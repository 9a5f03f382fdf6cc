import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanContent, scanDist, secretValuesFromEnv, type Finding } from './dist-scan';

const canary = 'sk_test_51BenchCanary0123456789abcdef';

/** A pretend dist/client: clean files that look like the real build, and one leak of each kind. */
const clean: Record<string, string> = {
  // Page text naming the providers, the API paths, zod's `.describe(x)`, lucide's `node:` icon
  // data and a base64 data URI are all in the real build and are not findings.
  'index.html':
    '<!DOCTYPE html><html><body><p>Payments go through Stripe; answers come from OpenAI.</p>' +
    '<img src="data:font/woff2;base64,AAAApgliteBBBvitestCCCplaywrightDDD+mockServiceWorker+fast+check=="></body></html>',
  'assets/entry-client-abc.js':
    'const p={adminLogin:`/functions/v1/admin-login`,integrations:[`stripe`,`openai`]};' +
    'class S{describe(e){let t=this.clone();return t}}var E={name:`flask-conical`,size:24,node:[[`path`,{d:`M1 2`}]]};' +
    'it(`x`,()=>1);e.test(`abc`);export{p,S,E};',
  'assets/entry-client-abc.css': '.a{color:red}',
};

const leaks: Record<string, string> = {
  'mockServiceWorker.js': 'self.addEventListener("fetch",()=>{})',
  'assets/mocks-1.js': 'console.log("[MSW] Mocking enabled.");',
  'assets/sb-1.js': 'import{a}from"@storybook/react";window.__STORYBOOK_PREVIEW__=a;',
  'assets/suite-1.js': 'describe(`adds`,()=>{test(`one`,async()=>{expect(1+1).toBe(2)})});',
  'assets/db-1.js': 'import{PGlite as e}from"@electric-sql/pglite";export{e};',
  'assets/fs-1.js': 'import{readFileSync as e}from"node:fs";export{e};',
  'assets/sql-1.js': 'const q=`insert into rate_limits (key, window_start, count) values ($1, $2, 1)`;',
  'assets/key-1.js': 'const k="sk_live_51Habcdefghijklmnop";',
  'assets/pem-1.txt': '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----',
};

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dist-scan-'));
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  };
  for (const [file, content] of Object.entries({ ...clean, ...leaks })) await write(file, content);
  // A canary secret inside a binary file, and one under .vite/ (never served, so not a finding).
  await write('og-image.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), Buffer.from(canary), Buffer.from([0, 255])]));
  await write('.vite/manifest.json', `{"msw":"@storybook/x","key":"${canary}"}`);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rulesIn = (findings: Finding[], file: string) => findings.filter((f) => f.file === file).map((f) => f.rule);

describe('scanDist', () => {
  it('finds one leak of each kind, and nothing in the clean files or under hidden folders', async () => {
    const result = await scanDist(dir, { secretValues: { STRIPE_SECRET_KEY: canary } });
    const { findings } = result;
    expect(result.files).toBe(Object.keys(clean).length + Object.keys(leaks).length + 1);

    expect(rulesIn(findings, 'mockServiceWorker.js')).toContain('msw:worker-file');
    expect(rulesIn(findings, 'assets/mocks-1.js')).toEqual(['msw:log']);
    expect(rulesIn(findings, 'assets/sb-1.js')).toEqual(expect.arrayContaining(['storybook:package', 'storybook:global']));
    expect(rulesIn(findings, 'assets/suite-1.js')).toEqual(expect.arrayContaining(['test:suite-call', 'test:jest-expect']));
    expect(rulesIn(findings, 'assets/db-1.js')).toEqual(['server:pglite']);
    expect(rulesIn(findings, 'assets/fs-1.js')).toEqual(['server:node-builtin']);
    expect(rulesIn(findings, 'assets/sql-1.js')).toEqual(['server:sql']);
    expect(rulesIn(findings, 'assets/key-1.js')).toEqual(['secret:stripe-secret-key']);
    expect(rulesIn(findings, 'assets/pem-1.txt')).toEqual(['secret:private-key']);
    // the canary in a binary file is found by its exact value (and by its shape)
    expect(rulesIn(findings, 'og-image.png')).toEqual(expect.arrayContaining(['secret:STRIPE_SECRET_KEY', 'secret:stripe-secret-key']));

    for (const file of Object.keys(clean)) expect(rulesIn(findings, file), file).toEqual([]);
    expect(findings.some((f) => f.file.startsWith('.vite'))).toBe(false);
    const kinds = new Set(findings.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['msw', 'secret', 'server-only', 'storybook', 'test-code']);
  });

  it('never prints a secret it found', async () => {
    const { findings } = await scanDist(dir, { secretValues: { STRIPE_SECRET_KEY: canary } });
    const secrets = findings.filter((f) => f.kind === 'secret');
    expect(secrets.length).toBeGreaterThan(0);
    for (const finding of secrets) {
      expect(finding.excerpt).not.toContain(canary);
      expect(finding.excerpt).not.toContain('sk_live_51Habcdefghijklmnop');
      expect(finding.excerpt).toContain('[redacted');
    }
  });
});

describe('markers', () => {
  // The markers must match the libraries' own code (their string literals survive minification).
  const libraries: Array<[file: string, rule: string]> = [
    ['node_modules/msw/lib/browser/index.mjs', 'msw:log'],
    ['node_modules/storybook/dist/preview/runtime.js', 'storybook:global'],
    ['node_modules/vitest/dist/index.js', 'test:vitest'],
    ['node_modules/@testing-library/dom/dist/@testing-library/dom.esm.js', 'test:testing-library'],
    ['node_modules/fast-check/lib/fast-check.js', 'test:fast-check'],
    ['node_modules/playwright-core/lib/coreBundle.js', 'test:playwright'],
    ['node_modules/@electric-sql/pglite/dist/index.js', 'server:pglite'],
    ['node_modules/pg/lib/client.js', 'server:pg'],
    ['node_modules/stripe/esm/stripe.core.js', 'server:stripe-sdk'],
    ['node_modules/openai/client.mjs', 'server:openai-sdk'],
    ['node_modules/hono/dist/hono-base.js', 'server:hono'],
    ['node_modules/@hono/node-server/dist/index.mjs', 'server:hono'],
  ];
  it.each(libraries)('%s is caught by %s', async (file, rule) => {
    const content = await readFile(file, 'utf8');
    expect(scanContent(file, content).map((f) => f.rule)).toContain(rule);
  });

  it('secret shapes: Stripe, webhook, restricted and OpenAI keys; not ordinary words', () => {
    const rules = (text: string) => scanContent('a.js', text).map((f) => f.rule);
    expect(rules('"whsec_abcdefghij0123"')).toEqual(['secret:stripe-webhook-secret']);
    expect(rules('"rk_live_abcdefghij0123"')).toEqual(['secret:stripe-restricted-key']);
    expect(rules('"sk-proj-abcdefghijklmnopqrstuvwx"')).toEqual(['secret:openai-key']);
    expect(rules('"flask-conical desk-lamp sk-SK ask-anything-you-like-today"')).toEqual([]);
  });

  it('secretValuesFromEnv takes the secret variables that are set and not trivially short', () => {
    expect(secretValuesFromEnv({ STRIPE_SECRET_KEY: canary, OPENAI_API_KEY: ' ', ADMIN_PASSWORD: 'short', PORT: '3000' })).toEqual({
      STRIPE_SECRET_KEY: canary,
    });
  });
});
