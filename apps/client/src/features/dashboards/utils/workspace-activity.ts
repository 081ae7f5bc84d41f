import type { Zone } from '@atrium/schema';
import type { ServerActivityItem, WorkspaceActivityAnswer } from '../api/activity-api';

/** A module or dashboard that changed, with where it lives. */
export interface ActivityItem {
  kind: 'module' | 'dashboard';
  id: string;
  name: string;
  zoneId: string;
  zoneName: string;
  hubId: string;
  hubName: string;
  updatedAt: string;
  /** The module's type (page, database…); undefined for a dashboard. */
  moduleType?: string;
}

/** A zone with its latest change (the zone, a hub, a module or a dashboard). */
export interface ZoneActivity {
  zone: Pick<Zone, 'id' | 'name'>;
  hubs: number;
  lastActivity: string;
  /** What changed last: its name, or null when only the zone itself changed. */
  latest: ActivityItem | null;
}

/** The home page's lists from the server's answer (`POST /rpc/workspace_activity`). */
export function fromWorkspaceActivity(answer: WorkspaceActivityAnswer): {
  recent: ActivityItem[];
  zones: ZoneActivity[];
} {
  return {
    recent: answer.recent.map(toItem),
    zones: answer.zones.map((zone) => ({
      zone: { id: zone.zone_id, name: zone.zone_name },
      hubs: zone.hubs,
      lastActivity: zone.last_activity,
      // Named only when it is the zone's last activity (else the zone or a hub changed since).
      latest: zone.latest && zone.latest.updated_at === zone.last_activity ? toItem(zone.latest) : null,
    })),
  };
}

function toItem(item: ServerActivityItem): ActivityItem {
  return {
    kind: item.kind,
    id: item.id,
    name: item.name,
    zoneId: item.zone_id,
    zoneName: item.zone_name,
    hubId: item.hub_id,
    hubName: item.hub_name,
    updatedAt: item.updated_at,
    moduleType: item.module_type ?? undefined,
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * "Welcome" for a brand-new account (created within a day, one session so far, nothing opened
 * yet), "Welcome back" otherwise. `sessions` is undefined while unknown: then the account's age
 * and visits decide alone.
 */
export function isFirstVisit(
  createdAt: string | undefined,
  visits: number,
  sessions: number | undefined,
  now: number,
): boolean {
  if (!createdAt || visits > 0) return false;
  const age = now - Date.parse(createdAt);
  if (!(age >= 0 && age < DAY)) return false;
  return sessions === undefined || sessions <= 1;
}
