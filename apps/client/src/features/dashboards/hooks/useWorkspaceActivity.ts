import { useQuery } from '@tanstack/react-query';
import { useSignedIn } from '@/auth/useSignedIn';
import { activityQueries } from '../api/activity-api';
import { fromWorkspaceActivity } from '../utils/workspace-activity';

/** How many changed modules and dashboards the home page lists. */
const RECENT = 6;

/**
 * What changed lately in the member's zones: one call (`POST /rpc/workspace_activity`) for the
 * latest changed modules and dashboards and each zone's last activity, instead of each zone's
 * hubs and then each hub's modules and dashboards.
 */
export function useWorkspaceActivity() {
  const query = useQuery({ ...activityQueries.workspace(RECENT), enabled: useSignedIn() });
  const { recent, zones } = query.data ? fromWorkspaceActivity(query.data) : { recent: [], zones: [] };
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    zones,
    recent,
  };
}
