import { collectionColumns, collectionSchema } from '@atrium/schema';
import type { Collection, CollectionInput } from '@atrium/schema';
import { CollectionCatalog } from '../../src/modules/collections/collection-catalog';
import type { TestApp } from '../support/test-app';

export const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

const registered = new WeakMap<TestApp, Collection[]>();

/**
 * Stands in for the registry in tests of the generic engine: creates the collection's table with
 * plain DDL derived from collectionColumns (types, NOT NULL, defaults, primary key, relations,
 * unique) and adds the collection to the catalog, which is all the table API reads.
 */
export async function registerTestCollection(t: TestApp, input: CollectionInput): Promise<Collection> {
  const collection = collectionSchema.parse(input);
  const catalog = t.app.get(CollectionCatalog);
  const q = (name: string) => `"${name}"`;
  const defs = collectionColumns(collection).map((c) => {
    let sql = `${q(c.name)} ${c.sqlType}`;
    if (!c.nullable) sql += ' NOT NULL';
    if (c.defaultSql) sql += ` DEFAULT ${c.defaultSql}`;
    if (c.primaryKey) sql += ' PRIMARY KEY';
    if (c.field.unique) sql += ' UNIQUE';
    if (c.field.type === 'relation') {
      const target = catalog.get(c.field.target)!;
      const onDelete = { restrict: 'RESTRICT', cascade: 'CASCADE', set_null: 'SET NULL' }[c.field.on_delete];
      sql += ` REFERENCES ${q(target.table)} ("id") ON DELETE ${onDelete}`;
    }
    return sql;
  });
  await t.dataSource.query(`CREATE TABLE ${q(collection.table)} (${defs.join(', ')})`);
  const list = [...(registered.get(t) ?? []), collection];
  registered.set(t, list);
  catalog.replaceRegistered(list);
  return collection;
}

/** `tasks`: one field of each type; members read and write the rows of their zones, never `secret`. */
export const TASKS: CollectionInput = {
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true, max: 200 },
    { name: 'notes', type: 'text' },
    { name: 'status', type: 'enum', options: ['open', 'done'], default: 'open', required: true },
    { name: 'priority', type: 'integer' },
    { name: 'score', type: 'number' },
    { name: 'done', type: 'boolean', required: true, default: false },
    { name: 'due_on', type: 'date' },
    { name: 'starts_at', type: 'datetime' },
    { name: 'ref', type: 'uuid' },
    { name: 'data', type: 'json' },
    { name: 'secret', type: 'string' },
    { name: 'code', type: 'string', unique: true },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true, on_delete: 'cascade' },
    { name: 'owner_id', type: 'relation', target: 'users', on_delete: 'set_null' },
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
        'code',
        'zone_id',
        'owner_id',
        'created_at',
        'updated_at',
        'created_by',
      ],
      write_fields: ['title', 'notes', 'status', 'priority', 'score', 'done', 'due_on', 'code', 'zone_id'],
      scope: { kind: 'zone_member', field: 'zone_id' },
    },
    // Reads only what it created, and may only create.
    reporter: { actions: ['read', 'create'], scope: { kind: 'own', field: 'created_by' } },
    // May create, never read back.
    writer: { actions: ['create'] },
  },
};
