import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Skeleton,
} from '@atrium/ui';
import type { ReactNode } from 'react';
import { RouteLink } from '../../../routing/navigation/RouteLink';
import { ZoneIcon } from '../../zones/components/ZoneIcon';
import { useZone } from '../../zones/hooks/useZone';
import { useHub } from '../hooks/useHub';

export interface HubBreadcrumbProps {
  zoneId: string;
  hubId: string;
  /**
   * The page below the hub (a module's or dashboard's name). Without it the hub itself is the
   * current page and is not linked.
   */
  current?: string;
  /** Badges shown after the trail (e.g. "Read-only", the module type, "Designing"). */
  children?: ReactNode;
}

/**
 * The zone → hub (→ current page) trail shown above hub, module and dashboard titles. Names come
 * from the zone and hub queries (already cached by HubLoader, so no extra request).
 */
export function HubBreadcrumb({ zoneId, hubId, current, children }: HubBreadcrumbProps) {
  const zone = useZone(zoneId);
  const hub = useHub(zoneId, hubId);
  const zoneName = zone.data?.name;
  const hubName = hub.data?.name;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" data-testid="hub-breadcrumb">
      <Breadcrumb aria-label="Zone and hub">
        <BreadcrumbList className="flex-wrap">
          <BreadcrumbItem>
            <span className="grid size-7 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
              <ZoneIcon name={hub.data?.icon ?? zone.data?.icon ?? ''} className="size-4" />
            </span>
            {zoneName === undefined ? (
              <Skeleton className="h-4 w-20" aria-label="Loading zone" />
            ) : (
              <BreadcrumbLink asChild>
                <RouteLink name="zone_dashboard" params={{ zoneId }}>
                  {zoneName}
                </RouteLink>
              </BreadcrumbLink>
            )}
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            {hubName === undefined ? (
              <Skeleton className="h-4 w-20" aria-label="Loading hub" />
            ) : current === undefined ? (
              <BreadcrumbPage>{hubName}</BreadcrumbPage>
            ) : (
              <BreadcrumbLink asChild>
                <RouteLink name="hub_view" params={{ zoneId, hubId }}>
                  {hubName}
                </RouteLink>
              </BreadcrumbLink>
            )}
          </BreadcrumbItem>
          {current !== undefined ? (
            <>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>{current}</BreadcrumbPage>
              </BreadcrumbItem>
            </>
          ) : null}
        </BreadcrumbList>
      </Breadcrumb>
      {children}
    </div>
  );
}
