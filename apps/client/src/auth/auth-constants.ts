/** The specification's auth constants (§9) and the names this client stores things under. */

/** localStorage key of the stored auth record. */
export const AUTH_STORAGE_KEY = 'auth-storage';
/** Version of the stored auth record; a record with another version is cleared. */
export const AUTH_STORAGE_VERSION = '1.0.0';
/** A session counts as authenticated only while its access token is more than this from expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60_000;
/** At most one token refresh per this many milliseconds. */
export const REFRESH_THROTTLE_MS = 5000;
/** Sign-out waits this long after clearing local data before clearing the query cache. */
export const SIGNOUT_DELAY_MS = 100;
/** The redirect to login after sign-out is tried again after these delays. */
export const LOGIN_REDIRECT_RETRY_MS: readonly number[] = Object.freeze([50, 100]);
/** Cross-tab messages (sign-out) besides the storage event. */
export const AUTH_CHANNEL_NAME = 'atrium-auth';
/** Name of the Web Lock that lets one tab at a time spend the shared refresh token. */
export const REFRESH_LOCK_NAME = 'atrium-auth-refresh';
/**
 * The token is refreshed (or, for an idle user, the session-timeout warning shown) this long
 * before it leaves the authenticated window; the warning counts down over this time.
 */
export const SESSION_WARNING_LEAD_MS = 2 * 60_000;
/**
 * A user with no keyboard, pointer or focus activity for this long is asked whether to stay
 * signed in instead of being refreshed silently (OWASP ASVS 3.3.2: 30 minutes at level 2).
 */
export const IDLE_LIMIT_MS = 30 * 60_000;
/** Signed-in tabs re-check their session with the server (GET /auth/me) at most this often. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** Minimum gap between two session checks triggered by focus or visibility. */
export const SESSION_CHECK_MIN_GAP_MS = 10_000;
/** Query parameter of the login URL after sign-out, so no cached page is shown. */
export const SIGNOUT_CACHE_BUST_PARAM = 't';
