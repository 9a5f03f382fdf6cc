/**
 * Scores one HTTP response the way the MDN HTTP Observatory does, so a test can hold the site's
 * headers to A+ without sending the site to Mozilla's scanner.
 *
 * Source of every rule, modifier and grade below: github.com/mdn/mdn-http-observatory
 * - src/scanner/index.js: base score 100; every test's modifier is added; the bonuses count only
 *   when the score without them (the negative modifiers alone) is at least 90
 *   (MINIMUM_SCORE_FOR_EXTRA_CREDIT).
 * - src/grader/charts.js: SCORE_TABLE (modifier per result) and GRADE_CHART (grade per multiple
 *   of 5; 100 and above is A+).
 * - src/analyzer/tests/*.js: one function per test, re-written here test by test (see each one).
 * - src/analyzer/cspParser.js: how a policy (or several) becomes a map of directive -> sources.
 * - src/retriever/utils.js: `<meta http-equiv="Content-Security-Policy">` and
 *   `<meta name="referrer">` in an HTML body count as those headers.
 *
 * What a single local response cannot show, and how it is treated here:
 * - Redirection (http -> https on the same host) and HSTS need the deployed HTTPS host. The
 *   redirection test is scored only when the caller passes the redirect chain it observed;
 *   otherwise it is reported as `redirection-not-scanned` (0). HSTS is read from the header as if
 *   the response had come over verified HTTPS (`assumeHttps`, default true: production is HTTPS
 *   only); with `assumeHttps: false` it is `hsts-not-implemented-no-https` (-20), as the scanner
 *   says for a plain-HTTP site. The HSTS preload list is not consulted (no +5 for being on it).
 * - The scanner refuses to grade a non-2xx answer; this scorer grades any answer, so that the
 *   headers of error responses are held to the same standard.
 * - CORS: the scanner sends a second request with an `Origin` header and reads that answer; the
 *   caller passes that answer as `corsResponse` (or the origin it sent, as `requestOrigin`).
 * - Subresource integrity reads the `<script src>` tags of an HTML body. "Same second-level
 *   domain" is approximated by the last two labels of the host name (the scanner uses the
 *   public suffix list); the site loads only same-origin scripts, which both treat alike.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeHtmlEntities } from './html-entities';

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

/** The scanner's result ids (src/types.js Expectation) and their modifiers (charts.js SCORE_TABLE). */
export const scoreTable = {
  // CSP
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  // Cookies
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  // CORS
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  // Redirection
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  /** ours: no redirect chain was given (a local answer cannot show one) */
  'redirection-not-scanned': 0,
  // Referrer-Policy
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  // HSTS
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  // SRI
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  // X-Content-Type-Options
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  // X-Frame-Options
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  // CORP
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
} as const satisfies Record<string, number>;

export type Expectation = keyof typeof scoreTable;

