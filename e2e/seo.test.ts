/**
 * What search engines and link previews get from the built site: sitemap.xml and robots.txt from
 * domain/pages.ts, the icons and manifest, every public page's head tags, and JSON-LD (the agency
 * on home and contact, offers at the domain's prices on plan pages) that survives hydration and
 * client-side navigation without upsetting the Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright';
import { agency } from '../domain/navigation';
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans } from '../domain/plans';
import { guardedPages, noIndexPaths, publicPages, type PublicPath } from '../domain/pages';
import { launchBrowser, waitForPageReady, watchErrors } from './browser';
import { decodeHtmlEntities } from '../scripts/html-entities';

const baseUrl = inject('baseUrl');
const local = (path: string) => new URL(path, baseUrl).href;
const indexable = (Object.keys(publicPages) as PublicPath[]).filter((path) => !noIndexPaths.includes(path));


/** The content of `<meta name|property="key" content="...">`, decoded. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1] === undefined ? undefined : decodeHtmlEntities(tag[1]);
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => decodeHtmlEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

function jsonLdOf(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const pageHtml = new Map<string, string>();
async function htmlOf(path: string): Promise<string> {
  if (!pageHtml.has(path)) {
    const response = await fetch(local(path));
    expect(response.status, path).toBe(200);
    pageHtml.set(path, await response.text());
  }
  return pageHtml.get(path)!;
}

/** The origin the build wrote into canonical URLs (VITE_SITE_ORIGIN or the domain default). */
async function siteOrigin(): Promise<string> {
  return new URL(canonicalOf(await htmlOf('/'))!).origin;
}

describe('sitemap.xml', () => {
  it('lists exactly the indexable public pages, by their canonical URLs', async () => {
    const response = await fetch(local('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const canonicals = await Promise.all(indexable.map(async (path) => canonicalOf(await htmlOf(path))));
    expect(listed).toEqual(canonicals);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('leaves out guarded and noindex pages', async () => {
    const xml = await (await fetch(local('/sitemap.xml'))).text();
    const origin = await siteOrigin();
    for (const path of [...Object.keys(guardedPages), ...noIndexPaths]) {
      expect(xml, path).not.toContain(`<loc>${new URL(path, origin).href}</loc>`);
    }
    expect(xml).not.toMatch(/\/admin/);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the admin area and the backend and points at the sitemap', async () => {
    const response = await fetch(local('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/hosting-management', '/api', '/functions']));
    for (const path of indexable) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
    }
    expect(text).toContain(`Sitemap: ${await siteOrigin()}/sitemap.xml`);
  });
});

describe('icons, manifest and social card', () => {
  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/og-image.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ])('serves %s as %s', async (path, type) => {
    const response = await fetch(local(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type.replace(/[+]/g, '\\+')}`));
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('serves a manifest whose icons are all reachable at their declared sizes', async () => {
    const manifest = (await (await fetch(local('/site.webmanifest'))).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest.name).toBe(agency.name);
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await fetch(local(icon.src));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const data = Buffer.from(await response.arrayBuffer());
        const size = `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
        expect(size, icon.src).toBe(icon.sizes);
      }
    }
  });

  it('links the icons and manifest from every page', async () => {
    const html = await htmlOf('/about');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
  });
});

