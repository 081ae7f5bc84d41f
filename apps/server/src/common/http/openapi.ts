import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { API_KEY_REFUSAL_DESCRIPTION } from '../decorators/refuses-api-keys.decorator.js';

/** The JSON Schema of a shared zod schema, for OpenAPI (`io: 'input'` for request bodies). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
}

/** A request body documented from its zod schema. */
export const ApiZodBody = (schema: z.ZodType) => ApiBody({ schema: jsonSchemaOf(schema, 'input') as object });

/** An array response documented from the zod schema of one element. */
export function arrayOf(schema: z.ZodType): Record<string, unknown> {
  return { type: 'array', items: jsonSchemaOf(schema) };
}

type Operation = { responses?: Record<string, unknown>; security?: unknown[]; requestBody?: unknown };

const ERROR_SHAPE = 'in the API error shape {error, code, message, timestamp, details?}';
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The answers every operation can give whatever its own decorators say, added where missing: 400
 * (a body, parameter or query parameter that is not valid, an unknown query parameter), 401 for
 * an operation behind the bearer token, 404 for a path with an id or name in it, 413 and 415 for
 * a method that takes a body (too large, not JSON), unless the operation's range of them (`4XX`)
 * is there. 414 and 431 (a request line or headers too long) are answered before routing and are
 * stated once, in the document's description.
 */
export function documentCommonResponses(paths: OpenAPIObject['paths']): void {
  for (const [path, item] of Object.entries(paths)) {
    if (!item) continue;
    for (const [method, value] of Object.entries(item as Record<string, unknown>)) {
      if (!value || typeof value !== 'object' || !('responses' in value)) continue;
      const op = value as Operation;
      const responses = (op.responses ??= {});
      // A status is documented by its own entry or by its range (`4XX`, which the table API's
      // operations answer their client errors with).
      const add = (status: string, description: string) => {
        if (responses[`${status[0]}XX`]) return;
        responses[status] ??= { description: `${description}, ${ERROR_SHAPE}` };
      };
      add('400', 'VALIDATION_FAILED (or the operation’s own code): the input is not valid');
      const bearer = op.security !== undefined && op.security.length > 0;
      if (bearer) add('401', 'UNAUTHENTICATED: no valid access token');
      // `@RefusesApiKeys()` documents its 403 on a whole controller: not on its public operations.
      const forbidden = responses['403'] as { description?: string } | undefined;
      if (!bearer && forbidden?.description === API_KEY_REFUSAL_DESCRIPTION) delete responses['403'];
      if (path.includes('{')) add('404', 'NOT_FOUND: nothing with this id, or not visible to the caller');
      if (WRITE_METHODS.has(method)) {
        add('413', 'PAYLOAD_TOO_LARGE: the body is over the size limit');
        add('415', 'UNSUPPORTED_MEDIA_TYPE: a body that is not application/json');
      }
    }
  }
}

/**
 * The refusals of an admins-only operation (`@AdminOnly()`): 401 without a valid token, 403 for
 * any other platform role; `forbidden` words the 403 where more than the role decides.
 */
export const ApiAdminRefusals = (forbidden = 'Not admin, super_admin or platform_owner') =>
  applyDecorators(
    ApiUnauthorizedResponse({ description: 'Not authenticated' }),
    ApiForbiddenResponse({ description: forbidden }),
  );
