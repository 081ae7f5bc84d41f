import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';

/** Pages built from URL parameters: the one signed-in frame, like the Authenticated layout. */
export function DynamicLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell data-layout="Dynamic">{children}</WorkspaceShell>;
}
