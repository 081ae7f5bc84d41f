import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../api/dashboards-api';

export function useDashboard(zoneId: string, hubId: string, dashboardId: string) {
  return useQuery(dashboardQueries.detail(zoneId, hubId, dashboardId));
}
