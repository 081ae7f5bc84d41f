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
  /** A module's type, for its icon (absent for dashboards). */
  moduleType?: string;
}

export const RECENT_VISITS_LIMIT = 8;

export const recentVisitsKey = (userId: string) => `atrium:recent-visits:${userId}`;

/** The list with `visit` first: an earlier visit of the same item is dropped, the oldest beyond the limit too. */
export function addVisit(list: readonly RecentVisit[], visit: RecentVisit): RecentVisit[] {
  const others = list.filter((v) => !(v.kind === visit.kind && v.id === visit.id));
  return [visit, ...others].slice(0, RECENT_VISITS_LIMIT);
}

/**
 * A stored entry as a visit, or null when it is not one. Entries written before modules were
 * recorded have no `kind`: they were all dashboards.
 */
function toVisit(value: unknown): RecentVisit | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const kind = v.kind === undefined ? 'dashboard' : v.kind;
  if (kind !== 'dashboard' && kind !== 'module') return null;
  const fields = ['id', 'zoneId', 'hubId', 'name', 'zoneName', 'hubName', 'visitedAt'] as const;
  if (!fields.every((k) => typeof v[k] === 'string')) return null;
  const visit: RecentVisit = {
    kind,
    id: v.id as string,
    zoneId: v.zoneId as string,
    hubId: v.hubId as string,
    name: v.name as string,
    zoneName: v.zoneName as string,
    hubName: v.hubName as string,
    visitedAt: v.visitedAt as string,
  };
  if (kind === 'module' && typeof v.moduleType === 'string') visit.moduleType = v.moduleType;
  return visit;
}

/** The stored list, or [] when it is missing or not what this code wrote. */
export function parseVisits(raw: string | null): RecentVisit[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(toVisit)
      .filter((v): v is RecentVisit => v !== null)
      .slice(0, RECENT_VISITS_LIMIT);
  } catch {
    return [];
  }
}
