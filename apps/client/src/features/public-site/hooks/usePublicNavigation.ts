import { publicNavigation, type PublicNavItem } from '@atrium/schema';
import { useMemo } from 'react';
import { useRouteSet } from '@/routing/useRouteSet';

/** The public navigation (home, features, pricing, about, contact — public, active, by path). */
export function usePublicNavigation(): PublicNavItem[] {
  const { routes } = useRouteSet();
  return useMemo(() => publicNavigation(routes), [routes]);
}
