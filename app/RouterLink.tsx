import { Link, type AnyRouter } from '@tanstack/react-router';
import type { LinkComponentProps } from '../design-system';
import { pageKindOf } from '../domain/page-kinds';

/**
 * The design system's link component in the app (passed at the root, app/routes/__root.tsx): a
 * page of the site is the router's `Link`, so it navigates in the browser, preloads on intent
 * (the router's default) and marks itself current; another site is a plain anchor. The design
 * system's paths are strings from domain/navigation.ts, which cannot import the route tree (the
 * app checks each against it in a test); the app's own links use the router's typed `Link`.
 * A link to a document page (domain/page-kinds.ts) is a page load (`reloadDocument`): that page
 * ships no router, and the browser's speculation rules have it ready.
 */
export function RouterLink({ href, activeMatch = 'prefix', ...props }: LinkComponentProps) {
  if (!href.startsWith('/') || href.startsWith('//')) return <a href={href} {...props} />;
  const url = new URL(href, 'http://localhost');
  return (
    <Link<AnyRouter>
      {...props}
      to={url.pathname}
      // A path given as a string has no typed search; each route validates its own.
      search={Object.fromEntries(url.searchParams) as never}
      hash={url.hash.slice(1) || undefined}
      activeOptions={{ exact: activeMatch === 'exact' }}
      reloadDocument={pageKindOf(url.pathname) === 'document'}
    />
  );
}