export interface TestResult {
  name: TestName;
  result: Expectation;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryScore {
  /** the score the scanner reports (never below 0) */
  score: number;
  grade: string;
  /** 100 plus the negative modifiers only */
  uncurvedScore: number;
  tests: Record<TestName, TestResult>;
}

export interface ObservedResponse {
  /** the URL that was fetched (its scheme and host matter for some tests) */
  url: string;
  headers: Headers;
  /** the body, for HTML answers (meta tags and script tags) */
  body?: string;
}

export interface ScoreOptions {
  /** read HSTS and insecure-scheme checks as if served over verified HTTPS; default true */
  assumeHttps?: boolean;
  /** the answer to the same URL requested with an `Origin` header (the scanner's CORS probe) */
  corsResponse?: Headers;
  /** the Origin sent with `corsResponse`; default the scanner's own */
  requestOrigin?: string;
  /** the redirect chain of `http://host/` (first the http URL, last the final one) */
  redirectChain?: readonly string[];
}

/** The Origin the scanner's CORS probe sends (src/retriever/retriever.js). */
export const observatoryOrigin = 'https://http-observatory.security.mozilla.org';

// --- grading (scanner/index.js, grader/grader.js, grader/charts.js) ------------------------------

const gradeChart: ReadonlyArray<readonly [number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
export const minimumScoreForExtraCredit = 90;

/** The grade for a score: rounded down to a multiple of 5, capped at 100 (A+). */
export function gradeFor(score: number): string {
  const bucket = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return gradeChart.find(([floor]) => bucket >= floor)![1];
}

/** Sums the tests' modifiers as the scanner does: bonuses only when the rest already earns an A. */
export function totalScore(results: readonly TestResult[]): { score: number; uncurvedScore: number } {
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const r of results) {
    withExtraCredit += r.modifier;
    if (r.modifier < 0) uncurved += r.modifier;
  }
  const score = uncurved >= minimumScoreForExtraCredit ? withExtraCredit : uncurved;
  return { score: Math.max(score, 0), uncurvedScore: uncurved };
}

function resultOf(name: TestName, result: Expectation, passing: readonly Expectation[]): TestResult {
  return { name, result, modifier: scoreTable[result], pass: passing.includes(result) };
}

/** `onlyIfWorse` of analyzer/utils.js: keeps the worse of two results by their order in `order`. */
function worse<T>(next: T, current: T | null, order: readonly T[]): T {
  if (current === null) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}

// --- headers and meta tags ----------------------------------------------------------------------

/** Every value of a header (repeated headers arrive joined by ", " in a `Headers`). */
function headerValues(headers: Headers, name: string): string[] {
  const value = headers.get(name);
  return value === null ? [] : [value];
}

function firstHeader(headers: Headers | undefined, name: string): string | null {
  return headers?.get(name) ?? null;
}

function isHtml(response: ObservedResponse): boolean {
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return mime === 'text/html' || mime === 'application/xhtml+xml';
}

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!match) return null;
  return decodeHtmlEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

/** `<meta http-equiv="content-security-policy">` and `<meta name="referrer">` (retriever/utils.js). */
export function httpEquivOf(html: string): { csp: string[]; referrer: string[] } {
  const csp: string[] = [];
  let referrer: string[] = [];
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = match[1] ?? '';
    const equiv = attribute(attrs, 'http-equiv');
    const content = attribute(attrs, 'content');
    if (equiv !== null && content !== null) {
      if (equiv.trim().toLowerCase() === 'content-security-policy') csp.push(content);
    } else if (attribute(attrs, 'name')?.trim().toLowerCase() === 'referrer' && content !== null) {
      referrer = [content];
    }
  }
  return { csp, referrer };
}

// --- CSP parsing (analyzer/cspParser.js) --------------------------------------------------------

export type CspMap = Map<string, Set<string>>;
const allowedDuplicates = new Set(['report-uri', 'report-to']);
const directivesNotAllowedInMeta = ['frame-ancestors', 'report-uri', 'sandbox'];
const compareSources = new Intl.Collator('en').compare;

export class CspParseError extends Error {}

/** A source path matches another if every path piece of the first is in the second. */
function pathPartMatch(a: string, b: string): boolean {
  if (a.length === 0) return true;
  if (a === '/' && b.length === 0) return true;
  const exact = !a.endsWith('/');
  const piecesA = a.split('/');
  const piecesB = b.split('/');
  if (piecesA.length > piecesB.length) return false;
  if (exact && piecesA.length !== piecesB.length) return false;
  if (!exact) piecesA.pop();
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  return piecesA.every((piece, i) => decode(piece) === decode(piecesB[i]!));
}

/**
 * Policies -> directive -> sources. Several policies combine: a source counts only if each policy
 * that names the directive allows it. A directive repeated inside one policy makes the whole
 * thing invalid (except report-uri/report-to, kept once and flagged as duplicates).
 */
