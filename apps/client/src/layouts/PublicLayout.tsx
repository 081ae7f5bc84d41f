import { AppShell } from '@atrium/ui';
import type { ReactNode } from 'react';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { PublicHeader } from '../features/public-site/components/PublicHeader';

/** Public pages: header with the public navigation, content, footer with version and status. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      data-layout="Public"
      header={<PublicHeader />}
      footer={<LandingFooter />}
      headerClassName="h-auto min-h-14"
    >
      {children}
    </AppShell>
  );
}
