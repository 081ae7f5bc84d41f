/**
 * The stored auth record (specification §3): localStorage `auth-storage` =
 * `{ state: { user, session, tokens }, version: '1.0.0', timestamp }`. Tokens are
 * `{ access_token, refresh_token, expires_at }` (expires_at in Unix seconds); the session repeats
 * them with the user. Reading is lenient about token spelling (`accessToken`, `refreshToken`,
 * `expiresAt` are read too); a record with another version, or one that cannot be read, is
 * cleared.
 */
import type { Tokens, User } from '@atrium/schema';
import { AUTH_STORAGE_KEY, AUTH_STORAGE_VERSION } from './auth-constants';

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** Expiry of the access token, Unix seconds. */
  expires_at: number | null;
}

export interface StoredSession extends StoredTokens {
  user: User;
}

export interface AuthState {
  user: User | null;
  session: StoredSession | null;
  tokens: StoredTokens | null;
}

export interface AuthRecord {
  state: AuthState;
  version: string;
  timestamp: number;
}

export const EMPTY_AUTH_STATE: AuthState = Object.freeze({ user: null, session: null, tokens: null });

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function seconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads stored tokens in either spelling (`access_token` or `accessToken`, …). */
export function readTokens(value: unknown): StoredTokens | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  const access = text(t.access_token) ?? text(t.accessToken);
  if (!access) return null;
  return {
    access_token: access,
    refresh_token: text(t.refresh_token) ?? text(t.refreshToken) ?? '',
    expires_at: seconds(t.expires_at) ?? seconds(t.expiresAt),
  };
}

/** The stored shape of the API's `tokens` ({accessToken, refreshToken, expiresAt}). */
export function tokensFromApi(tokens: Tokens): StoredTokens {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_at: tokens.expiresAt,
  };
}

export function stateFor(user: User, tokens: StoredTokens): AuthState {
  const { access_token, refresh_token, expires_at } = tokens;
  return {
    user,
    tokens: { access_token, refresh_token, expires_at },
    session: { access_token, refresh_token, expires_at, user },
  };
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === 'string' && typeof u.email === 'string';
}

/** The auth state of a parsed record, or null when it is not one (wrong version included). */
export function stateOfRecord(value: unknown): AuthState | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<AuthRecord>;
  if (record.version !== AUTH_STORAGE_VERSION) return null;
  const state = record.state as Record<string, unknown> | undefined;
  if (typeof state !== 'object' || state === null) return null;
  const user = isUser(state.user) ? state.user : null;
  const session = state.session as Record<string, unknown> | null | undefined;
  const sessionTokens = readTokens(session);
  const tokens = readTokens(state.tokens) ?? sessionTokens;
  if (!user || !sessionTokens || !tokens) return EMPTY_AUTH_STATE;
  const sessionUser = isUser(session?.user) ? session.user : user;
  return { user, tokens, session: { ...sessionTokens, user: sessionUser } };
}

/**
 * Reads the stored record. A record of another version, or one that is not JSON, is removed
 * (specification §5) and reads as signed out.
 */
export function readAuthRecord(storage: KeyValueStorage): AuthState {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return EMPTY_AUTH_STATE; // storage disabled
  }
  if (raw === null) return EMPTY_AUTH_STATE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const state = stateOfRecord(parsed);
  if (state === null) {
    clearAuthRecord(storage);
    return EMPTY_AUTH_STATE;
  }
  return state;
}

export function writeAuthRecord(storage: KeyValueStorage, state: AuthState, now: number): void {
  const record: AuthRecord = { state, version: AUTH_STORAGE_VERSION, timestamp: now };
  try {
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // storage full or disabled: the session lives in memory for this tab only
  }
}

export function clearAuthRecord(storage: KeyValueStorage): void {
  try {
    storage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}
