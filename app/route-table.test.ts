/**
 * The route table of spec section 2 is what the router registers: every page the domain lists
 * has a route, every route has a page entry, and every navigation link points at a route.
 */
import { describe, expect, it } from 'vitest';
import { adminLoginLink, adminNav, footerNav, getStartedLink, guardedPages, primaryNav, publicPages, solutionsNav } from '../domain';
import { createRouter } from './router';

const router = createRouter();
const registered = new Set(
  Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
);

describe('route table', () => {
  it('registers every public and guarded page of the domain', () => {
    for (const path of [...Object.keys(publicPages), ...Object.keys(guardedPages)]) {
      expect(registered, path).toContain(path);
    }
  });

  it('registers nothing the domain does not describe', () => {
    const described = new Set([...Object.keys(publicPages), ...Object.keys(guardedPages)]);
    for (const path of registered) expect(described, path).toContain(path);
  });

  it('has the 30 public and 5 guarded routes of the spec, plus the legal pages', () => {
    expect(Object.keys(publicPages)).toHaveLength(34); // 30 spec routes + /privacy + /terms + /admin/invite + /manage-subscription
    expect(Object.keys(guardedPages)).toEqual(['/admin', '/admin/tools', '/admin/integrations', '/admin/stability', '/admin/bookings', '/admin/subscriptions', '/admin/email', '/admin/security', '/admin/account', '/admin/two-factor', '/hosting-management']);
  });

  it('points every header, Solutions and footer link at a registered route', () => {
    const links = [
      ...primaryNav.before,
      ...primaryNav.after,
      ...solutionsNav,
      ...footerNav.quickLinks,
      ...footerNav.services,
      ...footerNav.legal,
      adminLoginLink,
      getStartedLink,
    ];
    for (const link of links) expect(registered, link.to).toContain(link.to);
    expect(solutionsNav).toHaveLength(8);
  });

  it('the admin bar links to every guarded page, and only to guarded pages', () => {
    expect(adminNav.map((link) => link.to).sort()).toEqual(Object.keys(guardedPages).sort());
    for (const link of adminNav) expect(registered, link.to).toContain(link.to);
  });

  it('renders guarded routes in the browser only', () => {
    const adminLayout = router.routesById['/_admin'];
    expect(adminLayout.options.ssr).toBe(false);
  });
});
