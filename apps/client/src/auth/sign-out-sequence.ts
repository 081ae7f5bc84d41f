/**
 * The specification's sign-out (§4 "Sign-out"), step by step: call the server, clear the local
 * data (stored auth record, cookies, session storage), wait 100 ms, clear the query cache, then
 * redirect to login. A failing server call is only logged (SIGNOUT_FAILED, 'Unknown error during
 * sign out'): the local data is cleared and the redirect attempted all the same.
 */
import { SIGNOUT_DELAY_MS } from './auth-constants';
import { toAuthError } from './auth-error';
import type { AuthLogger } from './auth-store-types';
import { wait } from './redirect-to-login';

export const SIGNOUT_FAILED_MESSAGE = 'Unknown error during sign out';

export interface SignOutSteps {
  /** POST /auth/signout; absent when there is no session to end on the server. */
  callServer: (() => Promise<void>) | null;
  clearCookies: () => void;
  clearSessionStorage: () => void;
  /** Removes the stored auth record and forgets the session in memory. */
  clearAuthData: () => void;
  /** Everything is cleared: SIGNED_OUT, and the other tabs are told. */
  announce: () => void;
  clearQueryCache: () => void;
  redirectToLogin: () => Promise<void>;
  logger: AuthLogger;
}

export async function runSignOutSequence(steps: SignOutSteps): Promise<void> {
  if (steps.callServer) {
    try {
      await steps.callServer();
    } catch (error) {
      const failure = toAuthError(error, 'SIGNOUT_FAILED');
      steps.logger.error(SIGNOUT_FAILED_MESSAGE, { code: 'SIGNOUT_FAILED', message: failure.message, error });
    }
  }
  steps.clearAuthData();
  try {
    steps.clearCookies();
  } catch (error) {
    steps.logger.warn('Could not clear cookies', { error });
  }
  try {
    steps.clearSessionStorage();
  } catch {
    // session storage disabled: nothing to clear
  }
  steps.announce();
  await wait(SIGNOUT_DELAY_MS);
  steps.clearQueryCache();
  await steps.redirectToLogin();
}
