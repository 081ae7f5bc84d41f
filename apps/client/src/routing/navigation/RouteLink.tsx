import type { RouteParams } from '@atrium/schema';
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { logger } from '@/lib/app-logger';
import { useRouteSet } from '../useRouteSet';
import { namedPath } from './route-paths';

export interface RouteLinkProps extends Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'children'> {
  /** The route's name in the routes table. */
  name: string;
  params?: RouteParams;
  children?: ReactNode;
  /** A plain link used when the route does not exist (a full page load), e.g. "/" for home. */
  fallbackHref?: string;
}

/**
 * A link to a route by name: the path comes from the routes table (or the default path for
 * login, dashboard, forgot_password, signup and zones). When the route does not exist the
 * children render as plain text (or a plain link to `fallbackHref`) and the problem is logged.
 */
export function RouteLink({ name, params, children, fallbackHref, className, ...props }: RouteLinkProps) {
  const { routes } = useRouteSet();
  const path = namedPath(routes, name, params);
  useEffect(() => {
    if (path === null) logger.warn(`Route "${name}" not found`, { link: true });
  }, [name, path]);
  if (path === null) {
    if (fallbackHref) {
      return (
        <a href={fallbackHref} className={className}>
          {children}
        </a>
      );
    }
    return <span className={className}>{children}</span>;
  }
  // Active (aria-current="page") only on its own page: TanStack's default also marks a link to any
  // ancestor of the current path, so "All collections" said it was the page on a collection's page.
  return (
    <Link to={path} className={className} activeOptions={{ exact: true }} {...props}>
      {children}
    </Link>
  );
}

/** The path of a named route (or its default), or null — for building nav lists. */
export function useNamedPath(name: string, params?: RouteParams): string | null {
  const { routes } = useRouteSet();
  return namedPath(routes, name, params);
}
