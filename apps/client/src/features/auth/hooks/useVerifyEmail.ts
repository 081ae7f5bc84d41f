import type { UserResponse } from '@atrium/schema';
import { useEffect, useState } from 'react';
import { useAuth } from '@/auth/useAuth';
import { accountApi } from '../api/account-api';

type VerifyState =
  | { status: 'pending' }
  | { status: 'verified'; user: UserResponse['user'] }
  | { status: 'failed'; error: Error };

// One call per token, even when React runs the effect twice: the token works once.
const calls = new Map<string, Promise<UserResponse>>();

/** POST /auth/verify-email with the link's token, once; the signed-in user is updated when it is them. */
export function useVerifyEmail(token: string | null): VerifyState {
  const { store } = useAuth();
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    let call = calls.get(token);
    if (!call) {
      call = accountApi.verifyEmail(token);
      calls.set(token, call);
    }
    call.then(
      ({ user }) => {
        store.setUser(user);
        if (live) setState({ status: 'verified', user });
      },
      (error: unknown) => {
        if (live)
          setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, store]);
  return token ? state : { status: 'failed', error: new Error('This link is incomplete') };
}
