import { z } from 'zod';
import { isoTimestampSchema } from './common/iso-timestamp.js';

/**
 * Machine-readable error codes carried in the `code` field of every non-2xx response body.
 * Keys equal values; keys that start with a digit are quoted (`ErrorCode['2FA_SETUP_FAILED']`).
 */
export const ErrorCode = {
  // Generic codes (HTTP status in ERROR_CODE_STATUS).
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
  // Auth codes from the specification's error catalogue.
  SIGNIN_FAILED: 'SIGNIN_FAILED',
  SIGNUP_FAILED: 'SIGNUP_FAILED',
  REFRESH_FAILED: 'REFRESH_FAILED',
  PASSWORD_CHANGE_FAILED: 'PASSWORD_CHANGE_FAILED',
  '2FA_SETUP_FAILED': '2FA_SETUP_FAILED',
  '2FA_ENABLE_FAILED': '2FA_ENABLE_FAILED',
  '2FA_DISABLE_FAILED': '2FA_DISABLE_FAILED',
  SESSIONS_FAILED: 'SESSIONS_FAILED',
  REVOKE_FAILED: 'REVOKE_FAILED',
  SIGNOUT_ALL_FAILED: 'SIGNOUT_ALL_FAILED',
  MFA_REQUIRED: 'MFA_REQUIRED',
  SESSION_FAILED: 'SESSION_FAILED',
  USER_FAILED: 'USER_FAILED',
  SIGNOUT_FAILED: 'SIGNOUT_FAILED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every code in {@link ErrorCode}, in declaration order. */
export const ERROR_CODES = Object.values(ErrorCode) as readonly ErrorCode[];

/**
 * The code a client falls back to when an error body carries none
 * (specification §8: "code (default API_ERROR)"). Never sent by the server.
 */
export const DEFAULT_CLIENT_ERROR_CODE = 'API_ERROR';

/** The generic (transport-level) codes, each with a fixed default HTTP status. */
export type GenericErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

/** Default HTTP status for each generic error code. */
export const ERROR_CODE_STATUS: Readonly<Record<GenericErrorCode, number>> = Object.freeze({
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
});

/** True for the codes listed in {@link ERROR_CODE_STATUS}. */
export function isGenericErrorCode(code: unknown): code is GenericErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODE_STATUS, code);
}

/** True for any code listed in {@link ErrorCode}. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ErrorCode, code);
}

/** Default HTTP status of a generic code; `undefined` for the operation-specific (auth) codes. */
export function errorCodeStatus(code: string): number | undefined {
  return isGenericErrorCode(code) ? ERROR_CODE_STATUS[code] : undefined;
}

/**
 * The generic code for an HTTP status: exact matches first, then 4xx → VALIDATION_FAILED
 * (for 400 and other unlisted 4xx), 5xx → INTERNAL.
 */
export function errorCodeForStatus(status: number): GenericErrorCode {
  for (const [code, s] of Object.entries(ERROR_CODE_STATUS)) {
    if (s === status) return code as GenericErrorCode;
  }
  return status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
}

/** One problem found while validating a request (path like `body.email` or `query.limit`). */
export const apiErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/**
 * The body of every non-2xx response:
 * `{error, code, message, timestamp, details?: [{path, message}], stack?}`.
 * `error` is a short title (e.g. the HTTP reason phrase), `message` the human explanation.
 * `code` is a string rather than an enum so that clients tolerate codes added later.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  timestamp: isoTimestampSchema,
  details: z.array(apiErrorDetailSchema).optional(),
  stack: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** True when `body` has the shape of an API error body. */
export function isApiError(body: unknown): body is ApiError {
  return apiErrorSchema.safeParse(body).success;
}

const REASON_PHRASES: Readonly<Record<number, string>> = Object.freeze({
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
});

/** The HTTP reason phrase for the statuses used by the API, else `'Request failed'`. */
export function httpReasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? 'Request failed';
}

export interface CreateApiErrorOptions {
  /** HTTP status used to pick the default `error` title; defaults to the code's status. */
  status?: number;
  /** Short title; defaults to the reason phrase of `status`. */
  error?: string;
  details?: ApiErrorDetail[];
  stack?: string;
  /** Defaults to now. */
  timestamp?: Date | string;
}

/** Builds an {@link ApiError} body; optional keys are omitted when not given. */
export function createApiError(code: string, message: string, options: CreateApiErrorOptions = {}): ApiError {
  const status = options.status ?? errorCodeStatus(code);
  const ts = options.timestamp ?? new Date();
  const body: ApiError = {
    error: options.error ?? (status === undefined ? 'Request failed' : httpReasonPhrase(status)),
    code,
    message,
    timestamp: typeof ts === 'string' ? ts : ts.toISOString(),
  };
  if (options.details !== undefined) body.details = options.details;
  if (options.stack !== undefined) body.stack = options.stack;
  return body;
}
