import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './sessions.service.js';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** User agent (trimmed to 512 characters, control characters removed) and client IP of a request. */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    userAgent: typeof ua === 'string' && ua ? ua.replace(CONTROL, '').slice(0, 512) : null,
    ip: req.ip ? req.ip.slice(0, 64) : null,
  };
}

/** The per-account rate-limit key: the email, case-folded (the same whether or not the account exists). */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
