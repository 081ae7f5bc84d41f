/**
 * The `authRedirect` entry guards leave in session storage (path and query of the protected
 * page a signed-out visitor asked for), read back once the visitor has signed in.
 */
import { AUTH_REDIRECT_KEY, type GuardDecision } from '@atrium/schema';

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

/** Where to go after signing in: the stored page, after an access check, or the dashboard. */
export type SignInTarget =
  | { kind: 'dashboard' }
  | { kind: 'redirect'; target: string }
  /** The page's guard needs the permission service (zone, hub…): go there only if it allows. */
  | { kind: 'check'; target: string; guardType: string };

/**
 * The stored authRedirect is used only when the visitor was sent to sign in from it
 * (`sentFrom`, the marker the guard leaves on the login entry of history: wandering off to
 * another page and coming back to sign in drops it) and the signed-in user may open it
 * (`decide`: the target route's guard decision for this user; null when no route serves it).
 * Otherwise the user lands on the dashboard — never on 'Access Denied' for a page they did not
 * just ask for.
 */
export function signInTarget(
  stored: string | null,
  sentFrom: string | null | undefined,
  decide: (path: string) => GuardDecision | null,
): SignInTarget {
  if (stored === null || !isSafeRedirect(stored) || stored !== sentFrom) return { kind: 'dashboard' };
  const decision = decide(stored.split(/[?#]/, 1)[0]);
  if (decision?.action === 'render') return { kind: 'redirect', target: stored };
  if (decision?.action === 'check') return { kind: 'check', target: stored, guardType: decision.guardType };
  return { kind: 'dashboard' };
}
