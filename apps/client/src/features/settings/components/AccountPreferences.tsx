import { lazy, Suspense } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';

// The account's preferences apply after sign-in; their code is not part of the first chunk.
const PreferencesSync = lazy(() => import('./PreferencesSync').then((m) => ({ default: m.PreferencesSync })));

/**
 * Applies a signed-in account's stored preferences (PreferencesSync), loading their code once
 * someone is signed in. Signed out there is nothing to apply, and nothing is loaded: before, the
 * lazy PreferencesSync suspended in the app's first render on every visit, and that fallback made
 * React hold back the first page's own reveal (a Suspense retry commits no sooner than 300 ms after
 * the last fallback was shown), besides fetching three chunks the landing page never used.
 */
export function AccountPreferences() {
  const { user } = useAuthSource();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PreferencesSync />
    </Suspense>
  );
}
