import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  ERROR_CODE_STATUS,
  ErrorCode,
  createApiErrorBody,
  errorCodeForStatus,
  errorCodeStatus,
  httpReasonPhrase,
  isErrorCode,
  isGenericErrorCode,
  readApiErrorFields,
} from './api-error.js';
import { apiErrorBodySchema, isApiErrorBody } from './api-error-schema.js';
import { AUTH_ERROR_MESSAGES } from './auth/auth-errors.js';

describe('ErrorCode', () => {
  it('maps every key to itself, digit-leading keys included', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
    expect(ErrorCode['2FA_SETUP_FAILED']).toBe('2FA_SETUP_FAILED');
    expect(API_ERROR_CODES).toEqual(Object.keys(ErrorCode));
    expect(Object.isFrozen(API_ERROR_CODES)).toBe(true);
  });

  it('lists every auth code of the catalogue, so the client knows each one the server sends', () => {
    for (const code of Object.keys(AUTH_ERROR_MESSAGES)) expect(API_ERROR_CODES).toContain(code);
  });

  it('lists every generic code, and each generic status maps back to its code', () => {
    for (const [code, status] of Object.entries(ERROR_CODE_STATUS)) {
      expect(API_ERROR_CODES).toContain(code);
      expect(errorCodeStatus(code)).toBe(status);
      expect(errorCodeForStatus(status)).toBe(code);
      expect(httpReasonPhrase(status)).not.toBe('Request failed');
    }
  });

  it.each([
    ['VALIDATION_FAILED', 400],
    ['NOT_FOUND', 404],
    ['PAYLOAD_TOO_LARGE', 413],
    ['URI_TOO_LONG', 414],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['RATE_LIMITED', 429],
    ['REQUEST_HEADER_FIELDS_TOO_LARGE', 431],
    ['UNAVAILABLE', 503],
  ] as const)('%s → %i', (code, status) => {
    expect(ERROR_CODE_STATUS[code]).toBe(status);
  });

  it('has no default status for operation-specific codes, nor for inherited property names', () => {
    expect(errorCodeStatus('SIGNIN_FAILED')).toBeUndefined();
    expect(errorCodeStatus('constructor')).toBeUndefined();
    expect(isGenericErrorCode('MFA_REQUIRED')).toBe(false);
    expect(isErrorCode('MFA_REQUIRED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('API_ERROR')).toBe(false);
  });

  it('falls back to VALIDATION_FAILED for other 4xx and INTERNAL otherwise', () => {
    expect(errorCodeForStatus(422)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(416)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
    expect(errorCodeForStatus(200)).toBe('INTERNAL');
  });
});

describe('apiErrorBodySchema', () => {
  const base = {
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message: 'Invalid body',
    timestamp: '2024-05-01T12:00:00.000Z',
  };

  it('accepts a minimal body and one with details and stack', () => {
    expect(apiErrorBodySchema.parse(base)).toEqual(base);
    const full = { ...base, details: [{ path: 'body.name', message: 'Required' }], stack: 'Error: x' };
    expect(apiErrorBodySchema.parse(full)).toEqual(full);
  });

  it("rejects missing fields, bad timestamps, malformed details and Fastify's own shape", () => {
    expect(apiErrorBodySchema.safeParse({ ...base, code: undefined }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ ...base, timestamp: 'yesterday' }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ ...base, details: [{ path: ['a'], message: 'x' }] }).success).toBe(
      false,
    );
    // What Fastify answers by itself (no timestamp, a numeric statusCode): not the API shape.
    expect(
      isApiErrorBody({
        error: 'Bad Request',
        message: 'Client Error',
        statusCode: 400,
        code: 'FST_ERR_BAD_URL',
      }),
    ).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody(base)).toBe(true);
  });

  it('accepts codes outside the list (clients must tolerate new codes)', () => {
    expect(apiErrorBodySchema.safeParse({ ...base, code: 'SOMETHING_NEW' }).success).toBe(true);
  });
});

describe('readApiErrorFields', () => {
  it('keeps every field of a full body except the stack', () => {
    const details = [{ path: 'name', message: 'Required' }];
    expect(
      readApiErrorFields({
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        timestamp: '2025-01-01T00:00:00.000Z',
        details,
        stack: 'Error: at…',
      }),
    ).toEqual({
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      timestamp: '2025-01-01T00:00:00.000Z',
      details,
    });
  });

  it('keeps the usable fields of a partial body and drops mistyped or empty ones', () => {
    expect(
      readApiErrorFields({ code: 'NOT_FOUND', message: 42, error: '', timestamp: 'yesterday', details: 'x' }),
    ).toEqual({ code: 'NOT_FOUND' });
    expect(readApiErrorFields({ message: 'Gone', details: [{ path: 'a' }] })).toEqual({ message: 'Gone' });
  });

  it.each([undefined, null, 'Bad gateway', 502, [], [{ code: 'X' }]])('reads nothing from %j', (body) => {
    expect(readApiErrorFields(body)).toEqual({});
  });
});

describe('createApiErrorBody', () => {
  it('fills error from the code status and formats the timestamp', () => {
    const body = createApiErrorBody('NOT_FOUND', 'Route "x" not found', {
      timestamp: new Date(Date.UTC(2024, 0, 2)),
    });
    expect(body).toEqual({
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Route "x" not found',
      timestamp: '2024-01-02T00:00:00.000Z',
    });
    expect(isApiErrorBody(body)).toBe(true);
  });

  it('uses the given status, error, details and stack, and omits empty details', () => {
    const body = createApiErrorBody('SIGNIN_FAILED', 'Sign in failed', {
      status: 401,
      details: [{ path: 'body.email', message: 'Required' }],
      stack: 'trace',
    });
    expect(body.error).toBe('Unauthorized');
    expect(body.details).toHaveLength(1);
    expect(body.stack).toBe('trace');
    expect(createApiErrorBody('MFA_REQUIRED', 'x').error).toBe('Request failed');
    expect(createApiErrorBody('INTERNAL', 'x', { error: 'Oops' }).error).toBe('Oops');
    expect('details' in createApiErrorBody('INTERNAL', 'x')).toBe(false);
    expect('details' in createApiErrorBody('VALIDATION_FAILED', 'x', { details: [] })).toBe(false);
    expect(isApiErrorBody(createApiErrorBody('URI_TOO_LONG', 'x'))).toBe(true);
  });
});
