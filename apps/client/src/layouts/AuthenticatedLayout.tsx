import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';

/** Signed-in pages: the one signed-in frame (sidebar menu, zone switcher, breadcrumbs, account menu). */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell data-layout="Authenticated">{children}</WorkspaceShell>;
}
