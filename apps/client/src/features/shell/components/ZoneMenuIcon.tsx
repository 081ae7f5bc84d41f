import { Boxes, LayoutDashboard, LayoutGrid } from 'lucide-react';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { DASHBOARD_ICON, MODULE_ICON, ZONE_OVERVIEW_ICON } from '../hooks/useZoneMenu';
import type { MenuNode } from '../utils/menu-tree';

/** Icons of the zone's entries: each hub its own, modules and dashboards theirs. */
export function ZoneMenuIcon({ node }: { node: MenuNode }) {
  const className = 'size-4 shrink-0';
  if (node.icon === ZONE_OVERVIEW_ICON) return <LayoutGrid className={className} aria-hidden="true" />;
  if (node.icon === MODULE_ICON) return <Boxes className={className} aria-hidden="true" />;
  if (node.icon === DASHBOARD_ICON) return <LayoutDashboard className={className} aria-hidden="true" />;
  return <ZoneIcon name={node.icon?.startsWith('hub:') ? node.icon.slice(4) : null} className={className} />;
}
