import { describe, expect, it } from 'vitest';
import { builtinCollections } from './builtin/index.js';
import { COLLECTION_SCHEMA_ID, type CollectionInput } from './collection-schema.js';
import { problemPathParts, validateCollection } from './validate-collection.js';

/** `text` as a literal in a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An integrator's collection using most of the meta-schema. */
function projects(): CollectionInput {
  return {
    $schema: '../libs/schema/collection.schema.json',
    name: 'projects',
    label: 'Project',
    icon: 'briefcase',
    fields: [
      { name: 'title', type: 'string', required: true, min: 1, max: 200, pattern: '^\\S' },
      { name: 'code', type: 'string', unique: true, length: 6, pattern: '^[A-Z]{3}[0-9]{3}$' },
      { name: 'body', type: 'text', widget: 'markdown' },
      { name: 'budget', type: 'number', min: 0 },
      { name: 'priority', type: 'integer', min: 1, max: 5, default: 3 },
      { name: 'archived', type: 'boolean', required: true, default: false },
      { name: 'due_on', type: 'date' },
      { name: 'started_at', type: 'datetime', default_fn: 'now' },
      { name: 'external_id', type: 'uuid' },
      {
        name: 'status',
        type: 'enum',
        required: true,
        default: 'draft',
        options: ['draft', { value: 'active', label: 'Active' }, 'done'],
      },
      { name: 'settings', type: 'json', shape: 'object', default: { colour: 'blue' } },
      { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'cascade', display_field: 'name' },
      { name: 'owner_id', type: 'relation', target: 'users', on_delete: 'set_null' },
    ],
    list: {
      columns: ['title', 'status', 'priority', 'created_at'],
      sort: [{ field: 'priority', direction: 'desc' }],
      searchable: ['title', 'body', 'status'],
    },
    form: {
      sections: [
        { label: 'Project', fields: ['title', 'code', 'status'] },
        { label: 'Details', fields: ['body', 'budget', 'priority', 'due_on'] },
      ],
    },
    permissions: {
      user: {
        actions: ['read', 'create', 'update'],
        read_fields: ['id', 'title', 'status', 'created_by'],
        write_fields: ['title', 'status'],
        scope: { kind: 'own', field: 'created_by' },
      },
      member: {
        actions: ['read'],
        scope: { kind: 'zone_member', field: 'zone_id', zone_roles: ['owner', 'admin'] },
      },
      viewer: ['read'],
    },
  };
}

const context = { collections: builtinCollections() };

type Edit = (c: CollectionInput & Record<string, unknown>) => void;
const field = (c: CollectionInput, name: string) =>
  c.fields.find((f) => f.name === name)! as unknown as Record<string, unknown>;

