import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { BODY_IGNORED_KEY } from '../decorators/body-ignored.decorator.js';
import { READS_QUERY_KEY } from '../decorators/reads-query.decorator.js';
import { refuseBody } from '../http/no-body.js';
import { refuseQueryParameters } from '../http/no-query.js';

/** What a handler reads of the request besides its path: its query string and its body. */
interface DeclaredInput {
  query: boolean;
  body: boolean;
}

const declared = new WeakMap<object, DeclaredInput>();

/**
 * A handler reads its query string with a `@Query()` parameter, its body with `@Body()`. One that
 * takes the whole request (`@Req()`) reads its query string itself only when marked
 * `@ReadsQuery()` (the table API): sign-up, sign-in and POST /logs take the request for its IP
 * and user agent, and took `?anything` silently while that alone counted as reading the query.
 * Keys of Nest's route argument metadata are `<paramtype>:<index>` (custom decorators carry their
 * own prefix and read neither).
 */
function declaredInput(
  controller: object,
  handler: (...args: never[]) => unknown,
  readsQuery: boolean,
): DeclaredInput {
  let input = declared.get(handler);
  if (!input) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {}) as object;
    const types = new Set(Object.keys(args).map((key) => Number(key.split(':')[0])));
    input = {
      query: types.has(RouteParamtypes.QUERY) || readsQuery,
      body: types.has(RouteParamtypes.BODY),
    };
    declared.set(handler, input);
  }
  return input;
}

/**
 * Input an endpoint does not take is refused, never ignored, on every endpoint alike:
 * - a query parameter: a handler that declares its query validates it with a strict schema (as
 *   the table API, GET /routes, GET /users and GET /schemas do); one that reads none answers any
 *   parameter with 400 `VALIDATION_FAILED` 'This call takes no query parameters', each parameter a
 *   detail at its name (`{path: 'x', message: 'Unrecognized key: "x"'}`);
 * - a body: a handler without `@Body()` takes none, or `{}`; anything else is 400
 *   'This call takes no body' (unless it is marked `@BodyIgnored()`).
 * Checked after the access checks (a 401, 403 or a zone's 404 comes first) and before the
 * handler runs, so nothing is changed.
 */
@Injectable()
export class DeclaredInputInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const handler = ctx.getHandler();
      const readsQuery =
        this.reflector.getAllAndOverride<boolean | undefined>(READS_QUERY_KEY, [handler, ctx.getClass()]) ??
        false;
      const input = declaredInput(ctx.getClass(), handler as never, readsQuery);
      const req = ctx.switchToHttp().getRequest<FastifyRequest>();
      if (!input.query) refuseQueryParameters(req.query);
      if (!input.body && !this.reflector.get<boolean | undefined>(BODY_IGNORED_KEY, handler)) {
        refuseBody(req.body);
      }
    }
    return next.handle();
  }
}
