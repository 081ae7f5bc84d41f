import { Injectable, SetMetadata } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthErrorCode } from '@atrium/schema';
import { catchError } from 'rxjs';
import type { Observable } from 'rxjs';
import { AppException } from '../../common/errors/app.exception.js';
import { isBadInputSqlState, sqlStateOf } from '../../common/errors/error-body.js';
import { AuthException } from './auth.exception.js';

const FAILS_AS_KEY = 'atrium:failsAs';

/**
 * The catalogue code a handler's unexpected failures carry (e.g. a database error while listing
 * sessions → 500 SESSIONS_FAILED 'Failed to get sessions'), so the client can show the
 * specification's message. Deliberate errors (AppException) and the database's refusals of odd
 * input (400 through the global mapping) pass through unchanged.
 */
export const FailsAs = (code: AuthErrorCode) => SetMetadata(FAILS_AS_KEY, code);

@Injectable()
export class FailsAsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const code = this.reflector.get<AuthErrorCode | undefined>(FAILS_AS_KEY, ctx.getHandler());
    if (!code) return next.handle();
    return next.handle().pipe(
      catchError((err: unknown) => {
        // Deliberate refusals, and database refusals of odd input (a 400, not a failure).
        if (err instanceof AppException || isBadInputSqlState(sqlStateOf(err))) throw err;
        throw new AuthException(500, code, undefined, err);
      }),
    );
  }
}
