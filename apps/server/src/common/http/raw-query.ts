import type { FastifyRequest } from 'fastify';

/** The query string exactly as sent (after `?`, not decoded; '' when none): a key for answers built from it. */
export function rawQueryOf(req: FastifyRequest): string {
  const q = req.url.indexOf('?');
  return q === -1 ? '' : req.url.slice(q + 1);
}