export function parseCsp(policies: readonly string[]): { csp: CspMap; duplicates: Set<string> } {
  const clean = policies.map((p) => p.replace(/[\r\n]/g, '').trim());
  const duplicates = new Set<string>();
  if (clean.length === 0) return { csp: new Map(), duplicates };
  for (const policy of clean) if (policy.length < 'img-src'.length - 1) throw new CspParseError(`Invalid policy: ${policy}`);

  type Entry = { source: string; index: number; keep: boolean };
  const combined = new Map<string, Entry[]>();
  clean.forEach((policy, index) => {
    const seen = new Set<string>();
    for (const part of policy.split(';')) {
      const [rawName, ...rawValues] = part.trim().split(/\s+/);
      if (!rawName) continue;
      const name = rawName.toLowerCase();
      if (seen.has(name)) {
        if (!allowedDuplicates.has(name)) throw new CspParseError(`Duplicate directive ${name} in policy ${index}`);
        duplicates.add(name);
      } else {
        seen.add(name);
      }
      const keep = index === 0;
      const values: Entry[] = rawValues.map((v) => ({ source: v.trim().toLocaleLowerCase(), index, keep }));
      if (values.length === 0 && name.endsWith('-src')) values.push({ source: "'none'", index, keep });
      const entries = index === 0 ? [...values] : [...(combined.get(name) ?? []), ...values];
      entries.sort((a, b) => compareSources(a.source, b.source));
      for (let i = 1; i < entries.length; i++) {
        const current = entries[i]!;
        const previous = entries[i - 1]!;
        if (current.index === previous.index && current.source.startsWith(previous.source)) current.keep = false;
        if (current.index !== previous.index && pathPartMatch(previous.source, current.source)) current.keep = true;
      }
      combined.set(
        name,
        entries.filter((e) => e.keep),
      );
      if (index === 0 && clean.length > 1) for (const entry of combined.get(name) ?? []) entry.keep = false;
    }
  });
  const csp: CspMap = new Map();
  for (const [name, entries] of combined) csp.set(name, entries.length ? new Set(entries.map((e) => e.source)) : new Set(["'none'"]));
  return { csp, duplicates };
}

// --- the tests (analyzer/tests/*.js) ------------------------------------------------------------

const dangerouslyBroad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const unsafeInline = new Set(["'unsafe-inline'", 'data:']);
const broadOrUnsafeInline = new Set([...dangerouslyBroad, ...unsafeInline]);
const passiveDirectives = new Set(['img-src', 'media-src']);
const nonceOrHash = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => nonceOrHash.some((p) => s.startsWith(p)));
const anyIn = (sources: Iterable<string>, set: Set<string>) => [...sources].some((s) => set.has(s));

export interface CspTestResult extends TestResult {
  /** the combined policy, when there is one */
  policy: CspMap | null;
}

