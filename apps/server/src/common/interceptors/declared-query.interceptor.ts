import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { refuseQueryParameters } from '../http/no-query.js';

/** Whether a handler reads its query string: a `@Query()` parameter, or the whole request (`@Req()`). */
const readsQuery = new WeakMap<object, boolean>();

function handlerReadsQuery(controller: Type<unknown>, handler: (...args: unknown[]) => unknown): boolean {
  let known = readsQuery.get(handler);
  if (known === undefined) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {}) as Record<
      string,
      unknown
    >;
    // Keys are `<paramtype>:<index>` (custom decorators carry their own prefix and read neither).
    known = Object.keys(args).some((key) => {
      const type = Number(key.split(':')[0]);
      return type === RouteParamtypes.QUERY || type === RouteParamtypes.REQUEST;
    });
    readsQuery.set(handler, known);
  }
  return known;
}

/**
 * Unknown query parameters are refused on every endpoint, as the table API, GET /routes, GET
 * /users and GET /schemas refuse them: a handler that declares its query validates it with a
 * strict schema; one that reads no query at all answers any parameter with 400
 * `VALIDATION_FAILED` 'This call takes no query parameters', each parameter a detail at its name
 * (`{path: 'x', message: 'Unrecognized key: "x"'}`), after the access checks (a 401, 403 or a
 * zone's 404 comes first) and before the handler runs, so nothing is changed.
 */
@Injectable()
export class DeclaredQueryInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http' && !handlerReadsQuery(ctx.getClass(), ctx.getHandler() as never)) {
      refuseQueryParameters(ctx.switchToHttp().getRequest<FastifyRequest>().query);
    }
    return next.handle();
  }
}
