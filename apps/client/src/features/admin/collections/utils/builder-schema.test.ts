import {
  BUILTIN_COLLECTION_INPUTS,
  builtinCollection,
  builtinCollections,
  validateCollection,
} from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  builderToSchema,
  defaultFits,
  effectiveFormView,
  effectiveListView,
  enumOptionsOf,
  initialBuilderState,
  jsonDefaultProblems,
  removeLanguage,
  sectionTexts,
  setSectionTexts,
  keptFieldKeys,
  newBuilderField,
  newBuilderGrant,
  newBuilderSection,
  problemTarget,
  schemaToBuilder,
  widgetsOf,
} from './builder-schema';

describe('builderToSchema', () => {
  it('turns what was typed into a collection schema that validates', () => {
    const schema = builderToSchema({
      name: ' notes ',
      label: 'Note',
      labelPlural: '',
      description: 'Team notes',
      icon: 'file-text',
      table: '',
      systemFields: ['created_at', 'updated_at', 'created_by'],
      languages: [],
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
      icon: 'file-text',
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

  it('starts with a required title and no grant: admins only until a role is granted', () => {
    const schema = builderToSchema({ ...initialBuilderState(), name: 'tasks', label: 'Task' });
    expect(schema.fields).toEqual([{ name: 'title', type: 'string', required: true, max: 200 }]);
    expect(schema.permissions).toEqual({});
    expect(schema).not.toHaveProperty('icon');
  });

  it("sets, changes and takes away a stored collection's icon, keeping its place among the keys", () => {
    const stored = {
      name: 'tasks',
      label: 'Task',
      icon: 'star',
      fields: [{ name: 'title', type: 'string' }],
    };
    const state = schemaToBuilder(stored as never);
    expect(state.icon).toBe('star');
    expect(Object.keys(builderToSchema({ ...state, icon: 'flag' }))).toEqual([
      'name',
      'label',
      'icon',
      'fields',
    ]);
    expect(builderToSchema({ ...state, icon: 'flag' }).icon).toBe('flag');
    expect(builderToSchema({ ...state, icon: '' })).not.toHaveProperty('icon');
    expect(builderToSchema(schemaToBuilder({ ...stored, icon: undefined } as never))).not.toHaveProperty(
      'icon',
    );
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

  it('places a refusal naming a field by name under that field', () => {
    const names = ['title', 'note', 'status'];
    expect(problemTarget('fields.note', names)).toEqual({ kind: 'field', index: 1, key: '' });
    expect(problemTarget('fields.status.options', names)).toEqual({
      kind: 'field',
      index: 2,
      key: 'options',
    });
    // A field the draft no longer has stays with the collection.
    expect(problemTarget('fields.gone', names)).toEqual({ kind: 'collection', key: 'fields.gone' });
  });

  it('places a list view’s problem in the list view', () => {
    expect(problemTarget('list.columns')).toEqual({ kind: 'list', key: 'columns' });
    expect(problemTarget('list.searchable[1]')).toEqual({ kind: 'list', key: 'searchable[1]' });
    expect(problemTarget('form.sections[0].fields[1]')).toEqual({
      kind: 'form',
      key: 'sections[0].fields[1]',
    });
  });

  it('splits options by line or comma, without blanks or repeats', () => {
    expect(enumOptionsOf(' a, b\nc\n\na ')).toEqual(['a', 'b', 'c']);
  });
});

describe('schemaToBuilder', () => {
  const BOOKS = {
    name: 'books',
    label: 'Book',
    icon: 'book',
    fields: [
      { name: 'title', type: 'string', required: true, max: 120, help: 'As on the cover', widget: 'input' },
      { name: 'email', type: 'string', unique: 'case_insensitive', format: 'email' },
      {
        name: 'genre',
        type: 'enum',
        options: [{ value: 'novel', label: 'Novel' }, 'essay'],
        default: 'novel',
      },
      { name: 'pages', type: 'integer', bits: 64, min: 1 },
      { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'cascade', display_field: 'name' },
    ],
    list: {
      columns: ['title', 'genre', 'pages'],
      sort: [{ field: 'pages', direction: 'desc' }],
      searchable: ['title'],
    },
    form: { sections: [{ label: 'Book', fields: ['title', 'genre'] }, { fields: ['pages', 'zone_id'] }] },
    permissions: {
      user: {
        actions: ['read'],
        read_fields: ['id', 'title', 'pages'],
        scope: { kind: 'zone_member', field: 'zone_id' },
      },
      editor: {
        actions: ['read', 'update'],
        scope: { kind: 'zone_member', field: 'zone_id', zone_roles: ['owner'] },
      },
      guest: ['read'],
    },
  };

  it.each([
    ...builtinCollections().map((c) => [`built-in ${c.name} (as stored)`, c] as const),
    ...BUILTIN_COLLECTION_INPUTS.map((c) => [`built-in ${c.name} (as written)`, c] as const),
    ['an integrator’s collection', BOOKS] as const,
  ])('opens %s and gives it back unchanged', (_, schema) => {
    const json = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
    expect(builderToSchema(schemaToBuilder(json))).toEqual(json);
  });

  it('shows what it edits and keeps the rest: labels of options, scopes it has no control for', () => {
    const state = schemaToBuilder(BOOKS, new Set(['title', 'genre']));
    expect(state.fields.map((f) => [f.name, f.locked])).toEqual([
      ['title', true],
      ['email', false],
      ['genre', true],
      ['pages', false],
      ['zone_id', false],
    ]);
    expect(state.fields[2]).toMatchObject({ type: 'enum', options: 'novel\nessay' });
    expect(state.fields[1].unique).toBe(true);
    expect(state.grants.map((g) => [g.role, g.scope, g.scopeField])).toEqual([
      ['user', 'zone_member', 'zone_id'],
      ['editor', 'custom', ''],
      ['guest', 'all', ''],
    ]);
    expect(state.fields[0]).toMatchObject({ help: 'As on the cover', pattern: '' });
    expect(state.fields[0].widget).toBe('input');
    expect(keptFieldKeys(state.fields[0])).toEqual([]);
    expect(keptFieldKeys(state.fields[3])).toEqual(['bits']);
  });

  it('drops a removed field from the list, the form and the grants, and places a new one', () => {
    const state = schemaToBuilder(BOOKS);
    state.fields = state.fields.filter((f) => f.name !== 'pages');
    state.fields.push(newBuilderField({ name: 'blurb', type: 'text' }));
    const schema = builderToSchema(state) as unknown as typeof BOOKS;
    expect(schema.list).toEqual({
      columns: ['title', 'genre', 'blurb'],
      sort: [],
      searchable: ['title', 'blurb'],
    });
    expect(schema.form.sections).toEqual([
      { label: 'Book', fields: ['title', 'genre'] },
      { fields: ['zone_id', 'blurb'] },
    ]);
    expect(schema.permissions.user).toMatchObject({ read_fields: ['id', 'title'] });
    const zones = builtinCollection('zones')!;
    expect(validateCollection(schema, { collections: [zones] }).problems).toEqual([]);
  });

  it('keeps the keys every type has when a type changes, and drops the old type’s own', () => {
    const state = schemaToBuilder(BOOKS);
    state.fields[0] = { ...state.fields[0], type: 'text', pattern: '^\\S' };
    state.fields[3] = { ...state.fields[3], pattern: 'ignored: not a text' };
    state.fields[1] = { ...state.fields[1], unique: false };
    state.fields[4] = { ...state.fields[4], required: true };
    const fields = builderToSchema(state).fields;
    expect(fields[0]).toEqual({
      name: 'title',
      type: 'text',
      required: true,
      max: 120,
      help: 'As on the cover',
      pattern: '^\\S',
    });
    expect(fields[3]).not.toHaveProperty('pattern');
    expect(fields[1]).toEqual({ name: 'email', type: 'string', unique: false, format: 'email' });
    // cascade was chosen in the schema and still fits a required relation.
    expect(fields[4]).toMatchObject({ required: true, on_delete: 'cascade' });
  });

  it('writes defaults in their type, placeholders, hidden and read-only, and opens them again', () => {
    const schema = builderToSchema({
      ...initialBuilderState(),
      name: 'tasks',
      label: 'Task',
      fields: [
        newBuilderField({ name: 'title', placeholder: ' Buy milk ', defaultValue: 'Untitled' }),
        newBuilderField({ name: 'points', type: 'integer', defaultValue: '3', readonly: true }),
        newBuilderField({ name: 'ratio', type: 'number', defaultValue: 'lots' }),
        newBuilderField({ name: 'done', type: 'boolean', defaultValue: 'false', hidden: true }),
        newBuilderField({ name: 'state', type: 'enum', options: 'open\nshut', defaultValue: 'open' }),
        newBuilderField({ name: 'due_on', type: 'date', defaultValue: '2026-12-01', placeholder: 'unused' }),
      ],
    });
    expect(schema.fields).toEqual([
      { name: 'title', type: 'string', placeholder: 'Buy milk', default: 'Untitled' },
      { name: 'points', type: 'integer', default: 3, readonly: true },
      // Not a number: kept as typed, and the dry run names the problem.
      { name: 'ratio', type: 'number', default: 'lots' },
      { name: 'done', type: 'boolean', default: false, hidden: true },
      { name: 'state', type: 'enum', default: 'open', options: ['open', 'shut'] },
      // A date input shows no placeholder, so none is written.
      { name: 'due_on', type: 'date', default: '2026-12-01' },
    ]);
    const fixed = schema.fields.map((f) => (f.name === 'ratio' ? { ...f, default: 1.5 } : f));
    expect(validateCollection({ ...schema, fields: fixed }).problems).toEqual([]);
    expect(validateCollection(schema).problems.map((p) => p.path)).toEqual(['fields.2.default']);
    const reopened = schemaToBuilder(schema as never);
    expect(reopened.fields.map((f) => [f.defaultValue, f.placeholder, f.hidden, f.readonly])).toEqual([
      ['Untitled', 'Buy milk', false, false],
      ['3', '', false, true],
      ['lots', '', false, false],
      ['false', '', true, false],
      ['open', '', false, false],
      ['2026-12-01', '', false, false],
    ]);
  });

  it('offers the inputs of a field’s type, drops one the new type has not, and keeps a date’s as written', () => {
    const state = schemaToBuilder({
      name: 'things',
      label: 'Thing',
      fields: [
        { name: 'size', type: 'enum', options: ['s', 'm'], widget: 'radio' },
        { name: 'score', type: 'integer', min: 0, max: 5, widget: 'slider' },
        { name: 'day', type: 'date', widget: 'date' },
      ],
    });
    expect(state.fields.map((f) => f.widget)).toEqual(['radio', 'slider', 'date']);
    expect(keptFieldKeys(state.fields[2])).toEqual(['widget']);
    state.fields[0] = { ...state.fields[0], widget: 'select' };
    state.fields[1] = { ...state.fields[1], type: 'boolean' };
    expect(builderToSchema(state).fields).toEqual([
      { name: 'size', type: 'enum', options: ['s', 'm'], widget: 'select' },
      { name: 'score', type: 'boolean' },
      { name: 'day', type: 'date', widget: 'date' },
    ]);
  });

  it('offers a relation the drop-down list or the search, and writes the one picked', () => {
    expect(widgetsOf('relation')).toEqual(['select', 'autocomplete']);
    expect(widgetsOf('json')).toEqual(['code', 'tags']);
    const state = schemaToBuilder({
      name: 'things',
      label: 'Thing',
      fields: [{ name: 'owner_id', type: 'relation', target: 'users', display_field: 'email' }],
    });
    expect(keptFieldKeys(state.fields[0])).not.toContain('widget');
    state.fields[0] = { ...state.fields[0], widget: 'select' };
    expect(builderToSchema(state).fields[0]).toMatchObject({ name: 'owner_id', widget: 'select' });
  });

  it('edits a JSON field’s default as JSON text, and keeps a yes/no field’s placeholder, which it has no control for', () => {
    const state = schemaToBuilder({
      name: 'things',
      label: 'Thing',
      fields: [
        { name: 'meta', type: 'json', default: { a: 1 } },
        { name: 'ok', type: 'boolean', placeholder: 'Tick it', default: true },
      ],
    });
    expect(state.fields[0].defaultValue).toBe('{"a":1}');
    expect(keptFieldKeys(state.fields[0])).toEqual([]);
    expect(keptFieldKeys(state.fields[1])).toEqual(['placeholder']);
    expect(builderToSchema(state).fields).toEqual([
      { name: 'meta', type: 'json', default: { a: 1 } },
      { name: 'ok', type: 'boolean', placeholder: 'Tick it', default: true },
    ]);
    // A new type takes none of the old type's default.
    state.fields[1] = { ...state.fields[1], type: 'string', defaultValue: '' };
    expect(builderToSchema(state).fields[1]).toEqual({ name: 'ok', type: 'string', placeholder: 'Tick it' });

    // Typed JSON is sent as its value; text that is not JSON is held back, named by its path.
    state.fields[0] = { ...state.fields[0], defaultValue: ' ["red", "green"] ' };
    expect(builderToSchema(state).fields[0]).toEqual({
      name: 'meta',
      type: 'json',
      default: ['red', 'green'],
    });
    expect(jsonDefaultProblems(state)).toEqual([]);
    state.fields[0] = { ...state.fields[0], defaultValue: '{a: 1}' };
    expect(jsonDefaultProblems(state)).toEqual([{ path: 'fields.0.default', index: 0 }]);
    // Blank is no default (not an empty string).
    state.fields[0] = { ...state.fields[0], defaultValue: '  ' };
    expect(builderToSchema(state).fields[0]).toEqual({ name: 'meta', type: 'json' });
    expect(jsonDefaultProblems(state)).toEqual([]);
    // A long object opens indented, and comes back as the same value.
    const long = { colours: ['red', 'green', 'blue'], sizes: { small: 1, medium: 2, large: 3 } };
    const reopened = schemaToBuilder({
      name: 'things',
      label: 'Thing',
      fields: [{ name: 'meta', type: 'json', default: long }],
    });
    expect(reopened.fields[0].defaultValue).toBe(JSON.stringify(long, null, 2));
    expect(builderToSchema(reopened).fields[0]).toEqual({ name: 'meta', type: 'json', default: long });
  });

  it('shows the schema’s list view until the admin changes it, then writes the admin’s', () => {
    const state = schemaToBuilder(BOOKS);
    const [title, , genre, pages] = state.fields.map((f) => f.key);
    // Unchanged: the schema's own view, as refs (engine columns by name).
    expect(effectiveListView(state)).toEqual({
      columns: [title, genre, pages],
      searchable: [title],
      sort: [{ ref: pages, direction: 'desc' }],
      pageSize: '',
    });
    state.fields.push(newBuilderField({ name: 'blurb', type: 'text' }));
    const blurb = state.fields.at(-1)!.key;
    state.listView = {
      columns: [blurb, title, 'created_at'],
      searchable: [title, blurb],
      sort: [{ ref: 'created_at', direction: 'desc' }],
      pageSize: '',
    };
    // A rename of a new field follows it; a removed field leaves the view.
    state.fields = state.fields.map((f) => (f.key === blurb ? { ...f, name: 'summary' } : f));
    state.fields = state.fields.filter((f) => f.key !== title);
    const schema = builderToSchema(state) as unknown as typeof BOOKS;
    expect(schema.list).toEqual({
      columns: ['summary', 'created_at'],
      sort: [{ field: 'created_at', direction: 'desc' }],
      searchable: ['summary'],
    });
    const zones = builtinCollection('zones')!;
    expect(validateCollection(schema, { collections: [zones] }).problems).toEqual([]);
    expect(effectiveListView(state)).toBe(state.listView);
  });

  it('gives a new collection a list view of its first fields, which the admin may then change', () => {
    const state = initialBuilderState();
    state.name = 'notes';
    state.label = 'Note';
    state.fields.push(newBuilderField({ name: 'mood', type: 'enum', options: 'calm' }));
    const [title, mood] = state.fields.map((f) => f.key);
    expect(effectiveListView(state)).toEqual({
      columns: [title, mood],
      searchable: [title],
      sort: [],
      pageSize: '',
    });
    state.listView = {
      columns: [mood],
      searchable: [],
      sort: [{ ref: title, direction: 'asc' }],
      pageSize: '',
    };
    expect(builderToSchema(state).list).toEqual({
      columns: ['mood'],
      sort: [{ field: 'title', direction: 'asc' }],
    });
    expect(validateCollection(builderToSchema(state)).problems).toEqual([]);
  });

  it('keeps a list valid as types change, leaves hidden fields out of a new list, and shows the page’s own view when none is set', () => {
    const state = schemaToBuilder(BOOKS);
    // The title becomes a number: it can no longer be searched, so it leaves the search.
    state.fields[0] = { ...state.fields[0], type: 'integer', max: '' };
    expect(builderToSchema(state).list).toMatchObject({ searchable: [] });

    const fresh = initialBuilderState();
    fresh.fields.push(
      newBuilderField({ name: 'secret', hidden: true }),
      newBuilderField({ name: 'note', type: 'text' }),
    );
    expect(builderToSchema(fresh).list).toMatchObject({ columns: ['title', 'note'] });

    const unlisted = schemaToBuilder({ ...BOOKS, list: undefined });
    const keys = unlisted.fields.map((f) => f.key);
    expect(effectiveListView(unlisted)).toEqual({
      columns: keys,
      searchable: [keys[0], keys[1], keys[2]],
      sort: [],
      pageSize: '',
    });
  });

  it('sets the table name, the system fields and the page size, and leaves each out while it is the default', () => {
    const fresh = initialBuilderState();
    fresh.name = 'notes';
    fresh.label = 'Note';
    const plain = builderToSchema(fresh) as unknown as Record<string, unknown>;
    expect(plain).not.toHaveProperty('table');
    expect(plain).not.toHaveProperty('system_fields');
    expect(plain.list).not.toHaveProperty('page_size');

    fresh.table = ' team_notes ';
    fresh.systemFields = ['created_by', 'created_at'];
    fresh.listView = { ...effectiveListView(fresh), pageSize: '25' };
    const set = builderToSchema(fresh) as unknown as Record<string, unknown>;
    expect(set.table).toBe('team_notes');
    // In the engine's order, whatever order they were ticked in.
    expect(set.system_fields).toEqual(['created_at', 'created_by']);
    expect(set.list).toMatchObject({ page_size: 25 });
    expect(Object.keys(set).slice(0, 3)).toEqual(['name', 'table', 'label']);
    expect(validateCollection(set).problems).toEqual([]);

    // No system fields at all is spelled out (the default is all three).
    fresh.systemFields = [];
    expect(builderToSchema(fresh).system_fields).toEqual([]);
  });

  it('opens the schema’s translations (its own and its fields’) by language, and writes them back unchanged', () => {
    const translated = {
      ...BOOKS,
      translations: { de: { label: 'Buch', label_plural: 'Bücher' }, ja: { description: '本の一覧' } },
      fields: [
        {
          ...BOOKS.fields[0],
          translations: { de: { label: 'Titel', help: 'Wie auf dem Umschlag' }, fr: { label: 'Titre' } },
        },
        BOOKS.fields[1],
        { ...BOOKS.fields[2], translations: { de: { options: { novel: 'Roman', essay: 'Essay' } } } },
        ...BOOKS.fields.slice(3),
      ],
    };
    const state = schemaToBuilder(translated);
    const [title, , genre] = state.fields.map((f) => f.key);
    expect(state.languages.map((l) => l.tag)).toEqual(['de', 'ja', 'fr']);
    expect(state.languages[0]).toMatchObject({ label: 'Buch', labelPlural: 'Bücher', description: '' });
    expect(state.languages[0].fields[title]).toEqual({
      label: 'Titel',
      help: 'Wie auf dem Umschlag',
      placeholder: '',
      options: {},
    });
    expect(state.languages[0].fields[genre].options).toEqual({ novel: 'Roman', essay: 'Essay' });
    expect(state.languages[2].fields[title].label).toBe('Titre');
    expect(builderToSchema(state)).toEqual(translated);
    // Translations are edited now, no longer listed as kept without a control.
    expect(keptFieldKeys(state.fields[0])).not.toContain('translations');
  });

  it('writes typed translations, follows a renamed field, drops a removed field’s and a removed option’s', () => {
    const state = initialBuilderState();
    state.name = 'notes';
    state.label = 'Note';
    state.fields.push(newBuilderField({ name: 'mood', type: 'enum', options: 'calm\nbusy' }));
    state.fields.push(newBuilderField({ name: 'done', type: 'boolean' }));
    const [title, mood, done] = state.fields.map((f) => f.key);
    state.languages = [
      {
        tag: 'de',
        label: ' Notiz ',
        labelPlural: '',
        description: '',
        fields: {
          [title]: { label: 'Titel', help: '', placeholder: 'Worum geht es?', options: {} },
          [mood]: {
            label: 'Stimmung',
            help: '',
            placeholder: 'nie gezeigt',
            options: { calm: 'ruhig', busy: '' },
          },
          [done]: { label: 'Erledigt', help: '', placeholder: '', options: {} },
        },
      },
      // A language with no text yet writes nothing.
      { tag: 'ja', label: '', labelPlural: '', description: '', fields: {} },
    ];
    state.fields = state.fields
      .map((f) => (f.key === title ? { ...f, name: 'heading' } : f))
      .filter((f) => f.key !== done);
    const schema = builderToSchema(state);
    expect(schema.translations).toEqual({ de: { label: 'Notiz' } });
    expect(schema.fields.map((f) => [f.name, f.translations])).toEqual([
      ['heading', { de: { label: 'Titel', placeholder: 'Worum geht es?' } }],
      // An enum shows no placeholder; an option with no label has none.
      ['mood', { de: { label: 'Stimmung', options: { calm: 'ruhig' } } }],
    ]);
    expect(Object.keys(schema).indexOf('translations')).toBe(Object.keys(schema).indexOf('label') + 1);
    expect(validateCollection(schema).problems).toEqual([]);

    // The option "calm" removed: its label goes with it, and with it the last text of "mood".
    state.fields = state.fields.map((f) => (f.key === mood ? { ...f, options: 'busy' } : f));
    state.languages[0].fields[mood] = { ...state.languages[0].fields[mood], label: '' };
    expect(builderToSchema(state).fields[1]).not.toHaveProperty('translations');
  });

  it('edits form sections’ texts per language, and removing a language removes them too', () => {
    const withSections = {
      ...BOOKS,
      form: {
        sections: [
          { label: 'Book', translations: { ja: { label: '本' } }, fields: ['title', 'genre'] },
          { fields: ['pages', 'zone_id'] },
        ],
      },
    };
    const state = schemaToBuilder(withSections);
    // A language only a section is translated into is listed too.
    expect(state.languages.map((l) => l.tag)).toEqual(['ja']);
    expect(builderToSchema(state)).toEqual(withSections);
    const sections = effectiveFormView(state)!;
    expect(sectionTexts(sections[0], 'ja')).toEqual({ label: '本', description: '' });

    const german = setSectionTexts(
      {
        ...state,
        languages: [
          ...state.languages,
          { tag: 'de', label: '', labelPlural: '', description: '', fields: {} },
        ],
      },
      0,
      'de',
      { label: ' Buch ', description: '' },
    );
    expect((builderToSchema(german).form as typeof withSections.form).sections[0]).toEqual({
      label: 'Book',
      translations: { ja: { label: '本' }, de: { label: 'Buch' } },
      fields: ['title', 'genre'],
    });

    const withoutJapanese = removeLanguage(german, 'ja');
    expect(withoutJapanese.languages.map((l) => l.tag)).toEqual(['de']);
    expect(
      (builderToSchema(withoutJapanese).form as typeof withSections.form).sections[0].translations,
    ).toEqual({
      de: { label: 'Buch' },
    });
    // Emptied, the section's translations go altogether.
    const emptied = setSectionTexts(withoutJapanese, 0, 'de', { label: '', description: '' });
    expect((builderToSchema(emptied).form as typeof withSections.form).sections[0]).not.toHaveProperty(
      'translations',
    );
  });

  it('opens a stored table name, system fields and page size as they are, and a dropped system field leaves the list', () => {
    const stored = {
      ...BOOKS,
      table: 'books',
      system_fields: ['created_at', 'updated_at'],
      list: {
        ...BOOKS.list,
        columns: ['title', 'updated_at'],
        sort: [{ field: 'updated_at', direction: 'desc' }],
        page_size: 20,
      },
    };
    const state = schemaToBuilder(stored);
    expect(state.table).toBe('books');
    expect(state.systemFields).toEqual(['created_at', 'updated_at']);
    expect(effectiveListView(state).pageSize).toBe('20');
    expect(builderToSchema(state)).toEqual(stored);

    state.systemFields = ['created_at'];
    const list = builderToSchema(state).list as Record<string, unknown>;
    expect(list.columns).toEqual(['title']);
    expect(list.sort).toEqual([]);
    expect(list.page_size).toBe(20);

    // A page size the admin cleared goes; one that is not a number is sent as typed (the dry run names it).
    state.listView = { ...effectiveListView(state), pageSize: '' };
    expect(builderToSchema(state).list).not.toHaveProperty('page_size');
    state.listView = { ...effectiveListView(state), pageSize: 'many' };
    expect(builderToSchema(state).list).toMatchObject({ page_size: 'many' });
  });

  it('shows the schema’s form sections until changed, then writes the admin’s, leaving empty ones out', () => {
    const state = schemaToBuilder(BOOKS);
    const [title, , genre, pages, zone] = state.fields.map((f) => f.key);
    const sections = effectiveFormView(state)!;
    expect(sections.map((s) => [s.label, s.fields])).toEqual([
      ['Book', [title, genre]],
      ['', [pages, zone]],
    ]);
    state.formView = [
      { ...sections[0], label: 'The book', fields: [genre] },
      newBuilderSection({ label: 'Empty' }),
      { ...sections[1], description: 'Where it is', fields: [zone, title] },
    ];
    expect(builderToSchema(state).form).toEqual({
      sections: [
        { label: 'The book', fields: ['genre'] },
        { description: 'Where it is', fields: ['zone_id', 'title'] },
      ],
    });
    // No sections: the form shows every field that is not hidden.
    state.formView = null;
    expect(builderToSchema(state)).not.toHaveProperty('form');
    expect(effectiveFormView(state)).toBeNull();
    expect(effectiveFormView(schemaToBuilder({ ...BOOKS, form: undefined }))).toBeNull();
  });

  it('says which defaults a new type can still hold', () => {
    expect(defaultFits('integer', '5')).toBe(true);
    expect(defaultFits('integer', '1.5')).toBe(false);
    expect(defaultFits('number', '1e')).toBe(false);
    expect(defaultFits('boolean', '5')).toBe(false);
    expect(defaultFits('boolean', 'true')).toBe(true);
    expect(defaultFits('date', 'tomorrow')).toBe(false);
    expect(defaultFits('json', 'x')).toBe(false);
    expect(defaultFits('json', '{"a": [1, 2]}')).toBe(true);
    expect(defaultFits('string', 'anything')).toBe(true);
    expect(defaultFits('relation', '')).toBe(true);
  });

  it('turns a chosen scope into the schema’s, and a relation that became required stops setting null', () => {
    const state = schemaToBuilder({
      ...BOOKS,
      fields: [{ name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'set_null' }],
      list: undefined,
      form: undefined,
      permissions: { editor: BOOKS.permissions.editor },
    });
    state.fields[0] = { ...state.fields[0], required: true };
    state.grants[0] = { ...state.grants[0], scope: 'own' };
    const schema = builderToSchema(state);
    expect(schema.fields[0]).toMatchObject({ on_delete: 'restrict' });
    expect(schema.permissions).toEqual({
      editor: { actions: ['read', 'update'], scope: { kind: 'own', field: 'created_by' } },
    });
    expect(schema).not.toHaveProperty('list');
  });
});
