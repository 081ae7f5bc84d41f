/**
 * The dashboards and modules a member opened last, newest first, kept in this browser per account
 * (localStorage): the dashboard home's "Recently visited". Pure functions over the stored list.
 */
export interface RecentVisit {
  kind: 'dashboard' | 'module';
  id: string;
  zoneId: string;
  hubId: string;
  name: string;
  /** Where it lives, shown under its name: "Zone · Hub". */
  zoneName: string;
  hubName: string;
  /** ISO time of the visit. */
  visitedAt: string;
}

export const RECENT_VISITS_LIMIT = 8;

export const recentVisitsKey = (userId: string) => `atrium:recent-visits:${userId}`;

/** The list with `visit` first: an earlier visit of the same item is dropped, the oldest beyond the limit too. */
export function addVisit(list: readonly RecentVisit[], visit: RecentVisit): RecentVisit[] {
  const others = list.filter((v) => !(v.kind === visit.kind && v.id === visit.id));
  return [visit, ...others].slice(0, RECENT_VISITS_LIMIT);
}

function isVisit(value: unknown): value is RecentVisit {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'dashboard' || v.kind === 'module') &&
    ['id', 'zoneId', 'hubId', 'name', 'zoneName', 'hubName', 'visitedAt'].every(
      (k) => typeof v[k] === 'string',
    )
  );
}

/** The stored list, or [] when it is missing or not what this code wrote. */
export function parseVisits(raw: string | null): RecentVisit[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isVisit).slice(0, RECENT_VISITS_LIMIT) : [];
  } catch {
    return [];
  }
}
