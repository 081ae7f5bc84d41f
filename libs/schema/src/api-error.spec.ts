import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_CODE_STATUS,
  ErrorCode,
  apiErrorSchema,
  createApiError,
  errorCodeForStatus,
  errorCodeStatus,
  isApiError,
  isErrorCode,
  isGenericErrorCode,
} from './api-error.js';

describe('ErrorCode', () => {
  it('maps every key to itself, digit-leading keys included', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
    expect(ErrorCode['2FA_SETUP_FAILED']).toBe('2FA_SETUP_FAILED');
    expect(ErrorCode['2FA_ENABLE_FAILED']).toBe('2FA_ENABLE_FAILED');
    expect(ErrorCode['2FA_DISABLE_FAILED']).toBe('2FA_DISABLE_FAILED');
  });

  it('lists exactly the contract codes', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'RATE_LIMITED',
        'INTERNAL',
        'UNAVAILABLE',
        'SIGNIN_FAILED',
        'SIGNUP_FAILED',
        'REFRESH_FAILED',
        'PASSWORD_CHANGE_FAILED',
        '2FA_SETUP_FAILED',
        '2FA_ENABLE_FAILED',
        '2FA_DISABLE_FAILED',
        'SESSIONS_FAILED',
        'REVOKE_FAILED',
        'SIGNOUT_ALL_FAILED',
        'MFA_REQUIRED',
        'SESSION_FAILED',
        'USER_FAILED',
        'SIGNOUT_FAILED',
      ].sort(),
    );
  });

  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['UNAVAILABLE', 503],
  ] as const)('%s → %i', (code, status) => {
    expect(ERROR_CODE_STATUS[code]).toBe(status);
    expect(errorCodeStatus(code)).toBe(status);
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('has no default status for operation-specific codes', () => {
    expect(errorCodeStatus('SIGNIN_FAILED')).toBeUndefined();
    expect(errorCodeStatus('constructor')).toBeUndefined();
    expect(isGenericErrorCode('MFA_REQUIRED')).toBe(false);
    expect(isErrorCode('MFA_REQUIRED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('falls back to VALIDATION_FAILED for other 4xx and INTERNAL otherwise', () => {
    expect(errorCodeForStatus(422)).toBe('VALIDATION_FAILED');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });
});

describe('apiErrorSchema', () => {
  const base = {
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message: 'Invalid body',
    timestamp: '2024-05-01T12:00:00.000Z',
  };

  it('accepts a minimal body and one with details and stack', () => {
    expect(apiErrorSchema.parse(base)).toEqual(base);
    const full = { ...base, details: [{ path: 'body.name', message: 'Required' }], stack: 'Error: x' };
    expect(apiErrorSchema.parse(full)).toEqual(full);
  });

  it('rejects missing fields, bad timestamps and malformed details', () => {
    expect(apiErrorSchema.safeParse({ ...base, code: undefined }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...base, timestamp: 'yesterday' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...base, details: [{ path: ['a'], message: 'x' }] }).success).toBe(
      false,
    );
    expect(isApiError(null)).toBe(false);
    expect(isApiError(base)).toBe(true);
  });

  it('accepts codes outside the list (clients must tolerate new codes)', () => {
    expect(apiErrorSchema.safeParse({ ...base, code: 'API_ERROR' }).success).toBe(true);
  });
});

describe('createApiError', () => {
  it('fills error from the code status and formats the timestamp', () => {
    const body = createApiError('NOT_FOUND', 'Route "x" not found', {
      timestamp: new Date(Date.UTC(2024, 0, 2)),
    });
    expect(body).toEqual({
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Route "x" not found',
      timestamp: '2024-01-02T00:00:00.000Z',
    });
    expect(isApiError(body)).toBe(true);
  });

  it('uses the given status, error, details and stack', () => {
    const body = createApiError('SIGNIN_FAILED', 'Sign in failed', {
      status: 401,
      details: [{ path: 'body.email', message: 'Required' }],
      stack: 'trace',
    });
    expect(body.error).toBe('Unauthorized');
    expect(body.details).toHaveLength(1);
    expect(body.stack).toBe('trace');
    expect(createApiError('MFA_REQUIRED', 'x').error).toBe('Request failed');
    expect(createApiError('INTERNAL', 'x', { error: 'Oops' }).error).toBe('Oops');
    expect('details' in createApiError('INTERNAL', 'x')).toBe(false);
  });
});
