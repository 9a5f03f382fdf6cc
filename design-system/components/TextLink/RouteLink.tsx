import type { ComponentProps } from 'react';
import { Link, type AnyRouter } from '@tanstack/react-router';

export type RouteLinkProps = Omit<ComponentProps<typeof Link<AnyRouter>>, 'to'> & {
  readonly to: string;
  /**
   * Mark a link to `/` active only on the home page itself; with the router's default every page,
   * being below `/`, would mark it. Default true; the footer passes false and keeps the default.
   */
  readonly exactHome?: boolean;
};

/**
 * A router link to a path given as a plain string. The paths come from domain/navigation.ts,
 * which cannot import the route tree; the app checks each of them against it in a test.
 */
export function RouteLink({ to, exactHome = true, ...props }: RouteLinkProps) {
  return <Link<AnyRouter> {...props} to={to} {...(exactHome ? { activeOptions: { exact: to === '/' } } : {})} />;
}
