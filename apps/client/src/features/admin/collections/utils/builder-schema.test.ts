import { validateCollection } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  builderToSchema,
  enumOptionsOf,
  initialBuilderState,
  newBuilderField,
  newBuilderGrant,
  problemTarget,
} from './builder-schema';

describe('builderToSchema', () => {
  it('turns what was typed into a collection schema that validates', () => {
    const schema = builderToSchema({
      name: ' notes ',
      label: 'Note',
      labelPlural: '',
      description: 'Team notes',
      fields: [
        newBuilderField({ name: 'title', required: true, min: '1', max: '120', label: 'Title' }),
        newBuilderField({ name: 'body', type: 'text', max: '' }),
        newBuilderField({ name: 'score', type: 'number', min: '-1.5', max: '10', unique: true }),
        newBuilderField({ name: 'mood', type: 'enum', options: 'good\nbad, good\n\n' }),
        newBuilderField({ name: 'done', type: 'boolean', min: '3' }),
        newBuilderField({ name: 'zone_id', type: 'relation', target: 'zones', required: true }),
      ],
      grants: [
        newBuilderGrant({ role: 'user', actions: ['read', 'create'], scope: 'own' }),
        newBuilderGrant({ role: 'viewer', actions: [] }),
        newBuilderGrant({ role: 'guest', actions: ['read'] }),
      ],
    });
    expect(schema).toEqual({
      name: 'notes',
      label: 'Note',
      description: 'Team notes',
      fields: [
        { name: 'title', label: 'Title', type: 'string', required: true, min: 1, max: 120 },
        { name: 'body', type: 'text' },
        { name: 'score', type: 'number', unique: true, min: -1.5, max: 10 },
        { name: 'mood', type: 'enum', options: ['good', 'bad'] },
        { name: 'done', type: 'boolean' },
        { name: 'zone_id', type: 'relation', required: true, target: 'zones', on_delete: 'restrict' },
      ],
      list: { columns: ['title', 'body', 'score', 'mood', 'done', 'zone_id'], searchable: ['title', 'body'] },
      permissions: {
        user: { actions: ['create', 'read'], scope: { kind: 'own', field: 'created_by' } },
        guest: ['read'],
      },
    });
    const zones = { name: 'zones' } as never;
    expect(validateCollection(schema, { collections: [zones] }).problems).toEqual([]);
  });

  it('keeps a bound that is not a number as typed, for the dry run to name', () => {
    const schema = builderToSchema({
      ...initialBuilderState(),
      name: 'x',
      label: 'X',
      fields: [newBuilderField({ name: 'a', max: 'ten' })],
    });
    expect(schema.fields[0]).toMatchObject({ max: 'ten' });
  });

  it('starts with a required title and a read grant for members', () => {
    const schema = builderToSchema({ ...initialBuilderState(), name: 'tasks', label: 'Task' });
    expect(schema.fields).toEqual([{ name: 'title', type: 'string', required: true, max: 200 }]);
    expect(schema.permissions).toEqual({ user: ['read'] });
  });
});

describe('problemTarget and enumOptionsOf', () => {
  it.each([
    ['fields[2].max', { kind: 'field', index: 2, key: 'max' }],
    ['fields.0', { kind: 'field', index: 0, key: '' }],
    ['permissions.user.scope.field', { kind: 'role', role: 'user' }],
    ['name', { kind: 'collection', key: 'name' }],
    ['', { kind: 'collection', key: '' }],
  ])('%s → %o', (path, target) => {
    expect(problemTarget(path)).toEqual(target);
  });

  it('splits options by line or comma, without blanks or repeats', () => {
    expect(enumOptionsOf(' a, b\nc\n\na ')).toEqual(['a', 'b', 'c']);
  });
});
