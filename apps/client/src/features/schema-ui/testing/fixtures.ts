import { builtinCollections, collectionSchema, type Collection, type CollectionInput } from '@atrium/schema';
import projectsFile from '../../../../../../schemas/projects.json';

/** schemas/projects.json, the integrator's example collection, as the registry stores it. */
export const projects: Collection = collectionSchema.parse(projectsFile);

/** One field of every type the list and the form draw differently. */
export const gadgets: Collection = collectionSchema.parse({
  name: 'gadgets',
  label: 'Gadget',
  fields: [
    { name: 'name', type: 'string', required: true, max: 80 },
    { name: 'notes', type: 'text' },
    { name: 'weight', type: 'number', min: 0 },
    { name: 'in_stock', type: 'boolean', required: true, default: false },
    { name: 'released_on', type: 'date' },
    { name: 'checked_at', type: 'datetime' },
    { name: 'serial', type: 'uuid' },
    { name: 'size', type: 'enum', options: ['s', { value: 'm', label: 'Medium' }] },
    { name: 'specs', type: 'json', shape: 'object' },
    { name: 'homepage', type: 'string', format: 'url' },
    { name: 'secret_code', type: 'string', hidden: true },
    { name: 'owner_id', type: 'relation', target: 'users', display_field: 'email' },
  ],
} satisfies CollectionInput);

/** What GET /api/schemas answers an admin: the built-ins and the registered ones. */
export const allCollections: readonly Collection[] = [...builtinCollections(), projects, gadgets];

export const ZONE_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ZONE_ID = '33333333-3333-4333-8333-333333333333';
export const USER_ID = '44444444-4444-4444-8444-444444444444';
