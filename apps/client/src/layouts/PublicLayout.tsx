import { AppFrame } from '@atrium/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuthSource } from '../auth/useAuthSource';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { PublicHeader } from '../features/public-site/components/PublicHeader';
import { useCurrentRoute } from '../routing/useCurrentRoute';
import { PagePending } from '../routing/screens/PagePending';

/** Routes that are public but, for a signed-in user, belong in the signed-in frame. */
const SIGNED_IN_STATUS_ROUTES = new Set(['not_found', 'unauthorized']);

const SignedInFrame = lazy(async () => ({
  default: (await import('../features/shell/components/WorkspaceShell')).WorkspaceShell,
}));

/**
 * Public pages: header with the public navigation, content, footer with version and status. The
 * not-found and access-denied pages of a signed-in user are drawn in the signed-in frame instead,
 * so they keep their menu.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { user } = useAuthSource();
  const route = useCurrentRoute();
  if (user && route && SIGNED_IN_STATUS_ROUTES.has(route.name)) {
    return (
      <Suspense fallback={<PagePending />}>
        <SignedInFrame data-layout="Public">{children}</SignedInFrame>
      </Suspense>
    );
  }
  // The frame without AppShell's drawer (public pages have no sidebar): the landing and sign-in
  // pages of a cold visit do not download or run the drawer's dialog code.
  return (
    <AppFrame
      data-layout="Public"
      header={<PublicHeader />}
      footer={<LandingFooter />}
      headerClassName="h-auto min-h-14"
    >
      {children}
    </AppFrame>
  );
}
