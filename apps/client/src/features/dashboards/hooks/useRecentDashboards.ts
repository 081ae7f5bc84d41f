import type { Dashboard, Hub, HubModule, Zone } from '@atrium/schema';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { addVisit, parseVisits, recentVisitsKey, type RecentVisit } from '../utils/recent-visits';

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: RecentVisit[] }>();

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string): RecentVisit[] {
  const raw = storedText(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.list;
  const list = parseVisits(raw);
  cache.set(key, { raw, list });
  return list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const EMPTY: RecentVisit[] = [];

/** The signed-in member's recently visited dashboards and modules in this browser, newest first. */
export function useRecentVisits(): RecentVisit[] {
  const { user } = useAuthSource();
  const key = user ? recentVisitsKey(user.id) : null;
  return useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : EMPTY),
    () => EMPTY,
  );
}

/** Records a visit (the dashboard or module page calls it once it has loaded). */
export function recordVisit(userId: string, visit: RecentVisit) {
  const key = recentVisitsKey(userId);
  try {
    localStorage.setItem(key, JSON.stringify(addVisit(read(key), visit)));
  } catch {
    return; // storage full or disabled: the home page simply lists fewer visits
  }
  for (const listener of listeners) listener();
}

/** Records the opened dashboard among the member's recent visits. */
export function useRecordRecentDashboard(zone: Zone, hub: Hub, dashboard: Dashboard) {
  const { user } = useAuthSource();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    recordVisit(userId, {
      kind: 'dashboard',
      id: dashboard.id,
      zoneId: zone.id,
      hubId: hub.id,
      name: dashboard.name,
      zoneName: zone.name,
      hubName: hub.name,
      visitedAt: new Date().toISOString(),
    });
  }, [userId, zone.id, zone.name, hub.id, hub.name, dashboard.id, dashboard.name]);
}

/** Records the opened module among the member's recent visits. */
export function useRecordRecentModule(zone: Zone, hub: Hub, module: HubModule) {
  const { user } = useAuthSource();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    recordVisit(userId, {
      kind: 'module',
      id: module.id,
      zoneId: zone.id,
      hubId: hub.id,
      name: module.name,
      zoneName: zone.name,
      hubName: hub.name,
      moduleType: module.type,
      visitedAt: new Date().toISOString(),
    });
  }, [userId, zone.id, zone.name, hub.id, hub.name, module.id, module.name, module.type]);
}
