import type { OpenAPIObject } from '@nestjs/swagger';

const routeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    path: { type: 'string', example: '/zones/:zoneId' },
    name: { type: 'string', example: 'zone_dashboard' },
    component_name: { type: 'string', example: 'ZoneDashboardPage' },
    component_path: { type: 'string', nullable: true },
    layout: { type: 'string', nullable: true, example: 'Zone' },
    is_public: { type: 'boolean' },
    is_active: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
    metadata: {
      type: 'object',
      properties: {
        dynamic: { type: 'boolean' },
        guard_type: { type: 'string' },
        required_permission: { type: 'string' },
      },
    },
  },
};

const filter = (name: string, example: string) => ({
  name,
  in: 'query' as const,
  required: false,
  schema: { type: 'string' },
  example,
  description:
    'PostgREST filter: op.value with eq neq gt lt gte lte like ilike in.(a,b) is.null|true|false, not.<op>',
});

/** Adds the plain-Fastify route reads (routes.http.ts) to the OpenAPI document. */
export function documentRoutesApi(doc: OpenAPIObject): void {
  const errorRef = { description: 'API error shape {error, code, message, timestamp, details?}' };
  doc.paths['/api/routes'] = {
    ...(doc.paths['/api/routes'] ?? {}),
    get: {
      tags: ['routes'],
      summary:
        'List routes ordered by created_at (inactive rows for admins only); ETag / If-None-Match → 304',
      parameters: [
        filter('is_active', 'eq.true'),
        filter('name', 'eq.dashboard'),
        filter('path', 'eq./dashboard'),
        filter('is_public', 'eq.true'),
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', maximum: 1000 } },
        { name: 'offset', in: 'query', required: false, schema: { type: 'integer' } },
      ],
      responses: {
        '200': {
          description: 'Routes',
          content: { 'application/json': { schema: { type: 'array', items: routeSchema } } },
        },
        '304': { description: 'Not modified' },
        '400': errorRef,
      },
    },
  };
  doc.paths['/api/routes/by-name/{name}'] = {
    get: {
      tags: ['routes'],
      summary: 'One route by its unique name',
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The route', content: { 'application/json': { schema: routeSchema } } },
        '304': { description: 'Not modified (If-None-Match matched its ETag)' },
        '404': { description: 'Route "{name}" not found' },
      },
    },
  };
}
