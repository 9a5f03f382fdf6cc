import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './routes/-components/NotFoundPage';

/**
 * A new router per request on the server and once in the browser. Server data (admin only)
 * goes through TanStack Query, set up inside the admin layout so public pages do not load it.
 */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    defaultStructuralSharing: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
