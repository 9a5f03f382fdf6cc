import { agency } from '../domain/navigation';
import { defaultSiteOrigin, noIndexPaths, type PageMeta, type PublicPath } from '../domain/pages';

/** The public origin used in canonical and social URLs; set VITE_SITE_ORIGIN at build time. */
export const siteOrigin: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? defaultSiteOrigin;

/**
 * The head of one page: title, description, canonical URL, Open Graph and Twitter tags.
 * Routes call it from `head`, so it is rendered into the HTML on the server.
 */
export function pageHead(path: string, page: PageMeta, options: { noIndex?: boolean } = {}) {
  const title = path === '/' ? `${agency.name} | ${page.title}` : `${page.title} | ${agency.name}`;
  const url = new URL(path, siteOrigin).href;
  const noIndex = options.noIndex ?? noIndexPaths.includes(path as PublicPath);
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
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: page.description },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
