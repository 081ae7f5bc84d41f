import { describe, expect, it } from 'vitest';
import { builtinCollection } from './builtin/index.js';
import { collectionRecordSchema } from './collection-record.js';
import type { Collection, CollectionInput } from './collection-schema.js';
import { validateCollection } from './validate-collection.js';

const tasksInput: CollectionInput = {
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true, min: 1, max: 20 },
    { name: 'code', type: 'string', length: 5, pattern: '^[A-Z]+[0-9]+$' },
    { name: 'contact', type: 'string', format: 'email' },
    { name: 'site', type: 'string', format: 'url' },
    { name: 'notes', type: 'text', max: 50 },
    { name: 'estimate', type: 'number', min: 0, max: 100.5 },
    { name: 'points', type: 'integer', required: true, default: 1, min: 1 },
    { name: 'big', type: 'integer', bits: 64 },
    { name: 'done', type: 'boolean', required: true, default: false },
    { name: 'due_on', type: 'date' },
    { name: 'remind_at', type: 'datetime' },
    { name: 'ref', type: 'uuid' },
    { name: 'status', type: 'enum', options: ['open', { value: 'closed', label: 'Closed' }] },
    { name: 'data', type: 'json', shape: 'object', max_bytes: 200 },
    { name: 'any_json', type: 'json' },
    { name: 'zone_id', type: 'relation', target: 'zones' },
    { name: 'locked', type: 'string', readonly: true, default: 'no' },
  ],
};

