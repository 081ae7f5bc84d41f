import { SUPPORTED_LANGUAGE_TAGS } from '@atrium/schema';
import type { SupportedLanguage } from '@atrium/schema';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RequestMeta } from './sessions.service.js';

/** Accept-Language headers longer than this are ignored (a browser's is well under 100 bytes). */
const ACCEPT_LANGUAGE_MAX = 512;

/**
 * The offered interface language an Accept-Language header prefers (`de` → `de-DE`, with
 * negotiator's quality and prefix rules), or null: the client sends the language it shows.
 */
export function preferredLanguage(header: string | string[] | undefined): SupportedLanguage | null {
  if (typeof header !== 'string' || !header || header.length > ACCEPT_LANGUAGE_MAX) return null;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...SUPPORTED_LANGUAGE_TAGS,
  ]);
  return (best as SupportedLanguage | undefined) ?? null;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * User agent (trimmed to 512 characters, control characters removed), client IP and preferred
 * interface language of a request.
 */
export function requestMeta(req: FastifyRequest): RequestMeta {
  const ua = req.headers['user-agent'];
  return {
    userAgent: typeof ua === 'string' && ua ? ua.replace(CONTROL, '').slice(0, 512) : null,
    ip: req.ip ? req.ip.slice(0, 64) : null,
    language: preferredLanguage(req.headers['accept-language']),
  };
}

/** The per-account rate-limit key: the email, case-folded (the same whether or not the account exists). */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
