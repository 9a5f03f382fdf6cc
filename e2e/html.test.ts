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
