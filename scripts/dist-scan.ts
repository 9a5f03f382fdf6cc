/**
 * Scans what the browser can fetch (dist/client, minus hidden names such as .vite/, which the
 * server never serves) for code and data that must stay out of it:
 *
 * - msw (the mock service worker and its runtime), Storybook, test code (vitest, Testing
 *   Library, fast-check, Playwright, test-suite calls);
 * - server-only modules: PGlite, pg, the Stripe and OpenAI SDKs, Hono and its Node adapter,
 *   `node:` built-ins, our own functions/ sources and SQL;
 * - secrets: the values of the secret environment variables given to the build (exact match),
 *   and anything shaped like a Stripe or OpenAI key or a PEM private key.
 *
 * Markers are string literals and call shapes that survive minification, chosen so that the real
 * build has none: the word "Stripe" in a page's text, zod's `.describe(x)`, lucide's `node:[...]`
 * icon data or the `/functions/v1/...` API paths are not findings. Base64 `data:` URIs are
 * skipped for the module markers (random letters), not for the secret patterns.
 *
 * Used by `npm run bench` (with canary secrets set for its build), e2e/dist-scan.test.ts (the
 * real build) and scripts/dist-scan.test.ts (a fixture with one finding of each kind).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type FindingKind = 'msw' | 'storybook' | 'test-code' | 'server-only' | 'secret';

export interface Finding {
  kind: FindingKind;
  /** which rule matched, e.g. `msw:worker-file` or `secret:STRIPE_SECRET_KEY` */
  rule: string;
  /** path relative to the scanned folder, with `/` */
  file: string;
  /** the match with some context; secrets are redacted to their first 4 characters */
  excerpt: string;
}

export interface ScanResult {
  dir: string;
  files: number;
  bytes: number;
  findings: Finding[];
}

export interface ScanOptions {
  /** exact values that must not appear, by name (e.g. the build's STRIPE_SECRET_KEY) */
  secretValues?: Readonly<Record<string, string>>;
}

interface ContentRule {
  kind: FindingKind;
  id: string;
  pattern: RegExp;
}

/** Environment variables whose values are secrets (functions/env.ts and the CI settings). */
export const secretEnvNames = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'IP_HASH_SALT',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'CHROMATIC_PROJECT_TOKEN',
] as const;

/** The secret variables that are set (and long enough to be told apart from ordinary text). */
export function secretValuesFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of secretEnvNames) {
    const value = env[name]?.trim();
    if (value && value.length >= 8) values[name] = value;
  }
  return values;
}

const nodeBuiltins =
  'assert|async_hooks|buffer|child_process|cluster|console|crypto|dgram|diagnostics_channel|dns|events|fs|http|http2|https|inspector|module|net|os|path|perf_hooks|process|querystring|readline|repl|sqlite|stream|string_decoder|test|timers|tls|tty|url|util|v8|vm|wasi|worker_threads|zlib';

