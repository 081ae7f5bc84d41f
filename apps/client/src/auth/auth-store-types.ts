/** Types of the auth store (auth-store.ts): its events, snapshot and options. */
import type { User } from '@atrium/schema';
import type { AuthApi } from './auth-api';
import type { AuthError } from './auth-error';
import type { StoredSession } from './auth-record';

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

/** Why a SIGNED_OUT happened: the user asked, another tab did it, the server refused the session, or idleness. */
export type SignOutReason = 'user' | 'other-tab' | 'revoked' | 'expired' | 'idle';

export type AuthEventListener = (
  event: AuthEvent,
  session: StoredSession | null,
  detail: { reason?: SignOutReason },
) => void;

export interface AuthSnapshot {
  /** 'loading' while the stored session is being checked and while signing out. */
  status: 'loading' | 'ready';
  /** The signed-in user; null when signed out or the session no longer counts as authenticated. */
  user: User | null;
  session: StoredSession | null;
  isAuthenticated: boolean;
  /** While the idle warning shows: when the session ends (ms since the epoch). */
  warningUntil: number | null;
  signingOut: boolean;
  /** Why the stored session could not be checked at start (network, server error). */
  error: AuthError | null;
}

export interface SignUpResult {
  user: User;
  /** False when the server wants the email verified first (no tokens yet). */
  signedIn: boolean;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthLogger {
  debug(message: string, context?: unknown): void;
  info(message: string, context?: unknown): void;
  warn(message: string, context?: unknown): void;
  error(message: string, context?: unknown): void;
}

export interface AuthStoreOptions {
  api: AuthApi;
  storage?: KeyValueStorage | null;
  sessionStorage?: Pick<Storage, 'clear'> | null;
  /** Where window events (storage, auth:logout, activity, focus) come from. */
  target?: Window | null;
  now?: () => number;
  logger?: AuthLogger;
  /** Clears the TanStack Query cache (user data) on sign-out and user changes. */
  clearQueryCache?: () => void;
  clearCookies?: () => void;
  /** Path of the route named login. */
  loginPath?: () => string;
  /** The current path (to know whether the redirect to login happened). */
  currentPath?: () => string;
  /** A full page load to `href` (location.replace). */
  redirect?: (href: string) => void;
  /** Runs `task` holding the cross-tab refresh lock (navigator.locks when present). */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** A channel to the other tabs; null to rely on the storage event alone. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'> | null;
}
