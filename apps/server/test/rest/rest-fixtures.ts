import { builtinCollection, collectionSchema } from '@atrium/schema';
import type { Collection, CollectionInput } from '@atrium/schema';
import { collectionAccess } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';

/**
 * A registered-style collection with one field of each type, for the table API's unit tests:
 * members read it in their zones (without `secret`), with `title`, `status` and `zone_id`
 * writable.
 */
export const TASKS_INPUT = {
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true, max: 200 },
    { name: 'notes', type: 'text' },
    { name: 'status', type: 'enum', options: ['open', 'done'], default: 'open', required: true },
    { name: 'priority', type: 'integer' },
    { name: 'score', type: 'number' },
    { name: 'done', type: 'boolean' },
    { name: 'due_on', type: 'date' },
    { name: 'starts_at', type: 'datetime' },
    { name: 'ref', type: 'uuid' },
    { name: 'data', type: 'json' },
    { name: 'secret', type: 'string' },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true },
    { name: 'owner_id', type: 'relation', target: 'users' },
  ],
  permissions: {
    user: {
      actions: ['read', 'create', 'update', 'delete'],
      read_fields: [
        'id',
        'title',
        'notes',
        'status',
        'priority',
        'score',
        'done',
        'due_on',
        'starts_at',
        'ref',
        'data',
        'zone_id',
        'owner_id',
        'created_at',
        'updated_at',
        'created_by',
      ],
      write_fields: ['title', 'status', 'zone_id'],
      scope: { kind: 'zone_member', field: 'zone_id' },
    },
  },
} satisfies CollectionInput;

export const tasksCollection: Collection = collectionSchema.parse(TASKS_INPUT);

/** The role's access to `tasks` or a built-in collection (as RestCatalog resolves it). */
export function accessTo(name: string, role = 'user'): CollectionAccess | null {
  const collection = name === 'tasks' ? tasksCollection : builtinCollection(name);
  return collection ? collectionAccess(collection, role) : null;
}

export function tasksAccess(role = 'user'): CollectionAccess {
  return accessTo('tasks', role)!;
}
