/**
 * Errors of the auth calls (specification §8): the server's message is preferred; without one
 * the client's fallback message for the operation ('Failed to sign in', …) is used, else the
 * catalogue message of the operation's code.
 */
import {
  AUTH_ERROR_MESSAGES,
  AUTH_FALLBACK_MESSAGES,
  DEFAULT_CLIENT_ERROR_CODE,
  type ApiErrorDetail,
  type AuthErrorCode,
} from '@atrium/schema';
import { isApiError } from '../api/http';

export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: string;
  /** HTTP status; 0 when no response came (network) or the error was local. */
  readonly status: number;
  /** Field hints from the server (`{path, message}`), e.g. `totpCode`. */
  readonly details: readonly ApiErrorDetail[];

  constructor(
    message: string,
    code: string,
    status = 0,
    details: readonly ApiErrorDetail[] = [],
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export type AuthFallback = keyof typeof AUTH_FALLBACK_MESSAGES;

/**
 * Turns whatever a call threw into an AuthError. An API error keeps the server's code and
 * message; a network or unreadable failure gets `fallback` (or the catalogue message of
 * `code`) with `code`.
 */
export function toAuthError(error: unknown, code: AuthErrorCode, fallback?: AuthFallback): AuthError {
  if (error instanceof AuthError) return error;
  const defaultMessage = fallback ? AUTH_FALLBACK_MESSAGES[fallback] : AUTH_ERROR_MESSAGES[code];
  if (isApiError(error) && error.status > 0) {
    const body = error.body as { message?: unknown } | undefined;
    const fromServer = typeof body?.message === 'string' && body.message.length > 0;
    return new AuthError(
      fromServer ? error.message : defaultMessage,
      error.code !== DEFAULT_CLIENT_ERROR_CODE ? error.code : code,
      error.status,
      error.details ?? [],
      error,
    );
  }
  return new AuthError(defaultMessage, code, 0, [], error);
}

export function isAuthError(value: unknown): value is AuthError {
  return value instanceof AuthError;
}