/** analyzer/tests/csp.js */
export function contentSecurityPolicyTest(response: ObservedResponse, options: ScoreOptions = {}): CspTestResult {
  const name = 'content-security-policy' as const;
  const passing: Expectation[] = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  const done = (result: Expectation, policy: CspMap | null = null): CspTestResult => ({ ...resultOf(name, result, passing), policy });
  const https = (options.assumeHttps ?? true) || new URL(response.url).protocol === 'https:';

  // Several headers (or one header with a comma list) are several policies.
  const httpPolicies = headerValues(response.headers, 'content-security-policy').flatMap((v) => v.split(',').map((s) => s.trim()));
  const metaPolicies = response.body && isHtml(response) ? httpEquivOf(response.body).csp.flatMap((v) => v.split(',').map((s) => s.trim())) : [];

  let csp: CspMap;
  let duplicates: Set<string>;
  try {
    ({ csp, duplicates } = parseCsp([...httpPolicies, ...metaPolicies]));
  } catch {
    return done('csp-header-invalid');
  }
  let httpOnly: CspMap;
  try {
    httpOnly = parseCsp(httpPolicies).csp;
  } catch {
    httpOnly = new Map();
  }
  let meta: CspMap;
  try {
    meta = parseCsp(metaPolicies).csp;
    for (const d of directivesNotAllowedInMeta) meta.delete(d);
  } catch {
    meta = new Map();
  }
  if (httpOnly.size + meta.size === 0) {
    return done(response.headers.get('content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented');
  }

  // base-uri, form-action and frame-ancestors earn no points here (see cspPolicyFlags).
  const any = () => new Set(['*']);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? any();
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any());
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any());

  // 'unsafe-inline' is ignored by browsers next to a nonce or hash.
  for (const sources of [scriptSrc, styleSrc]) if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");

  let result: Expectation | null = null;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if ([...dangerouslyBroad].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }

  const activeSources = [...csp.entries()].filter(([d]) => !passiveDirectives.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]);
  activeSources.push(...scriptSrc);
  const passiveSources = [...passiveDirectives].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  if (anyIn(scriptSrc, broadOrUnsafeInline) || anyIn(objectSrc, dangerouslyBroad)) result ??= 'csp-implemented-with-unsafe-inline';
  if (https && activeSources.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passiveSources.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  // style-src only: style-src-attr and style-src-elem are not looked at by the scanner.
  if (anyIn(styleSrc, broadOrUnsafeInline)) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';

  const out = done(result, csp);
  if (out.pass && duplicates.size > 0) return { ...out, result: 'csp-implemented-but-duplicate-directives', modifier: scoreTable['csp-implemented-but-duplicate-directives'] };
  return out;
}

/** What the other CSP checks found, as the scanner reports them beside the score (no points). */
export function cspPolicyFlags(csp: CspMap, headerOnly: CspMap = csp) {
  const any = new Set(['*']);
  return {
    antiClickjacking: !anyIn(headerOnly.get('frame-ancestors') ?? any, dangerouslyBroad),
    insecureBaseUri: anyIn(csp.get('base-uri') ?? any, broadOrUnsafeInline),
    insecureFormAction: anyIn(csp.get('form-action') ?? any, dangerouslyBroad),
    unsafeObjects: anyIn(csp.get('object-src') ?? csp.get('default-src') ?? any, dangerouslyBroad),
    defaultNone: csp.get('default-src')?.has("'none'") === true && csp.get('default-src')?.size === 1,
  };
}

interface ParsedCookie {
  key: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseSetCookie(raw: string): ParsedCookie | null {
  const [pair = '', ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  const key = (eq === -1 ? '' : pair.slice(0, eq)).trim();
  if (!key) return null;
  const cookie: ParsedCookie = { key, secure: false, httpOnly: false, sameSite: null };
  for (const attr of attributes) {
    const [k = '', v] = attr.split('=');
    const name = k.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite' && v !== undefined) {
      const value = v.trim().toLowerCase();
      if (['lax', 'strict', 'none'].includes(value)) cookie.sameSite = value;
    }
  }
  return cookie;
}

function hasInvalidSameSite(raw: string): boolean {
  return raw
    .trim()
    .split(';')
    .some((part) => {
      const [key = '', value] = part.trim().split('=');
      if (key.trim().toLowerCase() !== 'samesite') return false;
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase());
    });
}

