import { useMemo, type ReactNode } from 'react';
import { DashboardScopeContext } from '../hooks/useDashboardScope';

/**
 * Gives a dashboard's widgets its zone and hub. The value is kept while the ids stay the same: a
 * new object on each render of the page would render every live widget again (each reads it).
 */
export function DashboardScopeProvider({
  zoneId,
  hubId,
  children,
}: {
  zoneId: string;
  hubId: string;
  children: ReactNode;
}) {
  const scope = useMemo(() => ({ zoneId, hubId }), [zoneId, hubId]);
  return <DashboardScopeContext value={scope}>{children}</DashboardScopeContext>;
}
