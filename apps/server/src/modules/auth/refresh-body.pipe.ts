import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { AUTH_FALLBACK_MESSAGES, refreshSchema, type RefreshInput } from '@atrium/schema';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { AppException } from '../../common/errors/app.exception.js';
import { AuthException } from './auth.exception.js';

/**
 * The body of `POST /auth/refresh`. No refresh token at all — no body, `{}`, a `null`, `""` or a
 * blank one — is one answer, the specification's for a refresh without a token: 401
 * `REFRESH_FAILED` 'Failed to refresh session' with the detail `{path: "refreshToken", message:
 * "No refresh token available"}`, as for a token no session has (a client clears its stored
 * session on it). Before, `{}` was a 400 and `""` a 401. A body that is wrong otherwise (an unknown
 * key, a number, a token longer than any) stays the 400 `VALIDATION_FAILED` of the schema.
 */
export class RefreshBodyPipe implements PipeTransform<unknown, RefreshInput> {
  private readonly pipe = new ZodValidationPipe(refreshSchema);

  transform(value: unknown, metadata?: ArgumentMetadata): RefreshInput {
    try {
      return this.pipe.transform(value ?? {}, metadata);
    } catch (error) {
      const details = error instanceof AppException ? (error.details ?? []) : [];
      const noToken =
        details.length > 0 &&
        details.every(
          (d) => d.path === 'refreshToken' && d.message === AUTH_FALLBACK_MESSAGES.noRefreshToken,
        );
      if (noToken) throw AuthException.refreshFailed(details);
      throw error;
    }
  }
}
