import { AppShell } from '@atrium/ui';
import { FeatureGrid } from '../features/landing/components/FeatureGrid';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { LandingHeader } from '../features/landing/components/LandingHeader';
import { LandingHero } from '../features/landing/components/LandingHero';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function LandingPage() {
  useDocumentTitle('Atrium — config-as-data workspaces');
  return (
    <AppShell header={<LandingHeader />} footer={<LandingFooter />}>
      <LandingHero />
      <FeatureGrid />
    </AppShell>
  );
}
