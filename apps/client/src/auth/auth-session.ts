/** Pure rules about a stored session (specification §5). */
import { TOKEN_EXPIRY_MARGIN_MS } from './auth-constants';
import type { AuthState, StoredSession, StoredTokens } from './auth-record';

/** Milliseconds until the access token expires; -Infinity when expires_at is missing. */
export function msUntilExpiry(tokens: Pick<StoredTokens, 'expires_at'> | null, now: number): number {
  if (!tokens || tokens.expires_at === null) return Number.NEGATIVE_INFINITY;
  return tokens.expires_at * 1000 - now;
}

/**
 * Whether a token counts as expired: within 5 minutes of its expiry, past it, or without an
 * expiry at all.
 */
export function isTokenExpired(tokens: Pick<StoredTokens, 'expires_at'> | null, now: number): boolean {
  return msUntilExpiry(tokens, now) <= TOKEN_EXPIRY_MARGIN_MS;
}

/** Authenticated only when user and session exist and the token is more than 5 minutes from expiry. */
export function isAuthenticated(state: AuthState, now: number): boolean {
  return state.user !== null && state.session !== null && !isTokenExpired(state.session, now);
}

/** The moment (ms) the session stops counting as authenticated. */
export function authenticatedUntil(tokens: Pick<StoredTokens, 'expires_at'>): number {
  return tokens.expires_at === null ? 0 : tokens.expires_at * 1000 - TOKEN_EXPIRY_MARGIN_MS;
}

/** Two sessions are the same when their tokens and user are. */
export function sameSession(a: StoredSession | null, b: StoredSession | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.access_token === b.access_token &&
    a.refresh_token === b.refresh_token &&
    a.expires_at === b.expires_at &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}
