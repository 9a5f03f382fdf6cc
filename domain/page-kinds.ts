/**
 * The two kinds of page (issue 19): a `document` is text, pictures and links, prerendered by the
 * app at build time and sent without any framework script (its menus and FAQ are platform
 * markup, the assistant an island loaded on first use); an `application` loads React and the
 * router and hydrates. The build (scripts/build.ts), the app's links (app/RouterLink.tsx) and the
 * e2e tests (e2e/browser.ts) all decide from this one list; docs/performance.md has the rules.
 *
 * A page is a `document` only when every interactive part on it works without React.
 */
import type { PublicPath } from './pages';

export type PageKind = 'document' | 'application';

export const pageKinds = {
  '/': 'document',
  '/about': 'document',
  '/services': 'document',
  '/services/ecommerce': 'document',
  '/services/local-seo': 'document',
  '/services/social-media': 'document',
  // checkout buttons (Stripe) and the return notice
  '/pricing': 'application',
  '/portfolio': 'document',
  '/contact': 'application',
  '/hosting': 'application',
  '/hosting-automation': 'application',
  '/business-automation': 'document',
  '/ai-tools': 'document',
  '/booking': 'application',
  '/website-audit': 'application',
  '/audit-packages': 'document',
  '/marketing-automation': 'document',
  '/workflow-automation': 'application',
  '/customer-workflows': 'application',
  '/subscription-services': 'document',
  '/implementation-services': 'document',
  '/integrations': 'document',
  '/mcp-integration': 'document',
  '/live-chat': 'application',
  '/client-portal': 'document',
  '/lead-magnet': 'application',
  '/heat-map': 'application',
  '/ab-testing': 'application',
  '/payment-success': 'application',
  '/manage-subscription': 'application',
  '/privacy': 'document',
  '/terms': 'document',
  '/admin/login': 'application',
  '/admin/invite': 'application',
} as const satisfies Record<PublicPath, PageKind>;

/**
 * The kind of the page at a path (a trailing slash, a query or a hash do not matter). Anything
 * not in the list (admin pages, the not-found page) is an application.
 */
export function pageKindOf(path: string): PageKind {
  const pathname = path.replace(/[?#].*$/, '');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (pageKinds as Record<string, PageKind | undefined>)[trimmed] ?? 'application';
}

/** The paths of the document pages, in the list's order. */
export const documentPaths = Object.entries(pageKinds)
  .filter(([, kind]) => kind === 'document')
  .map(([path]) => path as PublicPath);
