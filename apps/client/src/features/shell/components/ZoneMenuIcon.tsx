import { Boxes, LayoutDashboard, LayoutGrid } from 'lucide-react';
import type { ModuleType } from '@atrium/schema';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { DASHBOARD_ICON, MODULE_ICON, ZONE_OVERVIEW_ICON } from '../hooks/useZoneMenu';
import type { MenuNode } from '../utils/menu-tree';

/** Icons of the zone's entries: each hub its own, each module its type's, dashboards theirs. */
export function ZoneMenuIcon({ node }: { node: MenuNode }) {
  const className = 'size-4 shrink-0';
  if (node.icon === ZONE_OVERVIEW_ICON) return <LayoutGrid className={className} aria-hidden="true" />;
  if (node.icon === MODULE_ICON) return <Boxes className={className} aria-hidden="true" />;
  // A module shows its type's icon (page, table, form, link), as in its hub's list and tabs.
  if (node.icon?.startsWith(`${MODULE_ICON}:`))
    return (
      <ModuleTypeIcon type={node.icon.slice(MODULE_ICON.length + 1) as ModuleType} className={className} />
    );
  if (node.icon === DASHBOARD_ICON) return <LayoutDashboard className={className} aria-hidden="true" />;
  return <ZoneIcon name={node.icon?.startsWith('hub:') ? node.icon.slice(4) : null} className={className} />;
}
