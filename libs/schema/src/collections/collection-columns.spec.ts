import { describe, expect, it } from 'vitest';
import { builtinCollection } from './builtin/index.js';
import { collectionColumns, collectionColumnSpec, fieldDefaultSql } from './collection-columns.js';
import type { Collection } from './collection-schema.js';
import { validateCollection } from './validate-collection.js';

const notes = validateCollection({
  name: 'notes',
  label: 'Note',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'tag', type: 'enum', options: ["it's", 'b'], default: "it's" },
    { name: 'score', type: 'number', default: -1.5 },
    { name: 'day', type: 'date', default_fn: 'today' },
    { name: 'data', type: 'json', default: { a: "'" } },
    { name: 'owner', type: 'relation', target: 'users' },
  ],
}).collection as Collection;

describe('collectionColumns', () => {
  it('puts the implied id first and the system fields last', () => {
    const columns = collectionColumns(notes);
    expect(columns.map((c) => [c.name, c.origin, c.sqlType, c.nullable, c.primaryKey])).toEqual([
      ['id', 'id', 'uuid', false, true],
      ['title', 'field', 'text', false, false],
      ['tag', 'field', 'text', true, false],
      ['score', 'field', 'double precision', true, false],
      ['day', 'field', 'date', true, false],
      ['data', 'field', 'jsonb', true, false],
      ['owner', 'field', 'uuid', true, false],
      ['created_at', 'system', 'timestamp with time zone', false, false],
      ['updated_at', 'system', 'timestamp with time zone', false, false],
      ['created_by', 'system', 'uuid', true, false],
    ]);
  });

  it('writes defaults as SQL with quotes doubled', () => {
    const defaults = Object.fromEntries(collectionColumns(notes).map((c) => [c.name, c.defaultSql]));
    expect(defaults).toMatchObject({
      id: 'gen_random_uuid()',
      title: null,
      tag: "'it''s'::text",
      score: "'-1.5'::double precision",
      day: 'CURRENT_DATE',
      data: `'{"a":"''"}'::jsonb`,
      created_at: 'now()',
      created_by: null,
    });
    expect(fieldDefaultSql(notes.fields[0])).toBeNull();
  });

  it('gives the filter parser every visible column, or only those named', () => {
    expect(collectionColumnSpec(notes)).toEqual({
      id: 'uuid',
      title: 'text',
      tag: 'text',
      score: 'number',
      day: 'timestamp',
      data: 'json',
      owner: 'uuid',
      created_at: 'timestamp',
      updated_at: 'timestamp',
      created_by: 'uuid',
    });
    expect(collectionColumnSpec(notes, ['title', 'nope'])).toEqual({ title: 'text' });
  });

  it('never lists internal columns for the filter parser', () => {
    const spec = collectionColumnSpec(builtinCollection('users')!);
    expect(Object.keys(spec)).not.toContain('password_hash');
    expect(Object.keys(spec)).toContain('email');
  });
});
