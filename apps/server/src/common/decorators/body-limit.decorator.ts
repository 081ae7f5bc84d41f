import { RouteConfig } from '@nestjs/platform-fastify';

/** The route config key the onRoute hook of http-setup.ts reads. */
export const BODY_LIMIT_CONFIG_KEY = 'bodyLimit';

/**
 * This handler's largest request body in bytes, in place of the global BODY_LIMIT_BYTES (larger
 * for an import file, smaller where a body is always small). Past it: 413 PAYLOAD_TOO_LARGE,
 * before any byte is parsed. Carried as Fastify route config, which http-setup.ts turns into the
 * route's own `bodyLimit` (Nest has no route option for it).
 */
export const BodyLimit = (bytes: number) => RouteConfig({ [BODY_LIMIT_CONFIG_KEY]: bytes });
