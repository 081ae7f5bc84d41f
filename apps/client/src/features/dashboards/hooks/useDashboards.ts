import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboards-api';

export function useDashboards(zoneId: string, hubId: string) {
  return useQuery(dashboardQueries.list(zoneId, hubId));
}
