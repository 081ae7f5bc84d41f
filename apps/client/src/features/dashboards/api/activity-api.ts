import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { zoneKeys } from '@/features/zones/api/zone-keys';

/** A module or dashboard that changed, as `POST /rpc/workspace_activity` answers it. */
export interface ServerActivityItem {
  kind: 'module' | 'dashboard';
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
  hub_id: string;
  hub_name: string;
  updated_at: string;
  module_type: string | null;
}

/** What changed lately in the caller's zones (one call; see the server's rpc-functions.ts). */
export interface WorkspaceActivityAnswer {
  recent: ServerActivityItem[];
  zones: Array<{
    zone_id: string;
    zone_name: string;
    hubs: number;
    last_activity: string;
    latest: ServerActivityItem | null;
  }>;
}

export const activityApi = {
  workspace: async (limit: number) =>
    (
      await request<{ data: WorkspaceActivityAnswer }>('/rpc/workspace_activity', {
        method: 'POST',
        json: { limit },
      })
    ).data,
};

export const activityQueries = {
  /**
   * Asked again each time the home page mounts (staleTime 0; the cached answer shows meanwhile):
   * it spans every zone, so no single hub, module or dashboard change could name its key.
   */
  workspace: (limit: number) =>
    queryOptions({
      queryKey: [...zoneKeys.all, 'activity', limit],
      queryFn: () => activityApi.workspace(limit),
      staleTime: 0,
    }),
};
