/**
 * Every page's head, as pageHead builds it: its own title, description and canonical URL, the
 * social card, noindex where the domain says so, and JSON-LD only where it belongs.
 */
import { describe, expect, it } from 'vitest';
import { guardedPages, noIndexPaths, publicPages, type PublicPath } from '../domain/pages';
import { jsonForScript, pageHead, siteOrigin } from './seo';
import { ogImage } from './site-assets';

type Head = ReturnType<typeof pageHead>;

function metaContent(head: Head, key: string): string | undefined {
  for (const tag of head.meta) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}

const jsonLdOf = (head: Head) => head.scripts.map((s) => JSON.parse(s.children) as Record<string, unknown>);

describe('pageHead', () => {
  it.each(Object.entries(publicPages))('%s has its title, description, canonical URL and social tags', (path, page) => {
    const head = pageHead(path, page);
    const url = new URL(path, siteOrigin).href;
    const title = head.meta.find((tag) => 'title' in tag)?.title;
    expect(title).toContain(page.title);
    expect(title).toContain('Lone Star Web Studio');
    expect(metaContent(head, 'description')).toBe(page.description);
    expect(head.links).toContainEqual({ rel: 'canonical', href: url });
    expect(metaContent(head, 'og:title')).toBe(title);
    expect(metaContent(head, 'og:description')).toBe(page.description);
    expect(metaContent(head, 'og:url')).toBe(url);
    expect(metaContent(head, 'og:image')).toBe(new URL(ogImage.path, siteOrigin).href);
    expect(metaContent(head, 'og:image:alt')).toBe(ogImage.alt);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(metaContent(head, 'og:image'));
  });

  it('makes every URL absolute on the site origin', () => {
    const head = pageHead('/services/local-seo', publicPages['/services/local-seo']);
    expect(metaContent(head, 'og:url')).toMatch(/^https?:\/\/[^/]+\/services\/local-seo$/);
    expect(metaContent(head, 'og:url')?.startsWith(siteOrigin)).toBe(true);
  });

  it('keeps noindex pages out of search engines and gives them no structured data', () => {
    for (const path of noIndexPaths) {
      const head = pageHead(path, publicPages[path]);
      expect(metaContent(head, 'robots'), path).toBe('noindex');
      expect(head.scripts, path).toEqual([]);
    }
    for (const [path, page] of Object.entries(guardedPages)) {
      const head = pageHead(path, page, { noIndex: true });
      expect(metaContent(head, 'robots'), path).toBe('noindex');
    }
  });

  it('lets indexable pages be indexed', () => {
    expect(metaContent(pageHead('/about', publicPages['/about']), 'robots')).toBeUndefined();
  });

  it('adds the agency on home and contact, offers on plan pages, nothing elsewhere', () => {
    const types = (path: PublicPath) =>
      jsonLdOf(pageHead(path, publicPages[path])).map((d) => d['@type'] ?? (d['@graph'] as Array<{ '@type': string }>).map((g) => g['@type']).join());
    expect(types('/')).toEqual(['ProfessionalService']);
    expect(types('/contact')).toEqual(['ProfessionalService']);
    expect(types('/ab-testing')).toEqual(['Product']);
    expect(types('/heat-map')).toEqual(['Product']);
    expect(types('/customer-workflows')).toEqual(['Product']);
    expect(types('/hosting')).toEqual(['Product']);
    expect(types('/pricing')).toEqual(['Product,Product,Product,Product']);
    expect(types('/about')).toEqual([]);
    expect(types('/services/ecommerce')).toEqual([]);
  });

  it('takes a page’s own image and structured data when given', () => {
    const image = { path: '/portfolio/card.png', width: 800, height: 418, type: 'image/png', alt: 'A bakery website' };
    const document = { '@context': 'https://schema.org', '@type': 'FAQPage' };
    const head = pageHead('/about', publicPages['/about'], { image, structuredData: [document] });
    expect(metaContent(head, 'og:image')).toBe(new URL('/portfolio/card.png', siteOrigin).href);
    expect(metaContent(head, 'og:image:alt')).toBe('A bakery website');
    expect(jsonLdOf(head)).toEqual([document]);
    expect(pageHead('/', publicPages['/'], { structuredData: [] }).scripts).toEqual([]);
  });

  it('renders JSON-LD as a data block the browser will not run', () => {
    for (const script of pageHead('/', publicPages['/']).scripts) expect(script.type).toBe('application/ld+json');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