describe('every public page’s head', () => {
  it.each(Object.keys(publicPages) as PublicPath[])('%s has its title, description, canonical URL and social tags', async (path) => {
    const page = publicPages[path];
    const html = await htmlOf(path);
    const origin = await siteOrigin();
    const url = new URL(path, origin).href;
    const title = titleOf(html);
    expect(title).toContain(page.title);
    expect(meta(html, 'description')).toBe(page.description);
    expect(canonicalOf(html)).toBe(url);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(page.description);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${origin}/og-image.png`);
    expect(meta(html, 'og:image:alt')).toMatch(/\S{10,}/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${origin}/og-image.png`);
    expect(meta(html, 'robots')).toBe(noIndexPaths.includes(path) ? 'noindex' : undefined);
    // one of each: the router dedupes the root's tags against the page's
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it.each(Object.keys(guardedPages))('guarded %s is noindex', async (path) => {
    const html = await htmlOf(path);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(jsonLdOf(html)).toEqual([]);
  });
});

describe('JSON-LD', () => {
  it.each(['/', '/contact'])('%s describes the agency as a professional service in Texas', async (path) => {
    const documents = jsonLdOf(await htmlOf(path));
    expect(documents).toHaveLength(1);
    const [agencyData] = documents;
    expect(agencyData!['@context']).toBe('https://schema.org');
    expect(agencyData!['@type']).toBe('ProfessionalService');
    expect(agencyData!.name).toBe(agency.name);
    expect(agencyData!.telephone).toBe(agency.phone);
    expect(agencyData!.email).toBe(agency.email);
    expect(agencyData!.address.addressRegion).toBe('TX');
    expect(agencyData!.address.addressLocality).toBe(agency.city);
    expect(agencyData!.areaServed.name).toBe('Texas');
    expect(agencyData!.url).toBe(`${await siteOrigin()}/`);
    expect(agencyData!.openingHoursSpecification[0].dayOfWeek).toContain('Monday');
    expect((await fetch(local(new URL(agencyData!.logo).pathname))).status).toBe(200);
  });

  const planPages: Array<[PublicPath, Array<[string, number]>]> = [
    ['/ab-testing', abTestingPlans.map((p) => [`A/B Testing ${p.name}`, p.monthlyPrice])],
    ['/heat-map', heatMapPlans.map((p) => [`Heat Maps ${p.name}`, p.monthlyPrice])],
    ['/customer-workflows', customerWorkflowPlans.map((p) => [`Customer Workflows ${p.name}`, p.monthlyPrice])],
    ['/hosting', hostingPlans.map((p) => [p.name, p.price])],
  ];

  it.each(planPages)('%s offers each plan at the domain price', async (path, expected) => {
    const [product, ...rest] = jsonLdOf(await htmlOf(path));
    expect(rest).toEqual([]);
    expect(product!['@type']).toBe('Product');
    const offers = product!.offers.offers as Array<Record<string, any>>;
    expect(offers.map((o) => [o.name, o.price])).toEqual(expected);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.url).toBe(new URL(path, await siteOrigin()).href);
    }
  });

  it('/pricing offers every plan family at the domain prices', async () => {
    const [document] = jsonLdOf(await htmlOf('/pricing'));
    const prices = (document!['@graph'] as Array<Record<string, any>>).flatMap((product) =>
      (product.offers.offers as Array<{ price: number }>).map((o) => o.price),
    );
    expect(prices).toEqual(planPages.flatMap(([, expected]) => expected.map(([, price]) => price)));
  });

  it('is not in the page’s script hashes: data, not script', async () => {
    const response = await fetch(local('/'));
    const policy = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(policy).toMatch(/'sha256-/);
    const body = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(await response.text())?.[1] ?? '';
    expect(body).not.toBe('');
    expect(policy).not.toContain(createHash('sha256').update(body).digest('base64'));
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('JSON-LD in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // From an application page (/contact): the router navigates to /pricing, another
  // application; /about is a document, reached by a page load (domain/page-kinds.ts).
  it('stays once in the head after hydration and follows client-side navigation', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(local('/contact'));
    await waitForPageReady(page);
    const types = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => {
          const data = JSON.parse(s.textContent ?? '{}') as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
          return data['@type'] ?? data['@graph']?.map((g) => g['@type']).join();
        }),
      );
    expect(await types()).toEqual(['ProfessionalService']);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);

    await page.locator('header').getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL(/\/pricing$/);
    await expect.poll(types).toEqual(['Product,Product,Product,Product']);
    await expect.poll(() => page.title()).toContain(publicPages['/pricing'].title);
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(new URL('/pricing', await siteOrigin()).href);

    await page.locator('header').getByRole('link', { name: 'About' }).first().click();
    await page.waitForURL(/\/about$/);
    await expect.poll(types).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