function parse(input: CollectionInput): Collection {
  const result = validateCollection(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.collection!;
}
const tasks = parse(tasksInput);
const create = collectionRecordSchema(tasks, 'create');
const update = collectionRecordSchema(tasks, 'update');
const UUID = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';

function deep(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('collectionRecordSchema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['only the required field without default', { title: 'Write docs' }],
    ['every field', {
      title: 'x', code: 'AB123', contact: 'ann@example.com', site: 'https://example.com/a', notes: 'n',
      estimate: 2.5, points: 3, big: 9007199254740991, done: true, due_on: '2024-02-29',
      remind_at: '2024-01-01T10:00:00+02:00', ref: UUID, status: 'closed', data: { a: [1, 'b', null] },
      any_json: 'just a string', zone_id: UUID.toUpperCase(),
    }], // prettier-ignore
    [
      'nulls in optional fields',
      { title: 'x', code: null, data: null, status: null, zone_id: null, any_json: null },
    ],
    ['a JSON array in an any-json field', { title: 'x', any_json: [1, 2] }],
    ['json just under max_bytes', { title: 'x', data: { a: 'e'.repeat(180) } }],
  ])('create accepts %s', (_label, row) => {
    const result = create.safeParse(row);
    expect(result.error?.issues).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing required field', {}, 'title', 'Required'],
    ['null in a required field', { title: null }, 'title', 'Must not be null'],
    ['null in a required field with a default', { title: 'x', points: null }, 'points', 'Must not be null'],
    ['an unknown key', { title: 'x', colour: 'red' }, '', 'Unrecognized key'],
    ['the implied id', { title: 'x', id: UUID }, 'id', '"id" is read-only'],
    [
      'a system field',
      { title: 'x', created_at: '2024-01-01T00:00:00Z' },
      'created_at',
      '"created_at" is read-only',
    ],
    ['created_by', { title: 'x', created_by: UUID }, 'created_by', '"created_by" is read-only'],
    ['a read-only field', { title: 'x', locked: 'yes' }, 'locked', '"locked" is read-only'],
    ['an empty string under min', { title: '' }, 'title', 'at least 1 characters'],
    ['a string over max', { title: 'x'.repeat(21) }, 'title', 'at most 20 characters'],
    ['a string of the wrong length', { title: 'x', code: 'AB12' }, 'code', 'exactly 5 characters'],
    ['a string not matching the pattern', { title: 'x', code: '12345' }, 'code', 'Must match the pattern'],
    ['a NUL character', { title: 'a\u0000b' }, 'title', 'NUL'],
    ['a bad e-mail', { title: 'x', contact: 'not an address' }, 'contact', 'e-mail address'],
    ['a javascript: URL', { title: 'x', site: 'javascript:alert(1)' }, 'site', 'http:// or https://'],
    [
      'a URL with a user name',
      { title: 'x', site: 'https://example.com@evil.example/' },
      'site',
      'no user name',
    ],
    ['a URL with a space', { title: 'x', site: 'https://example.com/a b' }, 'site', 'http:// or https://'],
    ['a URL without a host', { title: 'x', site: 'https:///path' }, 'site', 'http:// or https://'],
    ['text over max', { title: 'x', notes: 'n'.repeat(51) }, 'notes', 'at most 50 characters'],
    ['a number as a string', { title: 'x', estimate: '2' }, 'estimate', 'Must be a number'],
    ['a number over max', { title: 'x', estimate: 101 }, 'estimate', 'at most 100.5'],
    ['Infinity', { title: 'x', estimate: Infinity }, 'estimate', 'Must be a number'],
    ['a fraction in an integer', { title: 'x', points: 1.5 }, 'points', 'Must be a whole number'],
    ['1e300 in an int32 field (one detail)', { title: 'x', points: 1e300 }, 'points', '32-bit'],
    ['Infinity in an integer', { title: 'x', points: Infinity }, 'points', 'Must be a whole number'],
    ['an integer under min', { title: 'x', points: 0 }, 'points', 'at least 1'],
    ['an int32 overflow', { title: 'x', points: 2 ** 31 }, 'points', '32-bit'],
    ['an unsafe integer', { title: 'x', big: 2 ** 53 }, 'big', 'Must be at most 9007199254740991'],
    ['a boolean as a string', { title: 'x', done: 'true' }, 'done', 'true or false'],
    ['an impossible date', { title: 'x', due_on: '2023-02-29' }, 'due_on', 'Must be a date'],
    ['a date in year 0000', { title: 'x', due_on: '0000-01-01' }, 'due_on', 'Year 0000 does not exist'],
    [
      'a date-time in year 0000',
      { title: 'x', remind_at: '0000-06-01T10:00:00Z' },
      'remind_at',
      'Year 0000 does not exist',
    ],
    [
      'a date-time whose offset moves it into year 0',
      { title: 'x', remind_at: '0001-01-01T00:00:00+14:00' },
      'remind_at',
      'years 0001 to 9999 in UTC',
    ],
    [
      'a date-time whose offset moves it into year 10000',
      { title: 'x', remind_at: '9999-12-31T23:00:00-05:00' },
      'remind_at',
      'years 0001 to 9999 in UTC',
    ],
    [
      'a date-time without offset',
      { title: 'x', remind_at: '2024-01-01T10:00:00' },
      'remind_at',
      'with an offset',
    ],
    ['a bad uuid', { title: 'x', ref: 'not-a-uuid' }, 'ref', 'Must be a UUID'],
    ['a bad relation id', { title: 'x', zone_id: "1' OR '1'='1" }, 'zone_id', 'Must be a UUID'],
    [
      'an enum value not in the options',
      { title: 'x', status: 'Closed' },
      'status',
      'Must be one of open, closed',
    ],
    ['a json array for an object field', { title: 'x', data: [1] }, 'data', 'Must be a JSON object'],
    ['json over max_bytes', { title: 'x', data: { a: 'x'.repeat(300) } }, 'data', 'at most 200 bytes'],
    [
      'json over max_bytes in UTF-8 only',
      { title: 'x', data: { a: 'é'.repeat(100) } },
      'data',
      'at most 200 bytes',
    ],
    ['json nested too deep', { title: 'x', any_json: deep(10_000) }, 'any_json', 'nested at most 32 levels'],
    ['a NUL in a json key', { title: 'x', data: { 'a\u0000': 1 } }, 'data', 'NUL'],
  ])('create refuses %s', (_label, row, path, message) => {
    const result = create.safeParse(row);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
    expect(messages.join('\n'), JSON.stringify(result.error!.issues)).toContain(message);
  });

  it.each<[string, Record<string, unknown>]>([
    ['one field', { done: true }],
    ['null in an optional field', { notes: null }],
  ])('update accepts %s', (_label, row) => {
    expect(update.safeParse(row).error?.issues).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['nothing', {}, 'Nothing to update'],
    ['null in a required field', { title: null }, 'Must not be null'],
    ['a read-only field', { locked: 'x' }, 'read-only'],
    ['an unknown key', { colour: 'red' }, 'Unrecognized key'],
  ])('update refuses %s', (_label, row, message) => {
    const result = update.safeParse(row);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).join('\n')).toContain(message);
  });

  it('limits writes to a role’s writable fields', () => {
    const limited = collectionRecordSchema(tasks, 'create', { writable: ['title', 'done'] });
    expect(limited.safeParse({ title: 'x', done: true }).success).toBe(true);
    const result = limited.safeParse({ title: 'x', notes: 'n' });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['notes'], message: '"notes" may not be written' }),
    ]);
  });

  it('refuses a column the caller may neither read nor write as an unknown key, as one that does not exist', () => {
    const limited = collectionRecordSchema(tasks, 'create', {
      writable: ['title', 'notes'],
      readable: ['id', 'title', 'done'],
    });
    const hidden = limited.safeParse({
      title: 'x',
      estimate: 5,
      done: true,
      created_at: '2024-01-01T00:00:00Z',
    });
    const missing = limited.safeParse({ title: 'x', colour: 5, done: true });
    const messages = (r: typeof hidden) => r.error!.issues.map((i) => i.message);
    expect(messages(hidden)).toContain('"done" may not be written'); // read, so known to the caller
    expect(messages(hidden).join('\n')).toMatch(/^Unrecognized keys?: "estimate", "created_at"$/m);
    expect(messages(missing).join('\n')).toMatch(/^Unrecognized key: "colour"$/m);
    expect(limited.safeParse({ title: 'x', notes: 'write-only' }).success).toBe(true);
  });

  it('refuses internal columns as unknown keys: they do not exist for clients', () => {
    const users = builtinCollection('users')!;
    const result = collectionRecordSchema(users, 'update').safeParse({ password_hash: 'x' });
    expect(result.error!.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['password_hash'] });
  });

  it('writes the declared key of a collection with its own primary key', () => {
    const members = builtinCollection('zone_members')!;
    const schema = collectionRecordSchema(members, 'create');
    expect(schema.safeParse({ zone_id: UUID, user_id: UUID, role: 'member' }).success).toBe(true);
    expect(schema.safeParse({ zone_id: UUID, user_id: UUID, role: 'boss' }).success).toBe(false);
    expect(
      schema.safeParse({ zone_id: UUID, user_id: UUID, role: 'member', joined_at: '2024-01-01T00:00:00Z' })
        .success,
    ).toBe(false);
  });
});
