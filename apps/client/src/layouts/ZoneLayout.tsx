import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { WorkspaceShell } from '../features/shell/components/WorkspaceShell';
import { ZoneSwitcher } from '../features/shell/components/ZoneSwitcher';
import { useZoneSections } from '../features/shell/hooks/useZoneSections';

/** Inside a zone: the zone switcher, the zone's overview and its hubs. */
export function ZoneLayout({ children }: { children: ReactNode }) {
  const { zoneId } = useParams({ strict: false }) as { zoneId?: string };
  const sections = useZoneSections(zoneId);
  return (
    <WorkspaceShell
      data-layout="Zone"
      label="Zone"
      sections={sections}
      sidebarTop={zoneId ? <ZoneSwitcher zoneId={zoneId} /> : null}
    >
      {children}
    </WorkspaceShell>
  );
}
