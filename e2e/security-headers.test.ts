/**
 * The production server's answers scored as the MDN HTTP Observatory scores them
 * (scripts/observatory.ts): the home page, another page, a script the home page really loads, a
 * function's JSON and a function's error must each grade A+. Every public page and a few error
 * answers are held to A+ too. The score of each is printed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { apiPaths } from '../domain/api';
import { publicPages } from '../domain/pages';
import { describeScore, observatoryOrigin, scoreResponse, type ObservatoryScore } from '../scripts/observatory';
import { deferredScriptsOf } from '../scripts/defer-scripts';

const baseUrl = inject('baseUrl');
const local = (path: string) => new URL(path, baseUrl).href;

interface Scored extends ObservatoryScore {
  status: number;
  headers: Headers;
  body: string;
}

/** Fetches like the scanner: the answer itself, then the same request with its Origin (CORS). */
async function scored(path: string, init: RequestInit = {}): Promise<Scored> {
  const response = await fetch(local(path), { redirect: 'manual', ...init });
  const body = await response.text();
  const cors = await fetch(local(path), { redirect: 'manual', ...init, headers: { ...(init.headers as Record<string, string>), Origin: observatoryOrigin } });
  await cors.text();
  // Scored as deployed: production is HTTPS only, so HSTS is read as the scanner reads it there.
  const score = scoreResponse({ url: local(path), headers: response.headers, body }, { corsResponse: cors.headers, assumeHttps: true });
  return { ...score, status: response.status, headers: response.headers, body };
}

function expectAPlus(label: string, result: Scored) {
  console.log(`${label} (HTTP ${result.status}): ${describeScore(result)}`);
  const failed = Object.values(result.tests).filter((t) => !t.pass || t.modifier < 0);
  expect(failed, `${label}: ${failed.map((t) => t.result).join(', ')}`).toEqual([]);
  expect(result.grade, label).toBe('A+');
  expect(result.score, label).toBeGreaterThanOrEqual(100);
}

describe('Observatory grade of the production server', () => {
  it('the home page: A+, with hashed inline scripts only and a CSP meta that agrees with the header', async () => {
    const home = await scored('/');
    expect(home.status).toBe(200);
    expectAPlus('/', home);
    expect(home.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
    expect(home.tests['x-frame-options'].result).toBe('x-frame-options-implemented-via-csp');
    expect(home.tests['cross-origin-resource-policy'].modifier).toBe(10);
    const scriptSrc = home.headers.get('content-security-policy')!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('another page (/hosting): A+', async () => {
    const page = await scored('/hosting');
    expect(page.status).toBe(200);
    expectAPlus('/hosting', page);
  });

  it('a script the home page loads (/assets/*.js): A+, immutable', async () => {
    const home = await (await fetch(local('/'))).text();
    // the home page is a document (domain/page-kinds.ts): its one script is the assistant island
    // (an application's after-paint loader would name its entry: scripts/defer-scripts.ts)
    const src = deferredScriptsOf(home)?.entry ?? /<script type="module" src="([^"]+)" data-assistant-island/.exec(home)?.[1];
    expect(src, 'the home page loads a script from /assets').toBeDefined();
    const asset = await scored(src!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expectAPlus(src!, asset);
  });

  it('a stylesheet and the web manifest: A+', async () => {
    const home = await (await fetch(local('/'))).text();
    // Pages inline their critical CSS; the full stylesheets are files under /assets of the build.
    const cssFile = readdirSync(path.join('dist', 'client', 'assets')).find((name) => name.endsWith('.css'));
    expect(cssFile, 'the build has a stylesheet').toBeDefined();
    const css = `/assets/${cssFile}`;
    const stylesheet = await scored(css);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
    expectAPlus(css, stylesheet);
    const manifest = /<link[^>]+rel="manifest"[^>]+href="([^"]+)"/.exec(home)?.[1] ?? /<link[^>]+href="([^"]+)"[^>]+rel="manifest"/.exec(home)?.[1];
    expect(manifest, 'the home page links its web manifest').toBeDefined();
    expectAPlus(manifest!, await scored(manifest!));
  });

  it('a function (GET health): A+, JSON, not cached', async () => {
    const health = await scored(apiPaths.health);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expectAPlus(apiPaths.health, health);
  });

  it("a function's error answers (400, 405, 404, 415): A+, and CORS never opens", async () => {
    const badForm = await scored(apiPaths.contact, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(badForm.status).toBe(400);
    expect(JSON.parse(badForm.body)).toHaveProperty('error');
    expectAPlus(`POST ${apiPaths.contact} (malformed)`, badForm);

    const wrongMethod = await scored(apiPaths.createPayment);
    expect(wrongMethod.status).toBe(405);
    expectAPlus(`GET ${apiPaths.createPayment}`, wrongMethod);

    const unknown = await scored('/api/no-such-call', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(unknown.status).toBe(404);
    expectAPlus('POST /api/no-such-call', unknown);

    const wrongType = await scored(apiPaths.adminLogin, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(wrongType.status).toBe(415);
    expectAPlus(`POST ${apiPaths.adminLogin} (text/plain)`, wrongType);
    for (const result of [badForm, wrongMethod, unknown, wrongType]) expect(result.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('every public page and the 404 page: A+', async () => {
    const paths = [...Object.keys(publicPages), '/no-such-page'];
    const grades: string[] = [];
    for (const path of paths) {
      const page = await scored(path);
      expect(page.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const failed = Object.values(page.tests).filter((t) => !t.pass || t.modifier < 0);
      expect(failed.map((t) => t.result), path).toEqual([]);
      expect(page.grade, path).toBe('A+');
      grades.push(`${path} ${page.score}`);
    }
    console.log(`Observatory scores: ${grades.join(', ')}`);
  });
});
