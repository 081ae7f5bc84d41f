import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SIGNOUT_CACHE_BUST_PARAM } from '../auth/auth-constants';
import { SignInPanel } from '../features/auth/components/SignInPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { isSafeRedirect, peekAuthRedirect } from '../routing/auth-redirect';

export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in · Atrium`);
  // Only the page a guard just sent the visitor here from (signInTarget decides after sign-in).
  const sentFrom = useRouterState({ select: (s) => s.location.state.authRedirectFrom ?? null });
  const [redirect] = useState(() => {
    const target = peekAuthRedirect();
    return isSafeRedirect(target) && target === sentFrom ? target : null;
  });
  // After sign-out the login URL carries a cache-busting parameter: drop it from the address bar.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const busted = SIGNOUT_CACHE_BUST_PARAM in search;
  useEffect(() => {
    if (!busted) return;
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => {
        const next = { ...prev };
        delete next[SIGNOUT_CACHE_BUST_PARAM];
        return next;
      },
      replace: true,
    });
  }, [busted, navigate]);
  return <SignInPanel redirect={redirect} />;
}
