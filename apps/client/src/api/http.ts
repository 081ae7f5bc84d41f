/**
 * A small fetch helper for the Atrium API. Non-2xx responses become an ApiError carrying the
 * API error shape `{ error, code, message, timestamp }` (defaults per the specification).
 * The shape is the server's own, from @atrium/schema.
 */
import {
  DEFAULT_CLIENT_ERROR_CODE,
  readApiErrorFields,
  type ApiErrorBody,
  type ApiErrorDetail,
} from '@atrium/schema';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/** Dispatched on window for 401/403 responses; the auth store listens and clears the session. */
export const AUTH_LOGOUT_EVENT = 'auth:logout';

export class ApiError extends Error implements ApiErrorBody {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  readonly error: string;
  readonly code: string;
  readonly timestamp: string;
  readonly details?: ApiErrorDetail[];
  /** The parsed response body, when there was one. */
  readonly body?: unknown;
  /** A 429's Retry-After in seconds (its delta-seconds form), when the server sent one. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    fields: Partial<ApiErrorBody> = {},
    body?: unknown,
    retryAfterSeconds?: number,
    /** What made the request fail (the browser's own network error), for the logs. */
    cause?: unknown,
  ) {
    super(fields.message || `HTTP ${status}`, cause === undefined ? undefined : { cause });
    this.status = status;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's HTTP reason phrases (kept in English)
    this.error = fields.error || 'Request failed';
    this.code = fields.code || DEFAULT_CLIENT_ERROR_CODE;
    this.timestamp = fields.timestamp || new Date().toISOString();
    this.details = fields.details;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After as whole seconds when it is delta-seconds ("888"); the HTTP-date form is ignored. */
export function retryAfterSecondsOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value || value.length > 10 || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON with a matching Content-Type. */
  json?: unknown;
  body?: BodyInit;
  /**
   * Attach the signed-in user's bearer token (default true). False for the calls made before
   * or instead of being signed in: signup, signin, refresh, resend-verification…
   */
  auth?: boolean;
  /** Sees a successful response's headers (Content-Range of the table API, say). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Whether a 401/403 dispatches the auth:logout event (default true). False for a call that
   * speaks for a session other than the one in hand: revoking a replaced session must not end
   * the new one.
   */
  announceAuthFailure?: boolean;
  /** 'text': the body is returned as text, not parsed as JSON (a CSV download). */
  responseType?: 'json' | 'text';
}

/** Supplies the bearer token for a request (refreshing it first when it is about to expire). */
export type AccessTokenProvider = () => Promise<string | null> | string | null;

let accessTokenProvider: AccessTokenProvider | null = null;

/** The auth store registers itself here; null stops attaching tokens. */
export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  accessTokenProvider = provider;
}

export async function request<T>(
  path: string,
  {
    json,
    headers,
    auth = true,
    onHeaders,
    announceAuthFailure = true,
    responseType = 'json',
    ...init
  }: RequestOptions = {},
): Promise<T> {
  const url = /^https?:\/\//.test(path) ? path : `${API_BASE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  const finalHeaders = new Headers(headers);
  if (!finalHeaders.has('Accept')) finalHeaders.set('Accept', 'application/json');
  // The language the app shows: the server words zod's generic validation messages in it.
  if (i18n.locale && !finalHeaders.has('Accept-Language')) finalHeaders.set('Accept-Language', i18n.locale);
  if (json !== undefined) finalHeaders.set('Content-Type', 'application/json');
  if (auth && accessTokenProvider && !finalHeaders.has('Authorization')) {
    const token = await accessTokenProvider();
    if (token) finalHeaders.set('Authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: finalHeaders,
      body: json !== undefined ? JSON.stringify(json) : init.body,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // The browser's own words ('Failed to fetch', 'Load failed', 'NetworkError when attempting
    // to fetch resource.') are English whatever the page's language and say nothing a reader can
    // act on: the message says what happened and what to do; the browser's error is the cause.
    throw new ApiError(
      0,
      {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's reason phrases
        error: 'Network error',
        code: 'NETWORK_ERROR',
        // Built when the request fails (never at module load), so in the active language.
        message: t`Atrium could not be reached. Check your connection and try again.`,
      },
      undefined,
      undefined,
      cause,
    );
  }

  const text = await response.text();

  if (!response.ok) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined; // not JSON (a proxy's HTML page, say): the defaults apply
    }
    if (announceAuthFailure && (response.status === 401 || response.status === 403)) {
      window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT, { detail: { status: response.status } }));
    }
    throw new ApiError(
      response.status,
      readApiErrorFields(body),
      body,
      retryAfterSecondsOf(response.headers),
    );
  }

  onHeaders?.(response.headers);
  if (responseType === 'text') return text as T;
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's reason phrases
      error: 'Failed to parse response',
      code: 'PARSE_ERROR',
      message: t`Failed to parse response`,
    });
  }
}
