import { LOGIN_REDIRECT_RETRY_MS, SIGNOUT_CACHE_BUST_PARAM } from './auth-constants';
import type { AuthLogger } from './auth-store-types';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LoginRedirectDeps {
  /** Path of the route named login; throws when there is none ('/login' is used then). */
  loginPath: () => string;
  currentPath: () => string;
  now: () => number;
  /** A full page load (location.replace). */
  redirect: (href: string) => void;
  logger: AuthLogger;
}

/**
 * The last step of sign-out: a page load to login with a cache-busting parameter, tried again
 * after 50 and 100 ms while the page is still elsewhere. Returns the login path when a redirect
 * was issued, else null.
 */
export async function redirectToLogin(deps: LoginRedirectDeps): Promise<string | null> {
  let loginPath: string;
  try {
    loginPath = deps.loginPath();
  } catch (error) {
    deps.logger.error('Unable to redirect to login', { error });
    loginPath = '/login';
  }
  const href = `${loginPath}?${SIGNOUT_CACHE_BUST_PARAM}=${deps.now()}`;
  let issued = false;
  const attempt = (retry: boolean) => {
    if (retry && deps.currentPath() === loginPath) return; // arrived
    try {
      deps.redirect(href);
      issued = true;
    } catch (error) {
      deps.logger.error('Unable to redirect to login', { error });
    }
  };
  attempt(false);
  let elapsed = 0;
  for (const at of LOGIN_REDIRECT_RETRY_MS) {
    await wait(at - elapsed);
    elapsed = at;
    attempt(true);
  }
  return issued ? loginPath : null;
}