/** Content markers. Each was checked against the library it names and against the real build. */
export const contentRules: readonly ContentRule[] = [
  // msw
  { kind: 'msw', id: 'msw:worker', pattern: /mockServiceWorker/ },
  { kind: 'msw', id: 'msw:setup', pattern: /\bsetup(?:Worker|Server)\s*\(/ },
  { kind: 'msw', id: 'msw:log', pattern: /\[MSW\]/ },
  { kind: 'msw', id: 'msw:import', pattern: /["'`]msw(?:\/[\w/-]+)?["'`]/ },
  // Storybook
  { kind: 'storybook', id: 'storybook:package', pattern: /@storybook\// },
  { kind: 'storybook', id: 'storybook:global', pattern: /__STORYBOOK_|\bSTORYBOOK_[A-Z]/ },
  { kind: 'storybook', id: 'storybook:import', pattern: /["'`]storybook\/[\w/-]+["'`]/ },
  { kind: 'storybook', id: 'storybook:stories-file', pattern: /\.stories\.(?:[cm]?[jt]sx?|mdx)\b/ },
  // test code
  { kind: 'test-code', id: 'test:vitest', pattern: /\bvitest\b|__vitest_|@vitest\// },
  { kind: 'test-code', id: 'test:testing-library', pattern: /@testing-library\/|TestingLibraryElementError/ },
  { kind: 'test-code', id: 'test:fast-check', pattern: /\bfast-check\b|Property failed (?:after|by returning false)/ },
  { kind: 'test-code', id: 'test:playwright', pattern: /\bplaywright(?:-core)?\b/i },
  { kind: 'test-code', id: 'test:jest-expect', pattern: /JestChaiExpect|\bexpect\([^()]{0,200}\)\.(?:not\.)?(?:toBe|toEqual|toStrictEqual|toMatch|toContain|toHaveBeenCalled\w*|toThrow\w*|toMatch\w*Snapshot)\(/ },
  {
    // `describe('name', () => ...)` / `test('name', async () => ...)`; not `.describe(x)` (zod)
    // and not `it(...)`, which a minifier may well name a function.
    kind: 'test-code',
    id: 'test:suite-call',
    pattern: /(?<![.\w$])(?:describe|test)(?:\.(?:each|only|skip|concurrent)(?:\([^()]*\))?)?\(\s*["'`][^"'`\n]{1,200}["'`]\s*,\s*(?:async\s*)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*=>/,
  },
  // server-only modules
  { kind: 'server-only', id: 'server:pglite', pattern: /pglite/i },
  { kind: 'server-only', id: 'server:pg', pattern: /["'`]pg(?:-pool|-protocol|-native|-connection-string|-types)?["'`]|\bpgpass\b|Connection terminated unexpectedly/ },
  { kind: 'server-only', id: 'server:stripe-sdk', pattern: /api\.stripe\.com|X-Stripe-Client-User-Agent|\bstripe-node\b/ },
  { kind: 'server-only', id: 'server:openai-sdk', pattern: /api\.openai\.com|x-stainless-|OpenAI-Organization|\bOPENAI_API_KEY\b/i },
  { kind: 'server-only', id: 'server:hono', pattern: /Context is not finalized|@hono\/node-server|["'`]hono(?:\/[\w/-]+)?["'`]|x-hono-already-sent/ },
  { kind: 'server-only', id: 'server:node-builtin', pattern: new RegExp(`["'\`]node:(?:${nodeBuiltins})(?:/[\\w/]+)?["'\`]`) },
  { kind: 'server-only', id: 'server:require-builtin', pattern: /\brequire\(\s*["'`](?:fs|child_process|net|tls|crypto|os|path|http|https|zlib|worker_threads)["'`]\s*\)/ },
  { kind: 'server-only', id: 'server:functions-source', pattern: /\bfunctions\/(?:[\w.-]+\/)*[\w.-]+\.[cm]?[jt]s\b/ },
  { kind: 'server-only', id: 'server:sql', pattern: /\b(?:create table|insert into [\w.]+\s*\(|on conflict \()/i },
];

/** Secret shapes (Stripe secret, restricted and webhook keys, OpenAI keys, PEM private keys). */
export const secretPatterns: readonly ContentRule[] = [
  { kind: 'secret', id: 'secret:stripe-secret-key', pattern: /\bsk_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { kind: 'secret', id: 'secret:stripe-restricted-key', pattern: /\brk_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { kind: 'secret', id: 'secret:stripe-webhook-secret', pattern: /\bwhsec_[0-9A-Za-z+/=]{8,}/ },
  { kind: 'secret', id: 'secret:openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/ },
  { kind: 'secret', id: 'secret:private-key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
];

/** Files that must not be there whatever their content. */
const fileNameRules: ReadonlyArray<{ kind: FindingKind; id: string; pattern: RegExp }> = [
  { kind: 'msw', id: 'msw:worker-file', pattern: /(?:^|\/)mockServiceWorker\.js$/ },
  { kind: 'storybook', id: 'storybook:stories-file', pattern: /\.stories\.(?:[cm]?[jt]sx?|mdx)$/ },
  { kind: 'storybook', id: 'storybook:build', pattern: /(?:^|\/)(?:iframe\.html|sb-manager\/|sb-addons\/|sb-common-assets\/)/ },
  { kind: 'test-code', id: 'test:test-file', pattern: /\.(?:test|spec)\.(?:[cm]?[jt]sx?)$/ },
  { kind: 'server-only', id: 'server:source-file', pattern: /\.(?:ts|tsx|mts|cts|sql)$/ },
];

/** Text formats the module markers are looked for in; secrets are looked for in every file. */
const textExtensions = new Set(['.html', '.js', '.mjs', '.cjs', '.css', '.json', '.map', '.txt', '.xml', '.svg', '.webmanifest', '.md', '.ts', '.tsx']);

const dataUri = /data:[\w.+/-]+(?:;[\w=.-]+)*;base64,[A-Za-z0-9+/=]+/g;

function excerptAt(text: string, index: number, length: number, redact: boolean): string {
  const start = Math.max(0, index - 40);
  const end = Math.min(text.length, index + length + 40);
  const match = text.slice(index, index + length);
  const shown = redact ? `${match.slice(0, 4)}…[redacted ${match.length} chars]` : match;
  return `${text.slice(start, index)}${shown}${text.slice(index + length, end)}`.replace(/\s+/g, ' ');
}

/** Findings in one file's content (`file` is only used to label them and pick the rules). */
export function scanContent(file: string, content: string, options: ScanOptions = {}): Finding[] {
  const findings: Finding[] = [];
  const isText = textExtensions.has(path.extname(file).toLowerCase());
  if (isText) {
    const withoutDataUris = content.replace(dataUri, (m) => ' '.repeat(m.length));
    for (const rule of contentRules) {
      const match = rule.pattern.exec(withoutDataUris);
      if (match) findings.push({ kind: rule.kind, rule: rule.id, file, excerpt: excerptAt(content, match.index, match[0].length, false) });
    }
  }
  for (const rule of secretPatterns) {
    const match = rule.pattern.exec(content);
    if (match) findings.push({ kind: rule.kind, rule: rule.id, file, excerpt: excerptAt(content, match.index, match[0].length, true) });
  }
  for (const [name, value] of Object.entries(options.secretValues ?? {})) {
    if (!value) continue;
    const index = content.indexOf(value);
    if (index >= 0) findings.push({ kind: 'secret', rule: `secret:${name}`, file, excerpt: excerptAt(content, index, value.length, true) });
  }
  return findings;
}

/** Findings from a file's path alone. */
export function scanFileName(file: string): Finding[] {
  return fileNameRules.filter((rule) => rule.pattern.test(file)).map((rule) => ({ kind: rule.kind, rule: rule.id, file, excerpt: file }));
}

/** Every file the server would serve from `dir`: hidden names (and what is under them) are skipped. */
export async function servedFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out.sort();
}

export async function scanDist(dir: string, options: ScanOptions = {}): Promise<ScanResult> {
  const files = await servedFiles(dir);
  const findings: Finding[] = [];
  let bytes = 0;
  for (const file of files) {
    const buffer = await readFile(path.join(dir, file));
    bytes += buffer.length;
    findings.push(...scanFileName(file));
    // latin1 keeps every byte as one character, so binary files are searched too.
    const isText = textExtensions.has(path.extname(file).toLowerCase());
    findings.push(...scanContent(file, buffer.toString(isText ? 'utf8' : 'latin1'), options));
  }
  return { dir, files: files.length, bytes, findings };
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `  [${f.kind}] ${f.rule} in ${f.file}: ${f.excerpt}`).join('\n');
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? 'dist/client');
  const result = await scanDist(dir, { secretValues: secretValuesFromEnv() });
  if (result.findings.length === 0) {
    console.log(`dist scan: ${result.files} files (${result.bytes} bytes) in ${dir}: nothing found`);
    return;
  }
  console.error(`dist scan: ${result.findings.length} finding(s) in ${dir}:\n${formatFindings(result.findings)}`);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
