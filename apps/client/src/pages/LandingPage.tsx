import { useLingui } from '@lingui/react/macro';
import { FeatureGrid } from '../features/landing/components/FeatureGrid';
import { LandingHero } from '../features/landing/components/LandingHero';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The landing page's content; its route's layout (Public) adds the header and footer. */
export function LandingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Atrium — config-as-data workspaces`);
  return (
    <>
      <LandingHero />
      <FeatureGrid />
    </>
  );
}
