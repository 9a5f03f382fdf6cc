/**
 * Pages arrive as HTML: each route's first response, read without running any script, already
 * holds its h1, the header and the footer (ARCHITECTURE.md, "Pages reach the visitor as HTML").
 */
import { describe, expect, inject, it } from 'vitest';
import { guardedPages, messages, notFoundPage, primaryNav, publicPages, solutionsNav } from '../domain';
import { decodeHtmlEntities } from '../scripts/html-entities';

const baseUrl = inject('baseUrl');


function h1Of(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1] ? decodeHtmlEntities(match[1].replace(/<[^>]+>/g, '')).trim() : undefined;
}

/** Public pages a visitor opens from outside the site: Stripe's return address, an invitation email. */
const enteredFromOutside = new Set(['/payment-success', '/admin/invite']);

describe('every public page is reachable by links from /', () => {
  it('a crawl of the HTML from / (no script run) reaches every public route', async () => {
    const reached = new Set(['/']);
    const queue = ['/'];
    // bounded: every page at most once, and no more pages than the site has routes
    for (let fetched = 0; queue.length > 0 && fetched < 200; fetched += 1) {
      const path = queue.shift()!;
      const response = await fetch(new URL(path, baseUrl));
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
        const target = new URL(decodeHtmlEntities(href!), new URL(path, baseUrl));
        if (target.origin !== new URL(baseUrl).origin) continue;
        const next = target.pathname.replace(/\/$/, '') || '/';
        if (reached.has(next) || !(next in publicPages)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    const unreached = Object.keys(publicPages).filter((path) => !reached.has(path) && !enteredFromOutside.has(path));
    expect(unreached).toEqual([]);
  });
});

/** The words a visitor reads in a page's HTML: no scripts, styles or tags. */
function visibleText(html: string): string {
  return decodeHtmlEntities(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}
const pricesIn = (text: string) => new Set([...text.matchAll(/\$\d{1,3}(?:,\d{3})*(?:\.\d\d)?/g)].map(([price]) => price));

describe('/pricing states every price the site states', () => {
  it('each dollar amount on any public page is also on /pricing', async () => {
    const pricing = pricesIn(visibleText(await (await fetch(new URL('/pricing', baseUrl))).text()));
    const missing: string[] = [];
    for (const path of Object.keys(publicPages)) {
      const html = await (await fetch(new URL(path, baseUrl))).text();
      for (const price of pricesIn(visibleText(html))) if (!pricing.has(price)) missing.push(`${price} on ${path}`);
    }
    expect(missing).toEqual([]);
    // the agency's own work, not only the subscriptions
    for (const price of ['$3,500', '$6,500', '$450', '$650', '$149', '$4,800']) expect(pricing.has(price)).toBe(true);
  });
});

describe('public routes as HTML', () => {
  it.each(Object.entries(publicPages))('%s arrives with its h1, header and footer', async (path, page) => {
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(h1Of(html)).toBe(page.heading);
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(/<footer\b/);
    expect(decodeHtmlEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(page.title);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // the header's links and the Solutions menu are in the HTML, not added by a script
    for (const link of [...primaryNav.before, ...primaryNav.after]) expect(html).toContain(`href="${link.to}"`);
    expect(decodeHtmlEntities(html)).toContain(messages.secureSite);
  });

  it('keeps the Solutions links reachable without JavaScript', async () => {
    const html = await (await fetch(new URL('/', baseUrl))).text();
    for (const link of solutionsNav) expect(html).toContain(`href="${link.to}"`);
  });

  it.each(Object.keys(guardedPages))('guarded %s sends the Verifying Access screen, not its content', async (path) => {
    const response = await fetch(new URL(path, baseUrl));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe(messages.verifyingAccessTitle);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(new URL('/no-such-page', baseUrl));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toBe(notFoundPage.heading);
    expect(html).toMatch(/<header\b/);
  });

  it('sends a Content-Security-Policy without unsafe-inline scripts, matching the page', async () => {
    const response = await fetch(new URL('/pricing', baseUrl));
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    // Scripts the browser runs; JSON-LD data blocks are not scripts to the CSP (e2e/seo.test.ts).
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    // every inline script of the page is allowed by one of the header's hashes
    const { createHash } = await import('node:crypto');
    for (const match of inlineScripts) {
      const hash = `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`;
      expect(scriptSrc).toContain(hash);
    }
  });
});
