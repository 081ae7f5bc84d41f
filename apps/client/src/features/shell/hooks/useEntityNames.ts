import type { AdminForm } from '@atrium/schema';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { collectionNouns } from '@/features/admin/collections/utils/collection-nouns';
import { dashboardQueries } from '@/features/dashboards/api/dashboards-api';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { schemasQuery } from '@/features/schema-ui/api/collection-queries';
import { localizeCollection } from '@/features/schema-ui/utils/localize-collection';
import { zoneQueries } from '@/features/zones/api/zones-api';

/**
 * Names of the zone, hub, module and dashboard in the URL, read from the query cache only (the
 * pages load them; this never fetches): id → name, for breadcrumbs. A collection's `:name`
 * (/admin/collections/:name) maps to its plural (its label_plural, else its label made plural),
 * as its page heading shows it; a form's `:formId` (/admin/forms/:formId) to its title. `loading`:
 * the ids whose name the page is fetching still (a breadcrumb shows a placeholder, not the id).
 */
export function useEntityNames(params: Record<string, string | undefined>): {
  names: Record<string, string>;
  loading: ReadonlySet<string>;
} {
  const { zoneId = '', hubId = '', moduleId = '', dashboardId = '', name = '', formId = '' } = params;
  const cacheOnly = { enabled: false } as const;
  const zone = useQuery({ ...zoneQueries.detail(zoneId), ...cacheOnly });
  // The caller's zones, as the dashboard and the zone switcher loaded them: a zone's name before
  // (or without: its page's code did not arrive offline) its own answer.
  const zones = useQuery({ ...zoneQueries.list(), ...cacheOnly });
  const hub = useQuery({ ...hubQueries.detail(zoneId, hubId), ...cacheOnly });
  const module = useQuery({ ...moduleQueries.detail(zoneId, hubId, moduleId), ...cacheOnly });
  const dashboard = useQuery({ ...dashboardQueries.detail(zoneId, hubId, dashboardId), ...cacheOnly });
  const schemas = useQuery({ ...schemasQuery(), ...cacheOnly });
  const form = useQuery<AdminForm>({
    queryKey: formKeys.detail(formId),
    queryFn: ({ signal }) => formsApi.get(formId, signal),
    ...cacheOnly,
  });
  // The module guard's access check, asked before the module itself (ModuleGuard)
  const moduleAccess = useQuery({ ...zoneQueries.access(zoneId, 'module', 'read', hubId), ...cacheOnly });
  const { i18n } = useLingui();
  const names: Record<string, string> = {};
  const stored = name ? schemas.data?.find((entry) => entry.name === name)?.schema : undefined;
  const collection = stored && localizeCollection(stored, i18n.locale);
  if (collection) names[name] = collectionNouns(collection).plural;
  if (form.data) names[form.data.id] = form.data.title;
  const listedZone = zone.data ? undefined : zones.data?.find((z) => z.id === zoneId);
  for (const item of [zone.data ?? listedZone, hub.data, module.data, dashboard.data])
    if (item) names[item.id] = item.name;
  const loading = new Set<string>();
  // Fetching, or paused (offline: it is fetched once the connection is back). A page asks for a
  // hub's module or dashboard after the hub (a module after its access check too), so while those
  // are on their way the child is too, though its own query has not started: its crumb read
  // 'Module d538bf63…' meanwhile.
  const unnamed = (id: string, query: { data: unknown; status: string }) =>
    Boolean(id) && !names[id] && query.data === undefined && query.status !== 'error';
  const waiting = (id: string, query: { data: unknown; status: string; fetchStatus: string }) =>
    unnamed(id, query) && query.fetchStatus !== 'idle';
  const zoneWaits = waiting(zoneId, zone);
  const hubWaits = waiting(hubId, hub) || (unnamed(hubId, hub) && zoneWaits);
  const checking = moduleAccess.data === undefined && moduleAccess.fetchStatus !== 'idle';
  const pending = [
    [zoneId, zoneWaits],
    [hubId, hubWaits],
    [moduleId, waiting(moduleId, module) || (unnamed(moduleId, module) && (hubWaits || checking))],
    [dashboardId, waiting(dashboardId, dashboard) || (unnamed(dashboardId, dashboard) && hubWaits)],
    [name, waiting(name, schemas)],
    [formId, waiting(formId, form)],
  ] as const;
  for (const [id, waits] of pending) if (waits) loading.add(id);
  return { names, loading };
}
