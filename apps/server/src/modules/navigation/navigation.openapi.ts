import type { OpenAPIObject } from '@nestjs/swagger';
import { navigationItemListSchema } from '@atrium/schema';
import { jsonSchemaOf } from '../../common/http/openapi.js';

/** Adds the plain-Fastify navigation reads (navigation.http.ts) to the OpenAPI document. */
export function documentNavigationApi(doc: OpenAPIObject): void {
  const errorRef = { description: 'API error shape {error, code, message, timestamp, details?}' };
  const items = { 'application/json': { schema: jsonSchemaOf(navigationItemListSchema) } };
  doc.paths['/api/navigation'] = {
    ...(doc.paths['/api/navigation'] ?? {}),
    get: {
      tags: ['navigation'],
      summary: "The caller's menu: active, visible items for their role and zones, by order_index",
      description:
        'Signed in. Items with no required_role, the caller’s role, or (platform admins) a role not above theirs; zone_id null or a zone the caller is a member of (only zone_id’s when given). A flat list: build the tree with buildNavigationTree (libs/schema). all=true (admins): every row, for the builder. Served from memory; ETag / If-None-Match → 304; every node drops its copy within a second of a change.',
      security: [{ bearer: [] }],
      parameters: [
        { name: 'zone_id', in: 'query', required: false, schema: { type: 'string', format: 'uuid' } },
        { name: 'all', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
      ],
      responses: {
        '200': { description: 'Navigation items', content: items },
        '304': { description: 'Not modified' },
        '400': errorRef,
        '401': errorRef,
        '403': { description: 'all=true by a non-admin' },
      },
    },
  };
  doc.paths['/api/navigation/public'] = {
    get: {
      tags: ['navigation'],
      summary: "The specification's public navigation: [{name, path, label}]",
      description:
        'The public, active routes named home, features, pricing, about and contact, by path, each labelled with its capitalised name. ETag / If-None-Match → 304.',
      responses: {
        '200': {
          description: 'Public navigation',
          content: {
            'application/json': {
              schema: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    path: { type: 'string' },
                    label: { type: 'string' },
                  },
                },
              },
            },
          },
        },
        '304': { description: 'Not modified' },
      },
    },
  };
}
