import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { AppException } from '../errors/app.exception.js';
import type { Principal, RequestWithPrincipal } from '../http/principal.js';

/**
 * The signed-in caller (`req.principal`, set by the access guard). On a handler that is not
 * @Public() the guard guarantees it; anywhere else a missing principal is refused.
 */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<RequestWithPrincipal>().principal;
  if (!principal) throw AppException.unauthenticated('Not authenticated');
  return principal;
});

/** The caller on a @Public() handler: the principal when a valid token came with the request, else undefined. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal | undefined =>
    ctx.switchToHttp().getRequest<RequestWithPrincipal>().principal,
);