/** analyzer/tests/cookies.js (session: the name holds "login" or "sess"; anti-CSRF: "csrf"). */
export function cookiesTest(response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'cookies' as const;
  const order: Expectation[] = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  const passing: Expectation[] = ['cookies-not-found', 'cookies-secure-with-httponly-sessions-and-samesite', 'cookies-secure-with-httponly-sessions'];
  const hsts = strictTransportSecurityTest(response, options).pass;
  const raw = response.headers.getSetCookie();
  let result: Expectation | null = null;
  for (const line of raw) if (hasInvalidSameSite(line)) result = worse('cookies-samesite-flag-invalid', result, order);
  const cookies = raw.map(parseSetCookie).filter((c): c is ParsedCookie => c !== null && c.key !== 'heroku-session-affinity');
  if (cookies.length === 0) return resultOf(name, 'cookies-not-found', passing);
  let missingSameSite = false;
  for (const cookie of cookies) {
    const key = cookie.key.toLowerCase();
    const session = key.includes('login') || key.includes('sess');
    const antiCsrf = key.includes('csrf');
    if (!cookie.secure && cookie.sameSite === 'none') result = worse('cookies-samesite-flag-invalid', result, order);
    if (!cookie.secure) result = worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag', result, order);
    if (antiCsrf && !cookie.sameSite) result = worse('cookies-anticsrf-without-samesite-flag', result, order);
    if (session && !cookie.secure) {
      result = worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag', result, order);
    }
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result, order);
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite';
  return resultOf(name, result, passing);
}

/** analyzer/tests/cors.js: credentials for an origin that is simply reflected back are the danger. */
export function crossOriginResourceSharingTest(response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'cross-origin-resource-sharing' as const;
  const passing: Expectation[] = [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ];
  const headers = options.corsResponse ?? response.headers;
  const origin = options.requestOrigin ?? observatoryOrigin;
  const acao = firstHeader(headers, 'access-control-allow-origin');
  if (!acao) return resultOf(name, 'cross-origin-resource-sharing-not-implemented', passing);
  const value = acao.slice(0, 256).trim().toLowerCase();
  const credentials = firstHeader(headers, 'access-control-allow-credentials');
  if (value === '*') return resultOf(name, 'cross-origin-resource-sharing-implemented-with-public-access', passing);
  if (origin === acao && credentials?.trim().toLowerCase() === 'true') {
    return resultOf(name, 'cross-origin-resource-sharing-implemented-with-universal-access', passing);
  }
  return resultOf(name, 'cross-origin-resource-sharing-implemented-with-restricted-access', passing);
}

/** analyzer/tests/redirection.js, given the chain of URLs `http://host/` went through. */
export function redirectionTest(_response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'redirection' as const;
  const passing: Expectation[] = ['redirection-not-needed-no-http', 'redirection-all-redirects-preloaded', 'redirection-to-https', 'redirection-not-scanned'];
  const chain = options.redirectChain?.map((u) => new URL(u));
  if (!chain) return resultOf(name, 'redirection-not-scanned', passing);
  if (chain.length === 0) return resultOf(name, 'redirection-not-needed-no-http', passing);
  if (chain.length === 1) return resultOf(name, 'redirection-missing', passing);
  if (chain.at(-1)!.protocol !== 'https:') return resultOf(name, 'redirection-not-to-https', passing);
  if (chain[1]!.protocol === 'http:') return resultOf(name, 'redirection-not-to-https-on-initial-redirection', passing);
  if (chain[0]!.protocol === 'http:' && chain[1]!.protocol === 'https:' && chain[0]!.hostname !== chain[1]!.hostname) {
    return resultOf(name, 'redirection-off-host-from-http', passing);
  }
  return resultOf(name, 'redirection-to-https', passing);
}

/** analyzer/tests/referrer-policy.js: the last recognised value of the header (or meta) wins. */
export function referrerPolicyTest(response: ObservedResponse): TestResult {
  const name = 'referrer-policy' as const;
  const passing: Expectation[] = ['referrer-policy-private', 'referrer-policy-not-implemented'];
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [...headerValues(response.headers, 'referrer-policy'), ...(response.body && isHtml(response) ? httpEquivOf(response.body).referrer : [])];
  if (values.length === 0) return resultOf(name, 'referrer-policy-not-implemented', passing);
  const policy =
    values
      .join(', ')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => good.includes(v) || bad.includes(v))
      .at(-1) ?? '';
  if (good.includes(policy)) return resultOf(name, 'referrer-policy-private', passing);
  if (bad.includes(policy)) return resultOf(name, 'referrer-policy-unsafe', passing);
  return resultOf(name, 'referrer-policy-header-invalid', passing);
}

