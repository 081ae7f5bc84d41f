import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';
import { useWorkspaceSections } from '../features/shell/hooks/useWorkspaceSections';

/** Signed-in pages: sidebar with the workspace menu, top bar with breadcrumbs and the account menu. */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const sections = useWorkspaceSections();
  return (
    <WorkspaceShell data-layout="Authenticated" label="Workspace" sections={sections}>
      {children}
    </WorkspaceShell>
  );
}
