import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';
import { useWorkspaceSections } from '../features/shell/hooks/useWorkspaceSections';

/** Pages built from URL parameters: the workspace frame, like the Authenticated layout. */
export function DynamicLayout({ children }: { children: ReactNode }) {
  const sections = useWorkspaceSections();
  return (
    <WorkspaceShell data-layout="Dynamic" label="Workspace" sections={sections}>
      {children}
    </WorkspaceShell>
  );
}