/** 15768000 s is six months; the scanner accepts the common 15552000 (180 days). */
export const hstsSixMonths = 15_552_000;

/** analyzer/tests/strict-transport-security.js (a comma means the header was sent twice: invalid). */
export function strictTransportSecurityTest(response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'strict-transport-security' as const;
  const passing: Expectation[] = ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'];
  const https = (options.assumeHttps ?? true) || new URL(response.url).protocol === 'https:';
  if (!https) return resultOf(name, 'hsts-not-implemented-no-https', passing);
  const header = headerValues(response.headers, 'strict-transport-security')[0];
  if (header === undefined) return resultOf(name, 'hsts-not-implemented', passing);
  const data = header.slice(0, 1024);
  if (data.includes(',')) return resultOf(name, 'hsts-header-invalid', passing);
  let maxAge: number | null = null;
  for (const parameter of data.split(';').map((p) => p.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  // parseInt of garbage is NaN, which the scanner compares as "not below six months"
  if (maxAge === null) return resultOf(name, 'hsts-header-invalid', passing);
  return resultOf(name, maxAge < hstsSixMonths ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months', passing);
}

const registrableDomain = (host: string) => host.split('.').slice(-2).join('.');

/** analyzer/tests/subresource-integrity.js over the `<script src>` tags of an HTML answer. */
export function subresourceIntegrityTest(response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'subresource-integrity' as const;
  const order: Expectation[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const passing: Expectation[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  const mime = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml') return resultOf(name, 'sri-not-implemented-response-not-html', passing);
  const pageUrl = new URL(response.url);
  const pageHttps = (options.assumeHttps ?? true) || pageUrl.protocol === 'https:';
  const scripts = [...(response.body ?? '').matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  if (scripts.length === 0) return resultOf(name, 'sri-not-implemented-but-no-scripts-loaded', passing);
  let result: Expectation | null = null;
  let foreign = false;
  for (const attrs of scripts) {
    const src = attribute(attrs, 'src');
    if (!src) continue;
    const integrity = attribute(attrs, 'integrity');
    const relativeProtocol = /^\/\/[^/]/.test(src);
    const fullUrl = /^https?:\/\//i.test(src);
    const relativeOrigin = !relativeProtocol && !fullUrl;
    const sameSite = relativeProtocol || relativeOrigin || (fullUrl && registrableDomain(new URL(src).hostname) === registrableDomain(pageUrl.hostname));
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (fullUrl && new URL(src).protocol === 'https:') || (relativeOrigin && pageHttps);
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, order);
      else if (!integrity && secureScheme) result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, order);
      else if (!integrity) result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, order);
    } else if (integrity && secureScheme && result === null) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  result ??= foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return resultOf(name, result, passing);
}

/** analyzer/tests/x-content-type-options.js */
export function xContentTypeOptionsTest(response: ObservedResponse): TestResult {
  const name = 'x-content-type-options' as const;
  const header = firstHeader(response.headers, 'x-content-type-options');
  if (header === null) return resultOf(name, 'x-content-type-options-not-implemented', ['x-content-type-options-nosniff']);
  const ok = header.slice(0, 256).trim().toLowerCase() === 'nosniff';
  return resultOf(name, ok ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid', ['x-content-type-options-nosniff']);
}

/**
 * analyzer/tests/x-frame-options.js. As in the scanner, any frame-ancestors in the policy earns
 * "implemented via CSP", whatever its sources (the CSP test's own flags say whether they are safe).
 */
export function xFrameOptionsTest(response: ObservedResponse, options: ScoreOptions = {}): TestResult {
  const name = 'x-frame-options' as const;
  const passing: Expectation[] = ['x-frame-options-allow-from-origin', 'x-frame-options-sameorigin-or-deny', 'x-frame-options-implemented-via-csp'];
  const header = firstHeader(response.headers, 'x-frame-options');
  let result: Expectation = 'x-frame-options-not-implemented';
  if (header !== null) {
    const xfo = header.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  if (contentSecurityPolicyTest(response, options).policy?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return resultOf(name, result, passing);
}

/** analyzer/tests/cross-origin-resource-policy.js */
export function crossOriginResourcePolicyTest(response: ObservedResponse): TestResult {
  const name = 'cross-origin-resource-policy' as const;
  const passing: Expectation[] = ['corp-not-implemented', 'corp-implemented-with-same-site', 'corp-implemented-with-same-origin', 'corp-implemented-with-cross-origin'];
  const header = firstHeader(response.headers, 'cross-origin-resource-policy');
  if (header === null) return resultOf(name, 'corp-not-implemented', passing);
  const value = header.slice(0, 256).trim().toLowerCase();
  const result: Expectation =
    value === 'same-site'
      ? 'corp-implemented-with-same-site'
      : value === 'same-origin'
        ? 'corp-implemented-with-same-origin'
        : value === 'cross-origin'
          ? 'corp-implemented-with-cross-origin'
          : 'corp-header-invalid';
  return resultOf(name, result, passing);
}

/** All ten tests of the scanner (scanner/index.js `allTests`) and the grade. */
export function scoreResponse(response: ObservedResponse, options: ScoreOptions = {}): ObservatoryScore {
  const { policy: _policy, ...csp } = contentSecurityPolicyTest(response, options);
  const results: TestResult[] = [
    csp,
    cookiesTest(response, options),
    crossOriginResourceSharingTest(response, options),
    redirectionTest(response, options),
    referrerPolicyTest(response),
    strictTransportSecurityTest(response, options),
    subresourceIntegrityTest(response, options),
    xContentTypeOptionsTest(response),
    xFrameOptionsTest(response, options),
    crossOriginResourcePolicyTest(response),
  ];
  const { score, uncurvedScore } = totalScore(results);
  return {
    score,
    grade: gradeFor(score),
    uncurvedScore,
    tests: Object.fromEntries(results.map((r) => [r.name, r])) as Record<TestName, TestResult>,
  };
}

/** One line per test, e.g. for a test's or a command's output. */
export function describeScore(score: ObservatoryScore): string {
  const lines = Object.values(score.tests).map((t) => `  ${t.modifier >= 0 ? '+' : ''}${t.modifier}`.padEnd(7) + ` ${t.name}: ${t.result}`);
  return [`score ${score.score} (${score.grade})`, ...lines].join('\n');
}

/** Fetches a URL (and the same with the scanner's Origin) and scores it. */
export async function scoreUrl(url: string, init: RequestInit = {}, options: ScoreOptions = {}): Promise<ObservatoryScore & { status: number }> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  const cors = await fetch(url, { redirect: 'manual', ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), Origin: observatoryOrigin } });
  await cors.body?.cancel();
  return { status: response.status, ...scoreResponse({ url, headers: response.headers, body }, { corsResponse: cors.headers, ...options }) };
}

/** `npx tsx scripts/observatory.ts http://localhost:4230/ [more URLs]`: prints each score. */
async function main(urls: string[]): Promise<void> {
  if (urls.length === 0) {
    console.error('Usage: npx tsx scripts/observatory.ts <url> [<url>...]');
    process.exit(2);
  }
  let failed = false;
  for (const url of urls) {
    const score = await scoreUrl(url);
    console.log(`${url} (HTTP ${score.status})\n${describeScore(score)}\n`);
    if (score.grade !== 'A+') failed = true;
  }
  process.exit(failed ? 1 : 0);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) void main(process.argv.slice(2));
