import { createContext, useContext } from 'react';

/** The zone and hub a dashboard belongs to: where live widgets read their counts. */
export interface DashboardScope {
  zoneId: string;
  hubId: string;
}

export const DashboardScopeContext = createContext<DashboardScope | null>(null);

export function useDashboardScope(): DashboardScope | null {
  return useContext(DashboardScopeContext);
}
