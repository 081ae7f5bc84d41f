import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';

/** The admin area: the one signed-in frame (the admin entries come from the navigation table, for admins). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell data-layout="Admin">{children}</WorkspaceShell>;
}
