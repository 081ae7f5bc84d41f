import { toast } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authSourceOf } from './auth-source-of';
import type { AuthStore, SignOutReason } from './auth-store';
import { AuthSourceProvider } from './AuthSourceProvider';
import { checkAccess } from './check-access';

const SessionTimeoutModal = lazy(() =>
  import('../features/auth/components/SessionTimeoutModal').then((m) => ({ default: m.SessionTimeoutModal })),
);

const SIGNED_OUT_NOTICES: Partial<
  Record<SignOutReason, { title: MessageDescriptor; description: MessageDescriptor }>
> = {
  revoked: { title: msg`Your session has ended`, description: msg`Sign in again to continue.` },
  'other-tab': { title: msg`Signed out`, description: msg`You signed out in another tab or window.` },
  expired: { title: msg`Your session expired`, description: msg`Sign in again to continue.` },
};

export interface AuthProviderProps {
  store: AuthStore;
  children: ReactNode;
}

/**
 * Provides the auth store to `useAuth()` and, as the routing's AuthSource, to guards and the
 * shell (status, user, checkAccess, signOut). Starts the store, tells the user when a session
 * ends without them asking, and shows the session-timeout warning when the store raises it.
 */
export function AuthProvider({ store, children }: AuthProviderProps) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { i18n } = useLingui();

  useEffect(() => {
    void store.initialize();
  }, [store]);

  useEffect(
    () =>
      store.onAuthStateChange((event, _session, { reason }) => {
        const notice = event === 'SIGNED_OUT' && reason ? SIGNED_OUT_NOTICES[reason] : undefined;
        if (notice)
          toast({ variant: 'info', title: i18n._(notice.title), description: i18n._(notice.description) });
      }),
    [store, i18n],
  );

  const signOut = useCallback(() => store.signOut(), [store]);
  const value = useMemo<AuthContextValue>(() => ({ ...snapshot, store }), [snapshot, store]);
  const { status, user } = snapshot;
  const source = useMemo(
    () => authSourceOf({ status, user }, { checkAccess, signOut }),
    [status, user, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      <AuthSourceProvider source={source}>
        {children}
        {snapshot.warningUntil !== null && snapshot.user ? (
          <Suspense fallback={null}>
            <SessionTimeoutModal />
          </Suspense>
        ) : null}
      </AuthSourceProvider>
    </AuthContext.Provider>
  );
}
