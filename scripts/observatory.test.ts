/**
 * The Observatory scorer on hand-made header sets: each rule takes (or gives) the points the MDN
 * HTTP Observatory does, so the A+ the site's own headers earn (e2e/security-headers.test.ts)
 * means something.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../functions/app';
import { gradeFor, observatoryOrigin, parseCsp, scoreResponse, type ObservedResponse, type ScoreOptions } from './observatory';

const url = 'https://lonestar.test/';
/** The site's own headers on a page with one inline-script hash. */
const siteHeaders = (): Record<string, string> => ({
  ...securityHeaders,
  'Content-Security-Policy': contentSecurityPolicy(['sha256-abc=']),
  'Content-Type': 'text/html; charset=utf-8',
});

function score(headers: Record<string, string> | Headers, body?: string, options?: ScoreOptions) {
  const response: ObservedResponse = { url, headers: headers instanceof Headers ? headers : new Headers(headers), body };
  return scoreResponse(response, options);
}
/** The site's headers with some replaced (undefined removes one). */
function variant(changes: Record<string, string | undefined>, body?: string, options?: ScoreOptions) {
  const headers = new Headers(siteHeaders());
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  return score(headers, body, options);
}
const withCsp = (csp: string) => variant({ 'Content-Security-Policy': csp });

