import { isAdminRole, userRole } from '@atrium/schema';
import { useMemo } from 'react';
import { useAuthSource } from '../../../auth/useAuthSource';
import { useNamedPath } from '../../../routing/navigation/RouteLink';
import { useRouteSet } from '../../../routing/useRouteSet';
import type { SidebarSection } from '../components/SidebarNav';
import { layoutNavigation } from '../utils/route-navigation';

/** The workspace menu (routes in the Authenticated layout), plus the admin area for admins. */
export function useWorkspaceSections(): SidebarSection[] {
  const { routes } = useRouteSet();
  const { user } = useAuthSource();
  const adminPath = useNamedPath('admin_dashboard');
  const isAdmin = user ? isAdminRole(userRole(user)) : false;
  return useMemo(() => {
    const items = layoutNavigation(routes, 'Authenticated');
    // Sub-pages (/settings/security under /settings) are reached from their parent's own nav.
    const topLevel = items.filter((item) => !items.some((o) => item.path.startsWith(`${o.path}/`)));
    const sections: SidebarSection[] = [{ items: topLevel }];
    if (isAdmin && adminPath) {
      sections.push({
        title: 'Administration',
        items: [{ name: 'admin_dashboard', path: adminPath, label: 'Admin overview' }],
      });
    }
    return sections;
  }, [routes, isAdmin, adminPath]);
}
