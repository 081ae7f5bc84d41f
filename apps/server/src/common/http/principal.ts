import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES } from '@atrium/schema';

/** Who is calling: set on the request by the auth guard when a valid token came with it. */
export interface Principal {
  userId: string;
  sessionId: string;
  email: string;
  role: string;
  /**
   * Set when the caller is an API key (modules/api-keys): userId is the key's creator, role the
   * key's own, sessionId empty. Handlers marked @RefusesApiKeys() answer 403 to it.
   */
  apiKeyId?: string;
}

export type RequestWithPrincipal = FastifyRequest & { principal?: Principal };

export function isAdminRole(role: string | undefined | null): boolean {
  return !!role && (ADMIN_ROLES as readonly string[]).includes(role);
}

export function principalOf(req: FastifyRequest): Principal | undefined {
  return (req as RequestWithPrincipal).principal;
}
