import { ArrowLeft } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';
import { layoutNavigation } from '../features/shell/utils/route-navigation';
import { RouteLink } from '../routing/navigation/RouteLink';
import { useRouteSet } from '../routing/useRouteSet';

/** The admin area: the workspace frame with the admin menu (every route drawn in this layout). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { routes } = useRouteSet();
  const sections = useMemo(
    () => [{ title: 'Administration', items: layoutNavigation(routes, 'Admin') }],
    [routes],
  );
  return (
    <WorkspaceShell
      data-layout="Admin"
      label="Administration"
      sections={sections}
      sidebarTop={
        <RouteLink
          name="dashboard"
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to workspace
        </RouteLink>
      }
    >
      {children}
    </WorkspaceShell>
  );
}
