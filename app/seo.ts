import { agency } from '../domain/navigation';
import { defaultSiteOrigin, noIndexPaths, type PageMeta, type PublicPath } from '../domain/pages';
import { ogImage, type SocialImage } from './site-assets';
import { structuredDataFor, type JsonLd } from './structured-data';

/** The public origin used in canonical and social URLs; set VITE_SITE_ORIGIN at build time. */
export const siteOrigin: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || defaultSiteOrigin;

export interface PageHeadOptions {
  /** keep the page out of search engines (default: listed in domain noIndexPaths) */
  noIndex?: boolean;
  /** the social card; default the site's og-image.png. `path` is a file in app/public. */
  image?: SocialImage;
  /**
   * JSON-LD documents of this page, replacing the ones app/structured-data.ts has for the path
   * (pass [] for none). Most pages need nothing here.
   */
  structuredData?: readonly JsonLd[];
}

/**
 * The head of one page: title, description, canonical URL, Open Graph and Twitter tags, and the
 * page's structured data (JSON-LD, looked up by path). Routes call it from `head`, so it is
 * rendered into the HTML on the server; see docs/seo.md.
 */
export function pageHead(path: string, page: PageMeta, options: PageHeadOptions = {}) {
  const title = path === '/' ? `${agency.name} | ${page.title}` : `${page.title} | ${agency.name}`;
  const url = new URL(path, siteOrigin).href;
  const noIndex = options.noIndex ?? noIndexPaths.includes(path as PublicPath);
  const image = options.image ?? ogImage;
  const imageUrl = new URL(image.path, siteOrigin).href;
  const structuredData = options.structuredData ?? (noIndex ? [] : structuredDataFor(path, siteOrigin));
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: agency.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:type', content: image.type },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: imageUrl },
      { name: 'twitter:image:alt', content: image.alt },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: structuredData.map((document) => ({ type: 'application/ld+json', children: jsonForScript(document) })),
  };
}

/**
 * JSON that cannot end its <script> element early or be read as HTML: `<`, `>` and `&` become
 * JSON escapes, as do the two line separators JavaScript once rejected in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
