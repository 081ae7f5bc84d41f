import { Catch, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredLanguage } from '../../modules/auth/request-meta.js';
import { toApiError } from '../errors/error-body.js';
import { localizeDetails } from '../errors/zod-details.js';

/** The one global exception filter: every error leaves as the API error shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly exposeStack: boolean,
    /** Serves the client for unmatched non-API GETs (deep links); set once the HTTP layer is ready. */
    public spaFallback?: (req: FastifyRequest, reply: FastifyReply) => boolean,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // Nest's own not-found handler throws a plain NotFoundException for unmatched paths.
    if (exception instanceof NotFoundException && this.spaFallback?.(req, reply)) return;
    sendApiError(withoutQuery(exception, req), req, reply, this.exposeStack);
  }
}

/**
 * Nest's not-found for an unmatched path says `Cannot GET /path?query`: the query is dropped from
 * it, because the message is logged ('request refused') and a query may hold a secret (an opened
 * mail link's token, fetched by a link scanner, is not a page navigation and gets this 404). The
 * request log redacts such parameters; this message has no such rule, so it names the path only.
 */
function withoutQuery(exception: unknown, req: FastifyRequest): unknown {
  if (!(exception instanceof NotFoundException)) return exception;
  // Nest names the URL as sent: under `/.netlify/functions` that is the original URL, not the
  // `/api` one the router matched (`rewriteUrl`), so either may be the one in the message.
  for (const url of new Set([req.url, req.originalUrl])) {
    const query = url.indexOf('?');
    if (query >= 0 && exception.message === `Cannot ${req.method} ${url}`) {
      return new NotFoundException(`Cannot ${req.method} ${url.slice(0, query)}`);
    }
  }
  return exception;
}

export function sendApiError(
  err: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
  exposeStack: boolean,
): void {
  const mapped = toApiError(err, { exposeStack });
  localizeDetails(mapped.body.details, preferredLanguage(req.headers['accept-language']));
  if (mapped.unexpected) {
    req.log.error({ err }, 'request failed');
  } else {
    // A refusal is info; a 503 (not ready, draining, a dependency down) is worth a warning, once
    // per request and without a stack: load balancers probe readiness every second.
    req.log[mapped.status >= 500 ? 'warn' : 'info'](
      // `reason`, not `msg`: pino's own message key would be written twice.
      { status: mapped.status, code: mapped.body.code, reason: mapped.body.message },
      'request refused',
    );
  }
  if (reply.sent) return;
  // An error is about this request only: no cache keeps it (the successful answers of the
  // private endpoints say the same through NoStoreInterceptor; a guard's refusal never reaches it).
  reply.header('cache-control', 'no-store');
  if (mapped.headers) reply.headers(mapped.headers);
  reply.status(mapped.status).header('content-type', 'application/json; charset=utf-8').send(mapped.body);
}