describe('validateCollection', () => {
  it('accepts a full integrator collection and fills the defaults', () => {
    const result = validateCollection(projects(), context);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const collection = result.collection!;
    expect(collection.table).toBe('projects');
    expect(collection.system_fields).toEqual(['created_at', 'updated_at', 'created_by']);
    expect(collection.fields[0]).toMatchObject({
      required: true,
      unique: false,
      readonly: false,
      hidden: false,
    });
    expect(collection.permissions.viewer).toEqual({ actions: ['read'], scope: { kind: 'all' } });
    expect(collection.fields.find((f) => f.name === 'owner_id')).toMatchObject({ on_delete: 'set_null' });
    expect('$schema' in collection).toBe(false);
  });

  it('accepts the minimal shape of API.md (permissions as action lists)', () => {
    const result = validateCollection({
      name: 'notes',
      label: 'Note',
      fields: [{ name: 'body', type: 'text', required: true }],
      permissions: { user: ['delete', 'read'] },
    });
    expect(result.ok).toBe(true);
    expect(result.collection!.permissions.user.actions).toEqual(['read', 'delete']);
  });

  it('accepts texts in other languages: the collection, its fields, their options and the form', () => {
    const input = projects();
    input.translations = {
      de: { label: 'Projekt', label_plural: 'Projekte' },
      'ja-JP': { label: 'プロジェクト' },
    };
    field(input, 'status').translations = {
      de: { label: 'Status', options: { draft: 'Entwurf', active: 'Aktiv' } },
    };
    field(input, 'title').translations = { de: { label: 'Titel', help: 'Kurz', placeholder: 'Relaunch' } };
    input.form!.sections[0].translations = { de: { label: 'Projekt' } };
    const result = validateCollection(input, context);
    expect(result.problems).toEqual([]);
    expect(result.collection!.translations).toEqual(input.translations);
  });

  it.each([
    ['its published id', COLLECTION_SCHEMA_ID],
    ['a relative path', './collection.schema.json'],
    ['a relative path up', '../../libs/schema/collection.schema.json'],
  ])('accepts $schema as %s', (_label, value) => {
    expect(validateCollection({ ...projects(), $schema: value }, context).ok).toBe(true);
  });

  const problems: [string, Edit, string, string][] = [
    ['a name that is not snake_case', (c) => (c.name = 'My Projects'), 'name', 'Must be snake_case'],
    ['an empty field name', (c) => (field(c, 'title').name = ''), 'fields.0.name', 'Must not be empty'],
    ['a name over 63 characters', (c) => (c.name = 'p'.repeat(64)), 'name', 'at most 63 characters'],
    ['a SQL reserved word as name', (c) => (c.name = 'select'), 'name', '"select" is a reserved word of SQL'],
    ['a pg_ name', (c) => (c.name = 'pg_stats'), 'name', 'names starting with "pg_" are reserved'],
    [
      'an atrium_ table',
      (c) => (c.table = 'atrium_collections'),
      'table',
      'names starting with "atrium_" are reserved',
    ],
    ['an internal table', (c) => (c.name = 'change_versions'), 'name', "one of Atrium's own tables"],
    ['the migrations table', (c) => (c.name = 'migrations'), 'name', "one of Atrium's own tables"],
    ['a built-in name', (c) => (c.name = 'hubs'), 'name', '"hubs" is a built-in collection'],
    [
      'a table of another collection',
      (c) => (c.table = 'zones'),
      'table',
      'already belongs to collection "zones"',
    ],
    [
      'a remote $schema',
      (c) => (c.$schema = 'https://evil.example/schema.json'),
      '$schema',
      'remote references are not accepted',
    ],
    [
      'an absolute $schema path',
      (c) => (c.$schema = '/etc/collection.schema.json'),
      '$schema',
      'not accepted',
    ],
    ['a $ref', (c) => (c.$ref = 'https://evil.example/x.json'), '$ref', '"$ref" is not accepted'],
    ['a $ref in a field', (c) => (field(c, 'title').$ref = '#/x'), 'fields.0.$ref', '"$ref" is not accepted'],
    [
      'a field that is only a $ref',
      (c) => ((c.fields as unknown[])[0] = { $ref: './title-field.json' }),
      'fields.0.$ref',
      '"$ref" is not accepted',
    ],
    [
      'a $ref deep in a permission',
      (c) => (c.permissions = { user: { actions: ['read'], scope: { $ref: '#/defs/scope' } as never } }),
      'permissions.user.scope.$ref',
      '"$ref" is not accepted',
    ],
    ['an unknown key', (c) => (c.colour = 'red'), 'colour', 'Unknown key "colour"'],
    [
      'an unknown field type',
      (c) => (field(c, 'title').type = 'money'),
      'fields.0.type',
      'Unknown field type',
    ],
    [
      'a key of another field type',
      (c) => (field(c, 'archived').max = 3),
      'fields.5.max',
      'Unknown key "max"',
    ],
    // A missing key or a value of the wrong kind in words an integrator reads (and the admin
    // screens translate), not zod's "Invalid input: expected array, received undefined".
    ['no label', (c) => delete (c as Record<string, unknown>).label, 'label', 'Required'],
    [
      'an enum without options',
      (c) => delete (field(c, 'status') as Record<string, unknown>).options,
      'fields.9.options',
      'Required',
    ],
    [
      'fields that are not a list',
      (c) => ((c as Record<string, unknown>).fields = 'title'),
      'fields',
      'Must be a JSON array',
    ],
    ['a label that is a number', (c) => ((c as Record<string, unknown>).label = 3), 'label', 'Must be text'],
    [
      'required as a word',
      (c) => ((field(c, 'title') as Record<string, unknown>).required = 'yes'),
      'fields.0.required',
      'Must be true or false',
    ],
    [
      'a duplicate field',
      (c) => c.fields.push({ name: 'title', type: 'text' }),
      'fields.13.name',
      'declared twice',
    ],
    [
      'a field named id',
      (c) => c.fields.push({ name: 'id', type: 'uuid' }),
      'fields.13.name',
      'implied primary key',
    ],
    [
      'a system field name',
      (c) => c.fields.push({ name: 'created_at', type: 'datetime' }),
      'fields.13.name',
      'is a system field',
    ],
    [
      'a SQL reserved field name',
      (c) => c.fields.push({ name: 'order', type: 'integer' }),
      'fields.13.name',
      'reserved word of SQL',
    ],
    [
      'a system column name',
      (c) => c.fields.push({ name: 'ctid', type: 'string' }),
      'fields.13.name',
      'system column of PostgreSQL',
    ],
    [
      'a query parameter name',
      (c) => c.fields.push({ name: 'offset', type: 'integer' }),
      'fields.13.name',
      'reserved word of SQL',
    ],
    [
      'a query-only parameter name',
      (c) => c.fields.push({ name: 'columns', type: 'string' }),
      'fields.13.name',
      'query parameter of the table API',
    ],
    [
      'too many fields',
      (c) => (c.fields = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}`, type: 'string' as const }))),
      'fields',
      'At most 200 fields',
    ],
    [
      'min above max',
      (c) => (field(c, 'priority').min = 9),
      'fields.4.min',
      'min (9) is greater than max (5)',
    ],
    ['length with min', (c) => (field(c, 'code').min = 2), 'fields.1.length', 'either length or min/max'],
    ['a string max above the cap', (c) => (field(c, 'title').max = 20_000), 'fields.0.max', 'at most 10000'],
    [
      'a backreference',
      (c) => (field(c, 'title').pattern = '(a)\\1'),
      'fields.0.pattern',
      'cannot be matched in linear time',
    ],
    [
      'a lookahead',
      (c) => (field(c, 'title').pattern = '^(?=.*\\d).+$'),
      'fields.0.pattern',
      'cannot be matched in linear time',
    ],
    [
      'a lookbehind',
      (c) => (field(c, 'title').pattern = '(?<!x)y'),
      'fields.0.pattern',
      'cannot be matched in linear time',
    ],
    [
      'a malformed pattern',
      (c) => (field(c, 'title').pattern = '[a-'),
      'fields.0.pattern',
      'not a valid RE2 regular expression',
    ],
    [
      'a pattern over 500 characters',
      (c) => (field(c, 'title').pattern = 'a'.repeat(501)),
      'fields.0.pattern',
      'Too big',
    ],
    [
      'a default of the wrong type',
      (c) => (field(c, 'priority').default = 'high'),
      'fields.4.default',
      'Must be a whole number',
    ],
    [
      'a default out of bounds',
      (c) => (field(c, 'priority').default = 7),
      'fields.4.default',
      'Default: Must be at most 5',
    ],
    [
      'a default not matching the pattern',
      (c) => (field(c, 'title').default = ' x'),
      'fields.0.default',
      'Default: Must match the pattern',
    ],
    [
      'an enum default not in the options',
      (c) => (field(c, 'status').default = 'archived'),
      'fields.9.default',
      'Default: Must be one of draft, active, done',
    ],
    [
      'a json default of the wrong shape',
      (c) => (field(c, 'settings').default = [1]),
      'fields.10.default',
      'Must be a JSON object',
    ],
    [
      'a date default that is no date',
      (c) => c.fields.push({ name: 'd', type: 'date', default: '2024-13-45' }),
      'fields.13.default',
      'Must be a date',
    ],
    [
      'a date default in year 0000 (PostgreSQL has none)',
      (c) => c.fields.push({ name: 'd', type: 'date', default: '0000-01-01' }),
      'fields.13.default',
      'Year 0000 does not exist',
    ],
    [
      'default and default_fn',
      (c) => (field(c, 'started_at').default = '2024-01-01T00:00:00Z'),
      'fields.7.default',
      'either default or default_fn',
    ],
    [
      'a unique field with a default',
      (c) => (field(c, 'code').default = 'ABC123'),
      'fields.1.default',
      'A unique field cannot have a default',
    ],
    ['a unique boolean', (c) => (field(c, 'archived').unique = true), 'fields.5.unique', 'cannot be unique'],
    [
      'a tags input on an object',
      (c) => (field(c, 'settings').widget = 'tags'),
      'fields.10.widget',
      'A tags input edits a list of texts: set the shape to array',
    ],
    [
      'a duplicate enum option',
      (c) => (field(c, 'status').options = ['a', 'a']),
      'fields.9.options.1',
      'listed twice',
    ],
    [
      'an enum without options',
      (c) => (field(c, 'status').options = []),
      'fields.9.options',
      'at least one option',
    ],
    [
      'too many enum options',
      (c) => (field(c, 'status').options = Array.from({ length: 1001 }, (_, i) => `o${i}`)),
      'fields.9.options',
      'At most 1000 options',
    ],
    [
      'a required read-only field without default',
      (c) => c.fields.push({ name: 'ref', type: 'string', required: true, readonly: true }),
      'fields.13.readonly',
      'needs a default',
    ],
    [
      'an internal field',
      (c) => (field(c, 'body').internal = true),
      'fields.2.internal',
      'Only built-in collections',
    ],
    [
      'a primary key',
      (c) => (c.primary_key = ['code']),
      'primary_key',
      'Only built-in collections declare a primary key',
    ],
    [
      'a default grant for every role',
      (c) => (c.default_permission = ['read']),
      'default_permission',
      'Only built-in collections grant every role by default',
    ],
    [
      'an unknown relation target',
      (c) => (field(c, 'zone_id').target = 'planets'),
      'fields.11.target',
      'Unknown collection "planets"',
    ],
    [
      'a relation to a composite key',
      (c) => (field(c, 'zone_id').target = 'zone_members'),
      'fields.11.target',
      'no single "id" key',
    ],
    [
      'an unknown display field',
      (c) => (field(c, 'zone_id').display_field = 'colour'),
      'fields.11.display_field',
      'has no field "colour"',
    ],
    [
      'an internal display field',
      (c) => (field(c, 'owner_id').display_field = 'password_hash'),
      'fields.12.display_field',
      'has no field "password_hash"',
    ],
    [
      'a required relation set to null on delete',
      (c) => (field(c, 'owner_id').required = true),
      'fields.12.on_delete',
      'cannot be set to null',
    ],
    [
      'an unknown list column',
      (c) => c.list!.columns.push('colour'),
      'list.columns.4',
      'Unknown field "colour"',
    ],
    ['a list column twice', (c) => c.list!.columns.push('title'), 'list.columns.4', 'listed twice'],
    [
      'sorting on json',
      (c) => (c.list!.sort = [{ field: 'settings' }]),
      'list.sort.0.field',
      'Cannot sort on the json field',
    ],
    [
      'searching a number',
      (c) => c.list!.searchable!.push('budget'),
      'list.searchable.3',
      'Only string, text and enum fields',
    ],
    [
      'an unknown form field',
      (c) => c.form!.sections[0].fields.push('nope'),
      'form.sections.0.fields.3',
      'Unknown field "nope"',
    ],
    [
      'a form field in two sections',
      (c) => c.form!.sections[1].fields.push('title'),
      'form.sections.1.fields.4',
      'already in section 0',
    ],
    [
      'an unknown readable field',
      (c) => (c.permissions!.user as { read_fields: string[] }).read_fields.push('nope'),
      'permissions.user.read_fields.4',
      'Unknown field "nope"',
    ],
    [
      'writing a system field',
      (c) => (c.permissions!.user as { write_fields: string[] }).write_fields.push('created_at'),
      'permissions.user.write_fields.2',
      '"created_at" is read-only',
    ],
    [
      'writing the id',
      (c) => (c.permissions!.user as { write_fields: string[] }).write_fields.push('id'),
      'permissions.user.write_fields.2',
      '"id" is read-only',
    ],
    [
      'an own scope on a non-user field',
      (c) => ((c.permissions!.user as { scope: unknown }).scope = { kind: 'own', field: 'zone_id' }),
      'permissions.user.scope.field',
      'relation to users',
    ],
    [
      'a zone scope on a text field',
      (c) => ((c.permissions!.member as { scope: unknown }).scope = { kind: 'zone_member', field: 'title' }),
      'permissions.member.scope.field',
      'relation to zones',
    ],
    [
      'an unknown scope kind',
      (c) => ((c.permissions!.member as { scope: unknown }).scope = { kind: 'everyone' }),
      'permissions.member.scope.kind',
      'Unknown row scope',
    ],
    [
      'an unknown action',
      (c) => (c.permissions!.viewer = ['read', 'publish'] as never),
      'permissions.viewer.1',
      'expected one of',
    ],
    [
      'a grant that is neither a list nor an object',
      (c) => (c.permissions!.viewer = 'read' as never),
      'permissions.viewer',
      'Expected a list of actions or {actions',
    ],
    [
      'an enum option that is a number',
      (c) => (field(c, 'status').options = ['a', 2]),
      'fields.9.options.1',
      'Expected an option',
    ],
    [
      'a grant object with a bad action',
      (c) => (c.permissions!.viewer = { actions: ['fly'] } as never),
      'permissions.viewer.actions.0',
      'expected one of',
    ],
    [
      'an invalid role name',
      (c) => (c.permissions!['Power User'] = ['read']),
      'permissions.Power User',
      'Invalid name',
    ],
    ['an admin role', (c) => (c.permissions!.admin = ['read']), 'permissions.admin', 'platform admin role'],
    [
      'too many roles',
      (c) =>
        Object.assign(
          c.permissions!,
          Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`r${i}`, ['read']])),
        ),
      'permissions',
      'At most 50 roles',
    ],
    [
      'a translation under a tag that is no language',
      (c) => (c.translations = { German: { label: 'Projekt' } }),
      'translations.German',
      'Must be a language tag',
    ],
    [
      'a translated option that is not an option',
      (c) => (field(c, 'status').translations = { de: { options: { draft: 'Entwurf', lost: 'Verloren' } } }),
      'fields.9.translations.de.options.lost',
      'Option "lost" is not one of the field\'s options',
    ],
    [
      'translated options on a field that has none',
      (c) => (field(c, 'title').translations = { de: { options: { a: 'A' } } }),
      'fields.0.translations.de.options',
      'Only an enum field has options to translate',
    ],
    [
      'a translation of a key that has none',
      (c) => (c.translations = { de: { icon: 'folder' } as never }),
      'translations.de.icon',
      'Unknown key "icon"',
    ],
    [
      'translations in too many languages',
      (c) =>
        (c.translations = Object.fromEntries(
          Array.from({ length: 21 }, (_, i) => [`a${String.fromCharCode(97 + i)}`, { label: 'X' }]),
        )),
      'translations',
      'At most 20 languages',
    ],
  ];

  it.each(problems)('refuses %s', (_label, edit, path, message) => {
    const input = projects() as CollectionInput & Record<string, unknown>;
    edit(input);
    const result = validateCollection(input, context);
    expect(result.ok).toBe(false);
    expect(result.collection).toBeUndefined();
    const messages = result.problems.filter((p) => p.path === path).map((p) => p.message);
    expect(messages.join('\n'), JSON.stringify(result.problems)).toContain(message);
    expect(messages.join('\n')).not.toContain('Invalid input');
  });

  it('refuses a label over two lines, with a tab, a control or a bidi override character, wherever it is', () => {
    const input = projects();
    input.label = 'Project\nplan';
    input.label_plural = 'Projects\u001b[31m';
    field(input, 'status').options = ['draft', { value: 'active', label: 'Act\tive' }, 'done'];
    field(input, 'title').translations = { de: { label: 'Titel\r\n' } };
    field(input, 'status').translations = { de: { label: 'Status', options: { draft: 'Ent\nwurf' } } };
    input.form!.sections![0]!.label = 'Main\u202Egnp.exe';
    input.form!.sections![1]!.label = 'Details\u0007';
    expect(validateCollection(input, context).problems).toEqual([
      { path: 'label', message: 'Must be one line, without tabs' },
      { path: 'label_plural', message: 'Must not contain control characters' },
      { path: 'fields.0.translations.de.label', message: 'Must be one line, without tabs' },
      { path: 'fields.9.translations.de.options.draft', message: 'Must be one line, without tabs' },
      { path: 'fields.9.options.1.label', message: 'Must be one line, without tabs' },
      { path: 'form.sections.0.label', message: 'Must not contain control characters' },
      { path: 'form.sections.1.label', message: 'Must not contain control characters' },
    ]);
    const plain = projects();
    plain.label = 'Projekt – Plan ✓';
    // Right-to-left marks stay allowed: Hebrew and Arabic writers need them.
    plain.label_plural = 'פרויקטים\u200F (2)';
    expect(validateCollection(plain, context).ok).toBe(true);
  });

  it('lists every problem at once', () => {
    const input = projects();
    field(input, 'priority').min = 9;
    field(input, 'title').pattern = '(a)\\1';
    input.list!.columns.push('nope');
    const paths = validateCollection(input, context).problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['fields.4.min', 'fields.0.pattern', 'list.columns.4']));
  });

  it('names a value of the wrong type once, not also by the length checks of what it should be', () => {
    const input = { ...projects(), fields: 'x'.repeat(300) } as unknown as CollectionInput;
    const problems = validateCollection(input, context).problems.filter((p) => p.path === 'fields');
    expect(problems.map((p) => p.message)).toEqual(['Must be a JSON array']);
  });

  describe('suggests the known name a misspelt key or value most likely means', () => {
    const problemsOf = (change: (c: CollectionInput) => void) => {
      const input = projects();
      change(input);
      return validateCollection(input, context).problems;
    };
    const raw = (c: CollectionInput) => c as unknown as Record<string, unknown>;

    it.each<[string, (c: CollectionInput) => void, string, string]>([
      [
        'a field key',
        (c) => (raw(c).fields = [{ name: 'title', type: 'string', requird: true }]),
        'fields.0.requird',
        'Unknown key "requird"; did you mean "required"?',
      ],
      [
        'a key of the collection, differing in case',
        (c) => (raw(c).Label_plural = 'Projects'),
        'Label_plural',
        'Unknown key "Label_plural"; did you mean "label_plural"?',
      ],
      [
        "a key of a relation field (the field's own keys, by its type)",
        (c) => ((field(c, 'zone_id') as Record<string, unknown>).ondelete = 'cascade'),
        'fields.11.ondelete',
        'Unknown key "ondelete"; did you mean "on_delete"?',
      ],
      [
        'a key of a grant (an object, not a list of actions)',
        (c) => ((c.permissions!.user as Record<string, unknown>).scop = { kind: 'all' }),
        'permissions.user.scop',
        'Unknown key "scop"; did you mean "scope"?',
      ],
      [
        'a key of a row scope, by its kind',
        (c) => ((c.permissions!.member as { scope: Record<string, unknown> }).scope.zone_role = ['owner']),
        'permissions.member.scope.zone_role',
        'Unknown key "zone_role"; did you mean "zone_roles"?',
      ],
      [
        'a key of the list',
        (c) => ((c.list as Record<string, unknown>).serchable = ['title']),
        'list.serchable',
        'Unknown key "serchable"; did you mean "searchable"?',
      ],
      [
        'a field type',
        (c) => ((field(c, 'title') as Record<string, unknown>).type = 'strng'),
        'fields.0.type',
        'Unknown field type; expected one of string, text, number, integer, boolean, date, datetime, uuid, enum, json, relation; did you mean "string"?',
      ],
      [
        'a widget',
        (c) => ((field(c, 'body') as Record<string, unknown>).widget = 'markdwn'),
        'fields.2.widget',
        '; did you mean "markdown"?',
      ],
      [
        'a row scope kind',
        (c) => ((c.permissions!.member as { scope: Record<string, unknown> }).scope.kind = 'zone_membr'),
        'permissions.member.scope.kind',
        'Unknown row scope; expected kind "all", "own", "zone_member", "flag", "role" or "all_of"; did you mean "zone_member"?',
      ],
      [
        'an action',
        (c) => (c.permissions!.viewer = ['raed'] as never),
        'permissions.viewer.0',
        '; did you mean "read"?',
      ],
      [
        "a relation's on_delete",
        (c) => ((field(c, 'zone_id') as Record<string, unknown>).on_delete = 'cascde'),
        'fields.11.on_delete',
        '; did you mean "cascade"?',
      ],
    ])('%s', (_label, change, path, message) => {
      const messages = problemsOf(change)
        .filter((p) => p.path === path)
        .map((p) => p.message);
      expect(messages).toHaveLength(1);
      if (message.startsWith(';')) expect(messages[0]).toMatch(new RegExp(`${escape(message)}$`));
      else expect(messages[0]).toBe(message);
    });

    it.each<[string, (c: CollectionInput) => void, string, string]>([
      ['no known key is close', (c) => (raw(c).colour = 'red'), 'colour', 'Unknown key "colour"'],
      [
        'two known keys are as close (min, max)',
        (c) => ((field(c, 'budget') as Record<string, unknown>).mix = 3),
        'fields.3.mix',
        'Unknown key "mix"',
      ],
      [
        'the key is longer than 64 characters',
        (c) => (raw(c)[`required${'_'.repeat(60)}`] = true),
        `required${'_'.repeat(60)}`,
        `Unknown key "required${'_'.repeat(52)}…"`,
      ],
      [
        'a field type far from every type',
        (c) => ((field(c, 'title') as Record<string, unknown>).type = 'money'),
        'fields.0.type',
        'Unknown field type; expected one of string, text, number, integer, boolean, date, datetime, uuid, enum, json, relation',
      ],
    ])('says nothing more when %s', (_label, change, path, message) => {
      expect(problemsOf(change).filter((p) => p.path === path)).toEqual([{ path, message }]);
    });

    it('costs little for many hostile keys (bounded per key, against fixed lists)', () => {
      const input = raw(projects());
      const title = (input.fields as Record<string, unknown>[])[0];
      for (let i = 0; i < 20_000; i++) title[`requir-${i}`] = true;
      const started = performance.now();
      const problems = validateCollection(input, context).problems;
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(problems).toHaveLength(20_000);
    });
  });

  it('checks relation targets only when it knows the collections', () => {
    const input = projects();
    field(input, 'owner_id').target = 'planets';
    expect(validateCollection(input).problems).toEqual([]);
    expect(validateCollection(input, context).problems).toEqual([
      { path: 'fields.12.target', message: 'Unknown collection "planets"' },
    ]);
  });

  it('lets a collection point to itself', () => {
    const input = projects();
    input.fields.push({ name: 'parent_id', type: 'relation', target: 'projects' });
    expect(validateCollection(input, context).problems).toEqual([]);
  });

  it.each([
    ['a string', 'projects'],
    ['null', null],
    ['an array', [projects()]],
    ['a Map', new Map([['name', 'x']])],
    ['a Date inside', { ...projects(), label: new Date() }],
    ['a function inside', { ...projects(), label: () => 'x' }],
    ['a bigint inside', { ...projects(), label: 10n }],
    ['NaN inside', { ...projects(), fields: [{ name: 'n', type: 'number', default: NaN }] }],
  ])('answers problems, not an exception, for %s', (_label, input) => {
    const result = validateCollection(input, context);
    expect(result.ok).toBe(false);
    expect(result.problems.length).toBeGreaterThan(0);
  });
});

describe('problemPathParts', () => {
  it('gives the keys and indexes each path was written from, a key with "." or "[1]" as one part', () => {
    const result = validateCollection({
      name: 'parts',
      label: 'Parts',
      fields: [
        { name: 'a', type: 'string' },
        { name: 'b', type: 'money' },
        { name: 'c', type: 'string', 'x.y[1]': true },
      ],
    });
    expect(result.problems.map((p) => [p.path, problemPathParts(p)])).toEqual([
      ['fields.1.type', ['fields', 1, 'type']],
      ['fields.2.x.y[1]', ['fields', 2, 'x.y[1]']],
    ]);
    expect(problemPathParts({ path: '', message: 'whole' })).toEqual([]);
  });
});