describe('the grade table', () => {
  it('maps scores as the scanner does, A+ from 100 up', () => {
    const cases: Array<[number, string]> = [
      [135, 'A+'], [100, 'A+'], [99, 'A'], [90, 'A'], [89, 'A-'], [85, 'A-'], [80, 'B+'], [79, 'B'], [70, 'B'],
      [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [24, 'F'], [0, 'F'], [-40, 'F'],
    ];
    for (const [value, grade] of cases) expect(gradeFor(value), String(value)).toBe(grade);
  });
});

describe("the site's own header set", () => {
  it('earns A+ with every bonus the headers can give', () => {
    const result = score(siteHeaders(), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
    expect(result.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
    expect(result.tests['referrer-policy'].modifier).toBe(5);
    expect(result.tests['x-frame-options'].result).toBe('x-frame-options-implemented-via-csp');
    expect(result.tests['cross-origin-resource-policy'].result).toBe('corp-implemented-with-same-origin');
    expect(result.tests['strict-transport-security'].result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result.tests['subresource-integrity'].result).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(result.tests.cookies.result).toBe('cookies-not-found');
    expect(result.tests.redirection.result).toBe('redirection-not-scanned');
    // 100 + CSP 5 + referrer 5 + frame-ancestors 5 + CORP 10
    expect(result.score).toBe(125);
    expect(result.grade).toBe('A+');
    expect(Object.values(result.tests).every((t) => t.pass)).toBe(true);
  });
});

describe('content-security-policy', () => {
  it("'unsafe-inline' scripts without a hash or nonce cost 20 points and every bonus", () => {
    const result = withCsp("default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'");
    expect(result.tests['content-security-policy']).toMatchObject({ result: 'csp-implemented-with-unsafe-inline', modifier: -20, pass: false });
    // 100 - 20 = 80 is below 90, so the +5/+5/+10 bonuses do not count
    expect(result.score).toBe(80);
    expect(result.grade).toBe('B+');
  });

  it("'unsafe-inline' next to a hash is ignored, as browsers ignore it", () => {
    const result = withCsp("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'");
    expect(result.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
  });

  it('data: and broad sources in script-src, or object-src left open, count as unsafe inline', () => {
    for (const csp of [
      "default-src 'self'; script-src 'self' data:; object-src 'none'",
      "default-src 'self'; script-src https:; object-src 'none'",
      "default-src 'self'; script-src *; object-src 'none'",
      "script-src 'self'", // no object-src and no default-src: objects from anywhere
      "default-src 'self'; object-src https:",
    ]) {
      expect(withCsp(csp).tests['content-security-policy'].result, csp).toBe('csp-implemented-with-unsafe-inline');
    }
  });

  it("'unsafe-eval' costs 10", () => {
    const result = withCsp("default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; frame-ancestors 'none'");
    expect(result.tests['content-security-policy']).toMatchObject({ result: 'csp-implemented-with-unsafe-eval', modifier: -10 });
    expect(result.uncurvedScore).toBe(90);
    // still an A: the bonuses count from 90 up (90 + 5 referrer + 5 frame-ancestors + 10 CORP)
    expect(result.score).toBe(110);
  });

  it('http: sources cost 20 for active content and 10 for images and media', () => {
    expect(withCsp("default-src 'self'; script-src 'self' http://cdn.example; object-src 'none'").tests['content-security-policy'].result).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    const passive = withCsp("default-src 'self'; img-src 'self' http://img.example; object-src 'none'").tests['content-security-policy'];
    expect(passive).toMatchObject({ result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10, pass: true });
  });

  it("style-src 'unsafe-inline' only loses the bonus; style-src-attr is not looked at", () => {
    const inlineStyles = withCsp("default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'");
    expect(inlineStyles.tests['content-security-policy']).toMatchObject({ result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0, pass: true });
    const attrOnly = withCsp("default-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'");
    expect(attrOnly.tests['content-security-policy']).toMatchObject({ result: 'csp-implemented-with-no-unsafe', modifier: 5 });
  });

  it("default-src 'none' earns 10 instead of 5", () => {
    const result = withCsp("default-src 'none'; script-src 'self'; frame-ancestors 'none'");
    expect(result.tests['content-security-policy']).toMatchObject({ result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 });
  });

  it('no policy costs 25; a report-only policy does not count; a repeated directive is invalid', () => {
    expect(variant({ 'Content-Security-Policy': undefined }).tests['content-security-policy'].result).toBe('csp-not-implemented');
    expect(
      variant({ 'Content-Security-Policy': undefined, 'Content-Security-Policy-Report-Only': "default-src 'self'" }).tests['content-security-policy'],
    ).toMatchObject({ result: 'csp-not-implemented-but-reporting-enabled', modifier: -25 });
    expect(withCsp("default-src 'self'; script-src 'self'; script-src 'none'").tests['content-security-policy']).toMatchObject({
      result: 'csp-header-invalid',
      modifier: -25,
    });
    expect(withCsp("default-src 'self'; script-src 'strict-dynamic'").tests['content-security-policy'].result).toBe('csp-header-invalid');
  });

  it("'strict-dynamic' with a nonce drops 'self' and hosts from script-src", () => {
    const result = withCsp("default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'");
    expect(result.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
  });

  it('a meta policy combines with the header: a source counts only if both allow it', () => {
    const html = `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; object-src 'none'">`;
    const lax = variant({ 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'" }, html);
    expect(lax.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
    const { csp } = parseCsp(["script-src 'self' 'unsafe-inline'", "script-src 'self'"]);
    expect([...csp.get('script-src')!]).toEqual(["'self'"]);
  });

  it('frame-ancestors in a meta tag does not count (browsers ignore it there)', () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; object-src 'none'; frame-ancestors 'none'">`;
    const result = variant({ 'Content-Security-Policy': undefined, 'X-Frame-Options': undefined }, html);
    expect(result.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
    expect(result.tests['x-frame-options']).toMatchObject({ result: 'x-frame-options-implemented-via-csp' });
    // the combined policy has it, which the scanner credits; only the header's would stop framing
    const headerOnly = variant({ 'Content-Security-Policy': "default-src 'self'; object-src 'none'", 'X-Frame-Options': undefined });
    expect(headerOnly.tests['x-frame-options']).toMatchObject({ result: 'x-frame-options-not-implemented', modifier: -20 });
  });
});

describe('strict-transport-security', () => {
  it('missing costs 20 (and the bonuses), under six months costs 10, a repeated header is invalid', () => {
    const missing = variant({ 'Strict-Transport-Security': undefined });
    expect(missing.tests['strict-transport-security']).toMatchObject({ result: 'hsts-not-implemented', modifier: -20 });
    expect(missing.score).toBe(80);
    expect(variant({ 'Strict-Transport-Security': 'max-age=86400' }).tests['strict-transport-security']).toMatchObject({
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    });
    expect(variant({ 'Strict-Transport-Security': 'max-age=15552000' }).tests['strict-transport-security'].modifier).toBe(0);
    expect(variant({ 'Strict-Transport-Security': 'max-age=1, max-age=2' }).tests['strict-transport-security'].result).toBe('hsts-header-invalid');
    expect(variant({ 'Strict-Transport-Security': 'includeSubDomains' }).tests['strict-transport-security'].result).toBe('hsts-header-invalid');
  });

  it('a site served over plain HTTP cannot have HSTS', () => {
    const plain = scoreResponse({ url: 'http://lonestar.test/', headers: new Headers(siteHeaders()) }, { assumeHttps: false });
    expect(plain.tests['strict-transport-security'].result).toBe('hsts-not-implemented-no-https');
  });
});

describe('the other headers', () => {
  it('x-content-type-options: missing or not nosniff costs 5', () => {
    expect(variant({ 'X-Content-Type-Options': undefined }).tests['x-content-type-options'].modifier).toBe(-5);
    expect(variant({ 'X-Content-Type-Options': 'sniff' }).tests['x-content-type-options'].result).toBe('x-content-type-options-header-invalid');
  });

  it('x-frame-options: DENY alone earns 0, frame-ancestors earns 5, neither costs 20', () => {
    const csp = "default-src 'self'; object-src 'none'";
    expect(variant({ 'Content-Security-Policy': csp }).tests['x-frame-options']).toMatchObject({ result: 'x-frame-options-sameorigin-or-deny', modifier: 0 });
    expect(variant({ 'Content-Security-Policy': csp, 'X-Frame-Options': 'yes' }).tests['x-frame-options'].modifier).toBe(-20);
    expect(variant({ 'Content-Security-Policy': csp, 'X-Frame-Options': undefined }).tests['x-frame-options'].modifier).toBe(-20);
  });

  it('referrer-policy: private values earn 5, leaky or unknown ones cost 5, the last known value wins', () => {
    const modifier = (value: string | undefined) => variant({ 'Referrer-Policy': value }).tests['referrer-policy'].modifier;
    expect(modifier('no-referrer')).toBe(5);
    expect(modifier('unsafe-url')).toBe(-5);
    expect(modifier('no-referrer-when-downgrade')).toBe(-5);
    expect(modifier('whatever')).toBe(-5);
    expect(modifier(undefined)).toBe(0);
    expect(modifier('unsafe-url, strict-origin')).toBe(5);
    expect(modifier('strict-origin, bogus, origin')).toBe(-5);
  });

  it('cross-origin-resource-policy: same-origin or same-site earn 10, garbage costs 5', () => {
    const corp = (value: string | undefined) => variant({ 'Cross-Origin-Resource-Policy': value }).tests['cross-origin-resource-policy'];
    expect(corp('same-site').modifier).toBe(10);
    expect(corp('cross-origin').modifier).toBe(0);
    expect(corp(undefined).modifier).toBe(0);
    expect(corp('same').modifier).toBe(-5);
  });

  it('CORS: a reflected origin with credentials costs 50; * without credentials is fine', () => {
    const reflected = new Headers({ 'Access-Control-Allow-Origin': observatoryOrigin, 'Access-Control-Allow-Credentials': 'true' });
    const result = score(siteHeaders(), undefined, { corsResponse: reflected });
    expect(result.tests['cross-origin-resource-sharing']).toMatchObject({ result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 });
    expect(result.grade).toBe('C');
    const open = score(siteHeaders(), undefined, { corsResponse: new Headers({ 'Access-Control-Allow-Origin': '*' }) });
    expect(open.tests['cross-origin-resource-sharing'].modifier).toBe(0);
    const listed = score(siteHeaders(), undefined, { corsResponse: new Headers({ 'Access-Control-Allow-Origin': 'https://partner.example', 'Access-Control-Allow-Credentials': 'true' }) });
    expect(listed.tests['cross-origin-resource-sharing'].result).toBe('cross-origin-resource-sharing-implemented-with-restricted-access');
  });

  it('cookies: session cookies need Secure and HttpOnly; SameSite everywhere earns 5', () => {
    const cookies = (...lines: string[]) => {
      const headers = new Headers(siteHeaders());
      for (const line of lines) headers.append('Set-Cookie', line);
      return score(headers).tests.cookies;
    };
    expect(cookies('session=1; Secure; HttpOnly; SameSite=Lax')).toMatchObject({ result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 });
    expect(cookies('session=1; Secure; HttpOnly')).toMatchObject({ result: 'cookies-secure-with-httponly-sessions', modifier: 0 });
    expect(cookies('session=1; Secure; SameSite=Strict')).toMatchObject({ result: 'cookies-session-without-httponly-flag', modifier: -30 });
    expect(cookies('theme=dark; SameSite=Lax')).toMatchObject({ result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 });
    expect(cookies('login=1; HttpOnly; SameSite=Lax')).toMatchObject({ result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 });
    expect(cookies('theme=dark; Secure; SameSite=Sometimes')).toMatchObject({ result: 'cookies-samesite-flag-invalid', modifier: -20 });
    expect(cookies('csrftoken=x; Secure')).toMatchObject({ result: 'cookies-anticsrf-without-samesite-flag', modifier: -20 });
  });
});

describe('subresource-integrity', () => {
  const sri = (body: string, headers: Record<string, string> = siteHeaders()) => score(headers, body).tests['subresource-integrity'];

  it('is not needed for non-HTML answers nor for same-origin scripts', () => {
    expect(sri('{}', { ...siteHeaders(), 'Content-Type': 'application/json' }).result).toBe('sri-not-implemented-response-not-html');
    expect(sri('<p>no scripts</p>').result).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(sri('<script src="/assets/a.js"></script><script>inline()</script>')).toMatchObject({ modifier: 0, pass: true });
    expect(sri('<script src="https://static.lonestar.test/a.js"></script>').result).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
  });

  it('costs 5 for foreign scripts over HTTPS without integrity and 50 over HTTP; integrity earns 5', () => {
    expect(sri('<script src="https://cdn.example/a.js"></script>').modifier).toBe(-5);
    expect(sri('<script src="http://cdn.example/a.js"></script>').modifier).toBe(-50);
    expect(sri('<script src="//cdn.example/a.js"></script>').modifier).toBe(-50);
    expect(sri('<script src="https://cdn.example/a.js" integrity="sha384-x" crossorigin="anonymous"></script>').modifier).toBe(5);
    expect(sri('<script src="/a.js" integrity="sha384-x"></script>').result).toBe('sri-implemented-and-all-scripts-loaded-securely');
  });
});

describe('redirection', () => {
  const redirection = (chain?: string[]) => score(siteHeaders(), undefined, { redirectChain: chain }).tests.redirection;
  it('is scored only from an observed chain', () => {
    expect(redirection(undefined).result).toBe('redirection-not-scanned');
    expect(redirection(['http://lonestar.test/', 'https://lonestar.test/']).result).toBe('redirection-to-https');
    expect(redirection(['http://lonestar.test/']).modifier).toBe(-20);
    expect(redirection(['http://lonestar.test/', 'https://www.lonestar.test/']).modifier).toBe(-5);
    expect(redirection(['http://lonestar.test/', 'http://www.lonestar.test/', 'https://www.lonestar.test/']).modifier).toBe(-10);
  });
});

describe('extra credit', () => {
  it('counts only when the negative modifiers alone leave at least 90', () => {
    // -5 (nosniff) -10 (short HSTS) = 85: no bonuses
    const result = variant({ 'X-Content-Type-Options': undefined, 'Strict-Transport-Security': 'max-age=60' });
    expect(result.uncurvedScore).toBe(85);
    expect(result.score).toBe(85);
    expect(result.grade).toBe('A-');
  });
});
