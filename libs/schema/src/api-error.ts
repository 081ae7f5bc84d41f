/**
 * The error shape of the API, one definition for the server (which builds it) and the client
 * (which reads it): every non-2xx body is `{error, code, message, timestamp, details?, stack?}`.
 */

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
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  URI_TOO_LONG: 'URI_TOO_LONG',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  REQUEST_HEADER_FIELDS_TOO_LARGE: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
  // Auth codes from the specification's error catalogue (AUTH_ERROR_MESSAGES).
  SIGNIN_FAILED: 'SIGNIN_FAILED',
  SIGNUP_FAILED: 'SIGNUP_FAILED',
  REFRESH_FAILED: 'REFRESH_FAILED',
  PASSWORD_CHANGE_FAILED: 'PASSWORD_CHANGE_FAILED',
  '2FA_SETUP_FAILED': '2FA_SETUP_FAILED',
  '2FA_ENABLE_FAILED': '2FA_ENABLE_FAILED',
  '2FA_DISABLE_FAILED': '2FA_DISABLE_FAILED',
  '2FA_RECOVERY_CODES_FAILED': '2FA_RECOVERY_CODES_FAILED',
  SESSIONS_FAILED: 'SESSIONS_FAILED',
  REVOKE_FAILED: 'REVOKE_FAILED',
  SIGNOUT_ALL_FAILED: 'SIGNOUT_ALL_FAILED',
  MFA_REQUIRED: 'MFA_REQUIRED',
  SESSION_FAILED: 'SESSION_FAILED',
  USER_FAILED: 'USER_FAILED',
  SIGNOUT_FAILED: 'SIGNOUT_FAILED',
  PASSWORD_RESET_FAILED: 'PASSWORD_RESET_FAILED',
  EMAIL_VERIFICATION_FAILED: 'EMAIL_VERIFICATION_FAILED',
  PROFILE_UPDATE_FAILED: 'PROFILE_UPDATE_FAILED',
  INVITATION_ACCEPT_FAILED: 'INVITATION_ACCEPT_FAILED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every code the server sends, in declaration order. */
export const API_ERROR_CODES = Object.freeze(Object.values(ErrorCode)) as readonly ErrorCode[];

/**
 * The code a client falls back to when an error body carries none
 * (specification §8: "code (default API_ERROR)"). Never sent by the server.
 */
export const DEFAULT_CLIENT_ERROR_CODE = 'API_ERROR';

/** Default HTTP status for each generic (transport-level) error code. */
export const ERROR_CODE_STATUS = Object.freeze({
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const);

/** The generic codes, each with a fixed default HTTP status. */
export type GenericErrorCode = keyof typeof ERROR_CODE_STATUS;

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

const CODE_BY_STATUS: ReadonlyMap<number, GenericErrorCode> = new Map(
  Object.entries(ERROR_CODE_STATUS).map(([code, status]) => [status, code as GenericErrorCode]),
);

/**
 * The generic code for an HTTP status: exact matches first, then other 4xx → VALIDATION_FAILED
 * (the request was wrong), anything else → INTERNAL.
 */
export function errorCodeForStatus(status: number): GenericErrorCode {
  return CODE_BY_STATUS.get(status) ?? (status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL');
}

/** One problem found while validating a request (path like `body.email` or `query.limit`). */
export interface ApiErrorDetail {
  path: string;
  message: string;
}

/**
 * The body of every non-2xx response:
 * `{error, code, message, timestamp, details?: [{path, message}], stack?}`.
 * `error` is a short title (the HTTP reason phrase), `message` the human explanation, `stack`
 * only in development. `code` is a string rather than an enum so that clients tolerate codes
 * added later. Its zod schema is `apiErrorBodySchema` (api-error-schema.ts): this file stays
 * free of zod because the client's first chunk reads error bodies and zod belongs in lazy chunks.
 */
export interface ApiErrorBody {
  error: string;
  code: string;
  message: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  details?: ApiErrorDetail[];
  stack?: string;
}

function nonEmptyString(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0;
}

function isDetail(v: unknown): v is ApiErrorDetail {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.path === 'string' && typeof d.message === 'string';
}

/** An ISO 8601 date-time with a `Z` or `±HH:MM` offset (the shape `toISOString()` gives). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The usable fields of an error body of unknown origin (anything `JSON.parse` returned, or
 * undefined): each field is kept when it has its type in {@link ApiErrorBody} and is not empty,
 * and dropped otherwise (a body from a proxy or an older server may carry only some of them;
 * the client's defaults fill the rest, specification §8). Never throws.
 */
export function readApiErrorFields(body: unknown): Partial<Omit<ApiErrorBody, 'stack'>> {
  const out: Partial<Omit<ApiErrorBody, 'stack'>> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  const b = body as Record<string, unknown>;
  if (nonEmptyString(b.error)) out.error = b.error;
  if (nonEmptyString(b.code)) out.code = b.code;
  if (nonEmptyString(b.message)) out.message = b.message;
  if (typeof b.timestamp === 'string' && b.timestamp.length <= 40 && ISO_DATE_TIME.test(b.timestamp))
    out.timestamp = b.timestamp;
  if (Array.isArray(b.details) && b.details.every(isDetail))
    out.details = b.details.map((d) => ({ path: d.path, message: d.message }));
  return out;
}

const REASON_PHRASES: Readonly<Record<number, string>> = Object.freeze({
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
});

/** The HTTP reason phrase for the statuses used by the API, else `'Request failed'`. */
export function httpReasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? 'Request failed';
}

export interface CreateApiErrorBodyOptions {
  /** HTTP status used to pick the default `error` title; defaults to the code's status. */
  status?: number;
  /** Short title; defaults to the reason phrase of `status`. */
  error?: string;
  /** Omitted from the body when empty. */
  details?: ApiErrorDetail[];
  stack?: string;
  /** Defaults to now. */
  timestamp?: Date | string;
}

/** Builds an {@link ApiErrorBody}; optional keys are omitted when not given. */
export function createApiErrorBody(
  code: string,
  message: string,
  options: CreateApiErrorBodyOptions = {},
): ApiErrorBody {
  const status = options.status ?? errorCodeStatus(code);
  const ts = options.timestamp ?? new Date();
  const body: ApiErrorBody = {
    error: options.error ?? (status === undefined ? 'Request failed' : httpReasonPhrase(status)),
    code,
    message,
    timestamp: typeof ts === 'string' ? ts : ts.toISOString(),
  };
  if (options.details?.length) body.details = options.details;
  if (options.stack !== undefined) body.stack = options.stack;
  return body;
}
