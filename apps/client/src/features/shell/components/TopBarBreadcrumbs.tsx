import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Skeleton,
} from '@atrium/ui';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useBreadcrumbs } from '../hooks/useBreadcrumbs';

/** Where the user is, as links up the path (only the current page on phones). */
export function TopBarBreadcrumbs() {
  const crumbs = useBreadcrumbs();
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb className="min-w-0">
      <BreadcrumbList>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 ? <BreadcrumbSeparator className="hidden sm:inline-flex" /> : null}
              {/* The current page takes the room the way back leaves (flex-1 from a zero
                  basis, at least 6rem) and cuts its own name, so a short way back ('Zones', a
                  hub) is never cut to 'Zon…' beside a long page name; a long one stops at 12rem.
                  Shrinking all of them together took a sliver off each, enough for an ellipsis. */}
              <BreadcrumbItem className={last ? 'min-w-24 flex-1' : 'hidden max-w-48 sm:inline-flex'}>
                {crumb.pending ? (
                  // The name is on its way: a placeholder, not the id (read as the id meanwhile).
                  <span className="inline-flex items-center">
                    <span className="sr-only">{crumb.label}</span>
                    <Skeleton className="h-4 w-20" />
                  </span>
                ) : last ? (
                  <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
                ) : (
                  <BreadcrumbLink asChild>
                    {/* Exact: the router marks a link to any part of the current path active
                        (aria-current="page"), so every crumb was read out as the current page. */}
                    <Link to={crumb.path} activeOptions={{ exact: true }}>
                      {crumb.label}
                    </Link>
                  </BreadcrumbLink>
                )}
              </BreadcrumbItem>
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
