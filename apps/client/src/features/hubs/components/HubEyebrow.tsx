import type { ReactNode } from 'react';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { useHub } from '../hooks/useHub';

export interface HubEyebrowProps {
  zoneId: string;
  hubId: string;
  /** Badges shown after the icon (e.g. "Read-only", the module type, "Designing"). */
  children?: ReactNode;
  /** The page's own icon, as the sidebar draws it (a module's type, a dashboard's); the hub's by default. */
  icon?: ReactNode;
}

/**
 * The line above hub, module and dashboard titles: the page's icon (the one the sidebar gives it)
 * and its badges. Where the page is (zone → hub → page) is said once, by the breadcrumbs in the top
 * bar.
 */
export function HubEyebrow({ zoneId, hubId, children, icon }: HubEyebrowProps) {
  const hub = useHub(zoneId, hubId);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" data-testid="hub-eyebrow">
      <span className="grid size-7 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
        {icon ?? <ZoneIcon name={hub.data?.icon ?? ''} className="size-4" />}
      </span>
      {children}
    </div>
  );
}
