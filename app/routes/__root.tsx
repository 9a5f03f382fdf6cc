import { useEffect } from 'react';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { Footer, Header, LinkComponentProvider, SkipLink } from '../../design-system';
import { agency, footerContent, headerContent } from '../../domain/navigation';
import { NotFoundPage } from './-components/site/NotFoundPage';
import { RouterLink } from '../RouterLink';
import { Assistant } from '../assistant/Assistant';
import { brandColours, icons, manifestPath } from '../site-assets';
import type { RouterContext } from '../router';

/**
 * The document every page shares. The security meta tags of spec section 2 are here; the real
 * protection is the server's response headers (functions/app.ts), since browsers ignore
 * frame-ancestors and X-Frame-Options in a meta tag. The Content-Security-Policy meta is added
 * by the prerender step, which knows each page's inline-script hashes.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: brandColours.brand },
      { httpEquiv: 'X-Content-Type-Options', content: 'nosniff' },
      { httpEquiv: 'X-XSS-Protection', content: '1; mode=block' },
      { name: 'referrer', content: 'strict-origin-when-cross-origin' },
      { httpEquiv: 'Permissions-Policy', content: 'camera=(), microphone=(), geolocation=(), payment=()' },
      // Guarded pages render in the browser only, so their own head never reaches the server's
      // HTML: the shell says what it is and keeps out of search engines here.
      ...(matches.some((match) => (match.routeId as string) === '/_admin')
        ? [{ title: `Admin | ${agency.name}` }, { name: 'robots', content: 'noindex' }]
        : []),
    ],
    links: [
      // The ICO for browsers without SVG icons; `sizes` keeps Chromium from preferring it.
      { rel: 'icon', href: icons.ico.path, sizes: '32x32' },
      { rel: 'icon', href: icons.svg.path, type: icons.svg.type },
      { rel: 'apple-touch-icon', href: icons.appleTouch.path },
      { rel: 'manifest', href: manifestPath },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  useEffect(() => {
    // A marker for tests and tooling: the server-rendered page is now interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {/* The design system's links navigate with the router (RouterLink.tsx). */}
        <LinkComponentProvider linkComponent={RouterLink}>
          <SkipLink href="#main">Skip to main content</SkipLink>
          <Header {...headerContent} />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer year={__BUILD_YEAR__} {...footerContent} />
          <Assistant />
        </LinkComponentProvider>
        <Scripts />
      </body>
    </html>
  );
}
