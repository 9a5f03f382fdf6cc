import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import type { PageAnswer } from '../domain/form-requests';
import { pageKindOf } from '../domain/page-kinds';
import { routeTree } from './route-tree.gen';
import { NotFoundPage } from './routes/-components/site/NotFoundPage';

/**
 * What the server knew when it rendered the page, beyond the address: the answer to a form
 * posted before the page's scripts arrived (functions/form-posts.ts). It travels to the browser
 * with the router's dehydrated state, so the hydrated form starts where the server's HTML is.
 */
export interface RouterContext {
  formAnswer: PageAnswer | null;
}

/**
 * A new router per request on the server and once in the browser. Server data (admin only)
 * goes through TanStack Query, set up inside the admin layout so public pages do not load it.
 */
export function createRouter(formAnswer: PageAnswer | null = null) {
  const context: RouterContext = { formAnswer };
  const router = createTanStackRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    defaultStructuralSharing: true,
    ...(formAnswer ? { dehydrate: () => ({ formAnswer }) } : {}),
    hydrate: (dehydrated: { formAnswer?: PageAnswer | null } | undefined) => {
      context.formAnswer = dehydrated?.formAnswer ?? null;
    },
  });
  if (typeof window !== 'undefined') {
    // A document page (domain/page-kinds.ts) is never drawn by the router in the browser: a
    // navigation to one (a typed <Link>, back or forward) becomes a page load of its HTML. The
    // design system's links to those pages are page loads already (RouterLink.tsx).
    router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged || pageKindOf(toLocation.pathname) !== 'document') return;
      if (window.location.pathname === toLocation.pathname) window.location.reload();
      else window.location.assign(toLocation.href);
    });
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
