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
              <BreadcrumbItem className={last ? 'min-w-0' : 'hidden sm:inline-flex'}>
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
                    <Link to={crumb.path}>{crumb.label}</Link>
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
