import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { createApiErrorBody, errorCodeForStatus, isFilterError } from '@atrium/schema';
import type { ApiErrorBody, ApiErrorDetail } from '@atrium/schema';
import { ZodError } from 'zod';
import { AppException } from './app.exception.js';
import { issueDetails } from './zod-details.js';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';

// The shape itself is defined once, in @atrium/schema, for the server and the client.
export type { ApiErrorBody };
export type ErrorDetail = ApiErrorDetail;

export interface MappedError {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
  /** Only unexpected failures are logged as errors; bad input is not. */
  unexpected: boolean;
}

/**
 * SQLSTATEs that odd input causes, never the server's own fault: a value of the wrong syntax
 * (22P02), a bad date or time (22007, 22008), a number out of range (22003), a character the
 * database cannot store (22P05, 22021). Answered 400 'Invalid value for a field'.
 */
const BAD_INPUT_SQLSTATES = new Set(['22P02', '22007', '22008', '22003', '22P05', '22021']);
export function isBadInputSqlState(code: string | undefined): boolean {
  return code !== undefined && BAD_INPUT_SQLSTATES.has(code);
}

/** The SQLSTATE of a driver error (TypeORM wraps it in `driverError`). */
export function sqlStateOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Every 415's message: the API's own content-type check and Fastify's parsers say the same. */
export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type: send application/json';
/** A body sent compressed (Content-Encoding other than identity). */
export const UNSUPPORTED_CONTENT_ENCODING = 'Unsupported content encoding: send the body uncompressed';

/** Fastify's own errors (raised before a handler runs) mapped to our codes and messages. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: UNSUPPORTED_CONTENT_TYPE,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: UNSUPPORTED_CONTENT_TYPE,
  },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_FAILED', message: 'Malformed URL' },
  // The router refuses a path parameter longer than routerOptions.maxParamLength.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'A path segment is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'VALIDATION_FAILED', message: 'Bad request' },
};

/**
 * The mapping of a Fastify error, also when Nest hands it over wrapped: errors Fastify raises
 * before a handler runs (a content type no parser takes, a body over the limit, malformed JSON)
 * reach the filter as an HttpException whose `cause` is Fastify's error.
 */
function fastifyMapping(err: unknown): (typeof FASTIFY_ERRORS)[string] | undefined {
  const e = (err instanceof HttpException ? (err.cause ?? err) : err) as { code?: unknown } | null;
  return e && typeof e.code === 'string' && Object.hasOwn(FASTIFY_ERRORS, e.code)
    ? FASTIFY_ERRORS[e.code]
    : undefined;
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Request failed';
}

function body(status: number, code: string, message: string, details?: ErrorDetail[]): ApiErrorBody {
  return createApiErrorBody(code, message, { status, error: reason(status), details });
}

/** Maps anything thrown while serving a request to the API error shape of API.md. */
export function toApiError(err: unknown, opts: { exposeStack?: boolean } = {}): MappedError {
  const mapped = mapError(err);
  // Development only, and only for real failures: a stack says nothing useful about bad input.
  if (opts.exposeStack && mapped.unexpected && err instanceof Error && err.stack)
    mapped.body.stack = err.stack;
  return mapped;
}

function mapError(err: unknown): MappedError {
  if (err instanceof AppException) {
    return {
      status: err.status,
      body: body(err.status, err.code, err.message, err.details),
      headers: err.headers,
      // A 503 the code chose (not ready, draining, a dependency down) is a state, not a bug.
      unexpected: err.status >= 500 && err.status !== 503,
    };
  }
  if (isFilterError(err)) {
    return { status: 400, body: body(400, 'VALIDATION_FAILED', err.message, err.details), unexpected: false };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: body(400, 'VALIDATION_FAILED', 'Validation failed', issueDetails(err.issues)),
      unexpected: false,
    };
  }
  const fastify = fastifyMapping(err);
  if (fastify) {
    return {
      status: fastify.status,
      body: body(fastify.status, fastify.code, fastify.message),
      unexpected: false,
    };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const res = err.getResponse();
    let message = err.message;
    if (typeof res === 'object' && res && 'message' in res) {
      const m = (res as { message: unknown }).message;
      message = Array.isArray(m) ? m.join('; ') : String(m);
    }
    return {
      status,
      body: body(status, errorCodeForStatus(status), message),
      unexpected: status >= 500,
    };
  }
  const e = err as { code?: unknown; statusCode?: unknown; message?: unknown } | null;
  // Other Fastify client errors (they carry a 4xx statusCode and an FST_ code).
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const status = e.statusCode;
    return {
      status,
      body: body(status, errorCodeForStatus(status), String(e.message ?? reason(status))),
      unexpected: false,
    };
  }
  // The database is unreachable (stopped, restarting, network down, pool timed out): not the
  // request's fault and not a bug. 503 tells clients and load balancers to retry shortly.
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: body(503, 'UNAVAILABLE', 'The database is unavailable; try again shortly'),
      headers: { 'retry-after': '2' },
      unexpected: false,
    };
  }
  // PostgreSQL errors that bad input can cause (driver errors carry a SQLSTATE in `code`).
  const pgCode =
    e && typeof e.code === 'string' ? e.code : (e as { driverError?: { code?: string } })?.driverError?.code;
  if (pgCode === '23505') {
    return {
      status: 409,
      body: body(409, 'CONFLICT', 'A record with these values already exists'),
      unexpected: false,
    };
  }
  if (isBadInputSqlState(pgCode)) {
    return {
      status: 400,
      body: body(400, 'VALIDATION_FAILED', 'Invalid value for a field'),
      unexpected: false,
    };
  }
  // A foreign key, or a relation's `restrict` refusing a delete (a zone some collection's rows need).
  if (pgCode === '23503' || pgCode === '23001') {
    return {
      status: 409,
      body: body(409, 'CONFLICT', 'A referenced record does not exist or is in use'),
      unexpected: false,
    };
  }
  return { status: 500, body: body(500, 'INTERNAL', 'Internal server error'), unexpected: true };
}
