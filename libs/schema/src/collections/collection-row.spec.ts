import { describe, expect, expectTypeOf, it } from 'vitest';
import type { routesCollection } from './builtin/routes.collection.js';
import type { usersCollection } from './builtin/users.collection.js';
import type { zoneMembersCollection } from './builtin/zone-members.collection.js';
import type { zonesCollection } from './builtin/zones.collection.js';
import { builtinCollection } from './builtin/index.js';
import {
  collectionColumnNames,
  collectionSelectList,
  collectionWriteSchemas,
  defineCollection,
} from './collection-row.js';
import type {
  CollectionCreate,
  CollectionPublicRow,
  CollectionRow,
  CollectionRowJson,
  CollectionUpdate,
} from './collection-row.js';

const tasks = defineCollection({
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true, max: 20 },
    { name: 'notes', type: 'text' },
    { name: 'estimate', type: 'number' },
    { name: 'points', type: 'integer', required: true, default: 1 },
    { name: 'big', type: 'integer', bits: 64 },
    { name: 'done', type: 'boolean', required: true, default: false },
    { name: 'due_on', type: 'date' },
    { name: 'remind_at', type: 'datetime' },
    { name: 'ref', type: 'uuid' },
    { name: 'status', type: 'enum', required: true, options: ['open', { value: 'closed', label: 'Closed' }] },
    { name: 'data', type: 'json', shape: 'object' },
    { name: 'list', type: 'json', required: true, shape: 'array', default: [] },
    { name: 'anything', type: 'json' },
    { name: 'zone_id', type: 'relation', target: 'zones' },
    { name: 'locked', type: 'string', readonly: true, default: 'no' },
  ],
});

describe('CollectionRow (types)', () => {
  it('maps every field type, nullable unless required, with the implied id and system fields', () => {
    expectTypeOf<CollectionRow<typeof tasks>>().toEqualTypeOf<{
      id: string;
      title: string;
      notes: string | null;
      estimate: number | null;
      points: number;
      big: string | null;
      done: boolean;
      due_on: string | null;
      remind_at: Date | null;
      ref: string | null;
      status: 'open' | 'closed';
      data: Record<string, unknown> | null;
      list: unknown[];
      anything: unknown;
      zone_id: string | null;
      locked: string | null;
      created_at: Date;
      updated_at: Date;
      created_by: string | null;
    }>();
  });

  it('renders date-times as strings and 64-bit integers as numbers in the JSON form', () => {
    type Json = CollectionRowJson<typeof tasks>;
    expectTypeOf<Json['remind_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<Json['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Json['big']>().toEqualTypeOf<number | null>();
  });

  it('follows the built-in declarations: primary key, system fields, enum options, internal columns', () => {
    expectTypeOf<CollectionRow<typeof zoneMembersCollection>>().toEqualTypeOf<{
      zone_id: string;
      user_id: string;
      role: 'owner' | 'admin' | 'member' | 'viewer';
      joined_at: Date;
    }>();
    type Route = CollectionRow<typeof routesCollection>;
    expectTypeOf<Route['metadata']>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<Route['created_at']>().toEqualTypeOf<Date>();
    expectTypeOf<keyof Route>().not.toEqualTypeOf<'created_by'>();
    expectTypeOf<CollectionRow<typeof zonesCollection>['created_by']>().toEqualTypeOf<string | null>();
    expectTypeOf<CollectionRow<typeof usersCollection>['password_hash']>().toEqualTypeOf<string | null>();
    expectTypeOf<CollectionRow<typeof usersCollection>['mfa_last_time_step']>().toEqualTypeOf<
      string | null
    >();
    expectTypeOf<CollectionPublicRow<typeof usersCollection>>().not.toHaveProperty('password_hash');
    expectTypeOf<CollectionRowJson<typeof usersCollection>>().not.toHaveProperty('mfa_secret');
    expectTypeOf<CollectionPublicRow<typeof usersCollection>>().toHaveProperty('email');
  });

  it('types the payloads: required without default must be given, read-only and system fields absent', () => {
    type Create = CollectionCreate<typeof tasks>;
    expectTypeOf<Create['title']>().toEqualTypeOf<string>();
    expectTypeOf<Create['status']>().toEqualTypeOf<'open' | 'closed'>();
    expectTypeOf<Create['points']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Create['remind_at']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Create>().not.toHaveProperty('locked');
    expectTypeOf<Create>().not.toHaveProperty('id');
    expectTypeOf<Create>().not.toHaveProperty('created_at');
    expectTypeOf<CollectionUpdate<typeof tasks>['title']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CollectionUpdate<typeof tasks>['notes']>().toEqualTypeOf<string | null | undefined>();
  });
});

describe('collectionWriteSchemas', () => {
  const { create, update } = collectionWriteSchemas(tasks);

  it('accepts a minimal create payload and types its output', () => {
    const parsed = create.parse({ title: 'Write docs', status: 'open' });
    expect(parsed).toEqual({ title: 'Write docs', status: 'open' });
    expectTypeOf(parsed).toEqualTypeOf<CollectionCreate<typeof tasks>>();
  });

  it('refuses a missing required field, a read-only field and an unknown option', () => {
    expect(create.safeParse({ status: 'open' }).success).toBe(false);
    expect(create.safeParse({ title: 'x', status: 'open', locked: 'yes' }).error?.issues[0].message).toBe(
      '"locked" is read-only',
    );
    expect(create.safeParse({ title: 'x', status: 'later' }).success).toBe(false);
  });

  it('lets an update change one field and refuses an empty one', () => {
    expect(update.parse({ notes: null })).toEqual({ notes: null });
    expect(update.safeParse({}).success).toBe(false);
  });

  it('applies a writable list like collectionRecordSchema', () => {
    const limited = collectionWriteSchemas(tasks, { writable: ['notes'] });
    expect(limited.update.safeParse({ title: 'x' }).error?.issues[0].message).toBe(
      '"title" may not be written',
    );
  });
});

describe('collectionSelectList', () => {
  it('lists the implied id, the fields and the system fields, internal ones only when asked', () => {
    const users = builtinCollection('users')!;
    expect(collectionSelectList(users)).toBe(
      'id, email, email_verified, is_disabled, mfa_enabled, password_changed_at, created_at, updated_at',
    );
    expect(collectionColumnNames(users, { internal: true })).toContain('password_hash');
    expect(collectionSelectList(builtinCollection('zones')!, { alias: 'z', except: ['created_by'] })).toBe(
      'z.id, z.name, z.icon, z.description, z.is_active, z.created_at, z.updated_at',
    );
  });
});
