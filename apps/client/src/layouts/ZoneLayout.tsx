import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';

/** Inside a zone: the one signed-in frame, whose sidebar lists the zone's hubs under the main menu. */
export function ZoneLayout({ children }: { children: ReactNode }) {
  return <WorkspaceShell data-layout="Zone">{children}</WorkspaceShell>;
}
