/**
 * The `authRedirect` entry guards leave in session storage (path and query of the protected
 * page a signed-out visitor asked for), read back once the visitor has signed in.
 */
import { AUTH_REDIRECT_KEY } from '@atrium/schema';

export function storeAuthRedirect(target: string): void {
  try {
    sessionStorage.setItem(AUTH_REDIRECT_KEY, target);
  } catch {
    // storage disabled: the user lands on the dashboard after signing in instead
  }
}

export function peekAuthRedirect(): string | null {
  try {
    return sessionStorage.getItem(AUTH_REDIRECT_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether `target` is a path of this app: it starts with one `/` (no `//host`, no `/\\host`, no
 * scheme), so a crafted entry cannot send the user to another site.
 */
export function isSafeRedirect(target: string | null): target is string {
  if (typeof target !== 'string' || !/^\/(?![/\\])/.test(target)) return false;
  for (let i = 0; i < target.length; i++) if (target.charCodeAt(i) < 0x20) return false;
  return true;
}

/** Takes the stored target (removing it) when it is a safe path other than `exclude`. */
export function takeAuthRedirect(exclude: string | null): string | null {
  const target = peekAuthRedirect();
  if (target === null) return null;
  try {
    sessionStorage.removeItem(AUTH_REDIRECT_KEY);
  } catch {
    // nothing to remove
  }
  if (!isSafeRedirect(target)) return null;
  const path = target.split(/[?#]/, 1)[0];
  return path === exclude ? null : target;
}
