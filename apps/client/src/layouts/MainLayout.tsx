import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';

/** Full-width work surfaces (a module): the one signed-in frame; the zone, hub and module are in the sidebar and the breadcrumbs. */
export function MainLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell data-layout="Main">{children}</WorkspaceShell>;
}
