import { describe, expect, it } from 'vitest';
import type { Collection, CollectionFieldInput, CollectionInput } from './collection-schema.js';
import { diffCollections, type CollectionChangeKind, type CollectionChangeType } from './diff-collections.js';
import { validateCollection } from './validate-collection.js';

function base(): CollectionInput {
  return {
    name: 'articles',
    label: 'Article',
    fields: [
      { name: 'title', type: 'string', required: true, max: 200 },
      { name: 'body', type: 'text' },
      { name: 'slug', type: 'string', unique: true, pattern: '^[a-z-]+$' },
      { name: 'rating', type: 'integer', min: 0, max: 5 },
      { name: 'price', type: 'number' },
      { name: 'status', type: 'enum', options: ['draft', 'published'], default: 'draft' },
      { name: 'meta', type: 'json', shape: 'any' },
      { name: 'author_id', type: 'relation', target: 'users', on_delete: 'set_null' },
      { name: 'kind', type: 'enum', options: ['news', 'blog'] },
    ],
    list: { columns: ['title', 'status'] },
    permissions: { user: ['read'] },
  };
}

function parse(input: CollectionInput): Collection {
  const result = validateCollection(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.collection!;
}

type Edit = (c: CollectionInput) => void;
const field = (c: CollectionInput, name: string) =>
  c.fields.find((f) => f.name === name)! as unknown as Record<string, unknown>;
const add = (c: CollectionInput, f: CollectionFieldInput) => c.fields.push(f);

describe('diffCollections', () => {
  it('says what a lossy type change does to values before it is confirmed', () => {
    const after = base();
    field(after, 'price').type = 'integer';
    field(after, 'rating').type = 'string';
    const messages = diffCollections(parse(base()), parse(after)).map((c) => c.message);
    expect(messages).toContain(
      'Field "price": type changes from number to integer; fractions are rounded to whole numbers (halves to even: 2.5 becomes 2), and values that do not fit stop the change',
    );
    expect(messages).toContain('Field "rating": type changes from integer to string; values may not convert');
  });

  it('says that a uuid field made a relation converts nothing but may point nowhere', () => {
    const before = base();
    add(before, { name: 'ref', type: 'uuid' });
    const after = base();
    add(after, { name: 'ref', type: 'relation', target: 'users', on_delete: 'set_null' });
    expect(diffCollections(parse(before), parse(after))).toEqual([
      expect.objectContaining({
        kind: 'destructive',
        change: 'field_type_changed',
        message:
          'Field "ref": type changes from uuid to relation; values naming no row of the target would point nowhere',
      }),
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffCollections(parse(base()), parse(base()))).toEqual([]);
  });

  it('calls a new collection additive and a dropped one destructive', () => {
    expect(diffCollections(null, parse(base()))).toEqual([
      expect.objectContaining({ kind: 'additive', change: 'collection_created' }),
    ]);
    expect(diffCollections(parse(base()), null)).toEqual([
      expect.objectContaining({ kind: 'destructive', change: 'collection_dropped' }),
    ]);
  });

  const cases: [string, Edit, CollectionChangeKind, CollectionChangeType, string?][] = [
    [
      'a new optional field',
      (c) => add(c, { name: 'summary', type: 'text' }),
      'additive',
      'field_added',
      'summary',
    ],
    [
      'a new required field with a default',
      (c) => add(c, { name: 'views', type: 'integer', required: true, default: 0 }),
      'additive',
      'field_added',
      'views',
    ],
    [
      'a new required field without a default',
      (c) => add(c, { name: 'lead', type: 'text', required: true }),
      'destructive',
      'field_added',
      'lead',
    ],
    [
      'a dropped field',
      (c) => (c.fields = c.fields.filter((f) => f.name !== 'body')),
      'destructive',
      'field_removed',
      'body',
    ],
    [
      'a type change',
      (c) => (field(c, 'rating').type = 'number'),
      'destructive',
      'field_type_changed',
      'rating',
    ],
    [
      'string to text',
      (c) => Object.assign(field(c, 'title'), { type: 'text' }),
      'additive',
      'field_type_changed',
      'title',
    ],
    [
      'enum to string',
      (c) => {
        field(c, 'kind').type = 'string';
        delete field(c, 'kind').options;
      },
      'additive',
      'field_type_changed',
      'kind',
    ],
    [
      'enum to string with a max below its longest option',
      (c) => {
        Object.assign(field(c, 'kind'), { type: 'string', max: 3 });
        delete field(c, 'kind').options;
      },
      'destructive',
      'constraint_narrowed',
      'kind',
    ],
    [
      'text to string',
      (c) => (field(c, 'body').type = 'string'),
      'destructive',
      'field_type_changed',
      'body',
    ],
    [
      'integer 32 to 64 bits',
      (c) => (field(c, 'rating').bits = 64),
      'destructive',
      'field_type_changed',
      'rating',
    ],
    ['required added', (c) => (field(c, 'body').required = true), 'destructive', 'required_added', 'body'],
    [
      'required removed',
      (c) => (field(c, 'title').required = false),
      'additive',
      'required_removed',
      'title',
    ],
    ['unique added', (c) => (field(c, 'title').unique = true), 'destructive', 'unique_added', 'title'],
    [
      'unique made case-insensitive',
      (c) => (field(c, 'slug').unique = 'case_insensitive'),
      'destructive',
      'unique_added',
      'slug',
    ],
    ['unique removed', (c) => (field(c, 'slug').unique = false), 'additive', 'unique_removed', 'slug'],
    [
      'a narrowed max length',
      (c) => (field(c, 'title').max = 100),
      'destructive',
      'constraint_narrowed',
      'title',
    ],
    [
      'a max length on a string that had the default',
      (c) => (field(c, 'slug').max = 50),
      'destructive',
      'constraint_narrowed',
      'slug',
    ],
    ['a widened max length', (c) => (field(c, 'title').max = 500), 'additive', 'constraint_relaxed', 'title'],
    ['a min length added', (c) => (field(c, 'title').min = 3), 'destructive', 'constraint_narrowed', 'title'],
    [
      'a pattern added',
      (c) => (field(c, 'title').pattern = '^[A-Z]'),
      'destructive',
      'constraint_narrowed',
      'title',
    ],
    [
      'a pattern changed',
      (c) => (field(c, 'slug').pattern = '^[a-z0-9-]+$'),
      'destructive',
      'constraint_narrowed',
      'slug',
    ],
    ['a pattern removed', (c) => delete field(c, 'slug').pattern, 'additive', 'constraint_relaxed', 'slug'],
    [
      'a format added',
      (c) => (field(c, 'slug').format = 'url'),
      'destructive',
      'constraint_narrowed',
      'slug',
    ],
    [
      'a narrowed numeric max',
      (c) => (field(c, 'rating').max = 3),
      'destructive',
      'constraint_narrowed',
      'rating',
    ],
    [
      'a raised numeric min',
      (c) => (field(c, 'rating').min = 1),
      'destructive',
      'constraint_narrowed',
      'rating',
    ],
    [
      'a numeric max removed',
      (c) => delete field(c, 'rating').max,
      'additive',
      'constraint_relaxed',
      'rating',
    ],
    [
      'a numeric min added',
      (c) => (field(c, 'price').min = 0),
      'destructive',
      'constraint_narrowed',
      'price',
    ],
    [
      'an enum option removed',
      (c) => (field(c, 'kind').options = ['news']),
      'destructive',
      'constraint_narrowed',
      'kind',
    ],
    [
      'an enum option added',
      (c) => (field(c, 'kind').options = ['news', 'blog', 'howto']),
      'additive',
      'constraint_relaxed',
      'kind',
    ],
    [
      'a json shape narrowed',
      (c) => (field(c, 'meta').shape = 'object'),
      'destructive',
      'constraint_narrowed',
      'meta',
    ],
    [
      'a json size limit',
      (c) => (field(c, 'meta').max_bytes = 1000),
      'destructive',
      'constraint_narrowed',
      'meta',
    ],
    [
      'a relation target changed',
      (c) => (field(c, 'author_id').target = 'zones'),
      'destructive',
      'relation_changed',
      'author_id',
    ],
    [
      'on delete made cascade',
      (c) => (field(c, 'author_id').on_delete = 'cascade'),
      'destructive',
      'relation_changed',
      'author_id',
    ],
    [
      'on delete made restrict',
      (c) => (field(c, 'author_id').on_delete = 'restrict'),
      'additive',
      'relation_changed',
      'author_id',
    ],
    [
      'a default changed',
      (c) => (field(c, 'status').default = 'published'),
      'additive',
      'default_changed',
      'status',
    ],
    [
      'a field label',
      (c) => (field(c, 'title').label = 'Headline'),
      'additive',
      'presentation_changed',
      'title',
    ],
    ['a field hidden', (c) => (field(c, 'body').hidden = true), 'additive', 'presentation_changed', 'body'],
    ['the collection label', (c) => (c.label = 'Post'), 'additive', 'presentation_changed'],
    ['the list columns', (c) => (c.list = { columns: ['title'] }), 'additive', 'presentation_changed'],
    ['the field order', (c) => c.fields.reverse(), 'additive', 'presentation_changed'],
    ['permissions', (c) => (c.permissions = { user: ['read', 'create'] }), 'additive', 'permissions_changed'],
    ['a table rename', (c) => (c.table = 'posts'), 'destructive', 'table_renamed'],
    [
      'a system field removed',
      (c) => (c.system_fields = ['created_at', 'updated_at']),
      'destructive',
      'system_field_removed',
      'created_by',
    ],
    ['a system field added', (c) => (c.system_fields = ['created_at']), 'additive', 'system_field_added'],
  ];

  it.each(cases)('classifies %s', (_label, edit, kind, change, fieldName) => {
    const after = base();
    edit(after);
    // "a system field added" starts from fewer system fields.
    const before = base();
    if (change === 'system_field_added') before.system_fields = [];
    const changes = diffCollections(parse(before), parse(after));
    const found = changes.filter(
      (c) => c.change === change && (fieldName === undefined || c.field === fieldName),
    );
    expect(found, JSON.stringify(changes)).toHaveLength(1);
    expect(found[0].kind).toBe(kind);
    expect(found[0].message.length).toBeGreaterThan(0);
  });

  it('keeps an enum becoming a string additive when its max fits every option', () => {
    const after = base();
    Object.assign(field(after, 'kind'), { type: 'string', max: 4 });
    delete field(after, 'kind').options;
    expect(diffCollections(parse(base()), parse(after))).toEqual([
      expect.objectContaining({ change: 'field_type_changed', kind: 'additive', field: 'kind' }),
    ]);
  });

  it('reports only the type change when a field changes type destructively', () => {
    const after = base();
    Object.assign(field(after, 'rating'), { type: 'string', required: true, max: 3 });
    delete field(after, 'rating').min;
    expect(diffCollections(parse(base()), parse(after))).toEqual([
      expect.objectContaining({ change: 'field_type_changed', kind: 'destructive', field: 'rating' }),
    ]);
  });
});
