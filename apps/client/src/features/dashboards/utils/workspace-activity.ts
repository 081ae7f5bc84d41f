import type { Dashboard, Hub, HubModule, Zone } from '@atrium/schema';

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
  zone: Zone;
  hubs: number;
  lastActivity: string;
  /** What changed last: its name, or null when only the zone itself changed. */
  latest: ActivityItem | null;
}

export interface ZoneContent {
  zone: Zone;
  hubs: Hub[];
  modulesByHub: Record<string, HubModule[]>;
  dashboardsByHub: Record<string, Dashboard[]>;
}

const newestFirst = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  b.updatedAt.localeCompare(a.updatedAt);

function items({ zone, hubs, modulesByHub, dashboardsByHub }: ZoneContent): ActivityItem[] {
  return hubs.flatMap((hub) => {
    const where = { zoneId: zone.id, zoneName: zone.name, hubId: hub.id, hubName: hub.name };
    return [
      ...(modulesByHub[hub.id] ?? []).map((m): ActivityItem => ({
        kind: 'module',
        id: m.id,
        name: m.name,
        updatedAt: m.updated_at,
        moduleType: m.type,
        ...where,
      })),
      ...(dashboardsByHub[hub.id] ?? []).map((d): ActivityItem => ({
        kind: 'dashboard',
        id: d.id,
        name: d.name,
        updatedAt: d.updated_at,
        ...where,
      })),
    ];
  });
}

/** The latest changed modules and dashboards across the zones, newest first. */
export function recentlyUpdated(zones: readonly ZoneContent[], limit = 6): ActivityItem[] {
  return zones.flatMap(items).sort(newestFirst).slice(0, limit);
}

/** The zones by their latest change, newest first: the zone, its hubs, modules and dashboards. */
export function zonesByActivity(zones: readonly ZoneContent[]): ZoneActivity[] {
  return zones
    .map((content) => {
      const latest = items(content).sort(newestFirst)[0] ?? null;
      const times = [
        content.zone.updated_at,
        ...content.hubs.map((h) => h.updated_at),
        latest?.updatedAt ?? '',
      ];
      const lastActivity = times.reduce((max, t) => (t > max ? t : max), '');
      return {
        zone: content.zone,
        hubs: content.hubs.length,
        lastActivity,
        latest: latest && latest.updatedAt === lastActivity ? latest : null,
      };
    })
    .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
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
