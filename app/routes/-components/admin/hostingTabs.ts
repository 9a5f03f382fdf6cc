/**
 * The /hosting-management tabs, in their own tiny module: the route's `validateSearch` is part of
 * the route tree every page loads, so it must not import the dashboard (and with it the API
 * client, zod and TanStack Query) just to know the tab names.
 */
export const hostingTabs = ['overview', 'automation', 'customers', 'monitoring'] as const;
export type HostingTab = (typeof hostingTabs)[number];
