import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { collectionSchema, validateCollection, type CollectionContext } from '@atrium/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateSchemaProblem } from './schema-problem-messages';

/** Collections the broken schemas point to: one with the implied id, one keyed by a code. */
const NEIGHBOURS: CollectionContext = {
  collections: [
    collectionSchema.parse({
      name: 'projects',
      table: 'work_items',
      label: 'Project',
      fields: [{ name: 'title', type: 'string' }],
    }),
    collectionSchema.parse({
      name: 'codes',
      label: 'Code',
      primary_key: ['code'],
      fields: [{ name: 'code', type: 'string', required: true }],
    }),
  ],
};

const nested = (depth: number): unknown => (depth === 0 ? {} : { a: nested(depth - 1) });

/** Deliberately broken collection schemas, each with the context it is checked in. */
const BROKEN: [unknown, CollectionContext?][] = [
  // The input as a whole
  [nested(70)],
  [{ name: 'big', label: 'Big', fields: [], list: new Array(100_001).fill(0) }],
  [{ name: 'long', label: 'Long', description: 'x'.repeat(2_000_001), fields: [] }],
  [{ name: 'dated', label: 'Dated', fields: [], when: new Date(0) }],
  [{ name: 'nan', label: 'NaN', fields: [{ name: 'n', type: 'number', default: Number.NaN }] }],
  // The meta-schema's own rules
  [
    {
      $schema: 'https://example.com/collection.schema.json',
      $ref: '#/other',
      name: 'Bad Name',
      label: '',
      icon: 'Not An Icon',
      extra_key: true,
      fields: [
        { name: 'x', type: 'nope' },
        { name: 's', type: 'string', max: 20_000 },
        { name: 'i', type: 'integer', bits: 16 },
        { name: 'e', type: 'enum', options: [] },
        { name: 'o', type: 'enum', options: [5] },
        { name: 'many', type: 'enum', options: Array.from({ length: 1001 }, (_, i) => `o${i}`) },
        { name: 'a'.repeat(64), type: 'string' },
      ],
      permissions: {
        'Bad Role': ['read'],
        user: 5,
        guest: { actions: ['read'], scope: { kind: 'nope' } },
        member: {
          actions: ['read'],
          scope: { kind: 'all_of', of: [{ kind: 'all' }, { kind: 'flag', field: 'x' }] },
        },
      },
    },
  ],
  [
    {
      name: 'wide',
      label: 'Wide',
      fields: Array.from({ length: 201 }, (_, i) => ({ name: `f${i}`, type: 'text' })),
    },
  ],
  // Names
  [{ name: 'users', label: 'Users', fields: [] }],
  [{ name: 'pg_things', label: 'Things', fields: [] }],
  [{ name: 'sessions', label: 'Sessions', fields: [] }],
  [{ name: 'export', label: 'Export', fields: [] }],
  [{ name: 'things', table: 'select', label: 'Things', fields: [] }],
  [{ name: 'tasks', table: 'work_items', label: 'Task', fields: [] }, NEIGHBOURS],
  // Fields, keys, list, form and grants
  [
    {
      name: 'tasks',
      label: 'Task',
      system_fields: ['created_at', 'created_at'],
      primary_key: ['title', 'nope', 'kind', 'payload'],
      fields: [
        { name: 'title', type: 'string', min: 10, max: 5, length: 3, unique: true, default: 'abc' },
        { name: 'title', type: 'string' },
        { name: 'id', type: 'uuid' },
        { name: 'created_at', type: 'datetime' },
        { name: 'select', type: 'string', internal: true },
        { name: 'xmin', type: 'string' },
        { name: 'on_conflict', type: 'string' },
        { name: 'code', type: 'string', pattern: '(?=a)b' },
        { name: 'code2', type: 'text', pattern: 'a(' },
        {
          name: 'code3',
          type: 'string',
          pattern: '[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}',
        },
        { name: 'done', type: 'boolean', unique: true },
        { name: 'meta', type: 'json', unique: true },
        { name: 'payload', type: 'json', required: true },
        { name: 'labels', type: 'json', widget: 'tags' },
        { name: 'owner', type: 'relation', target: 'nowhere', on_delete: 'set_null', required: true },
        { name: 'project', type: 'relation', target: 'projects', display_field: 'ghost' },
        { name: 'code_ref', type: 'relation', target: 'codes' },
        { name: 'kind', type: 'enum', options: ['a', 'a'] },
        { name: 'score', type: 'number', min: 0, max: 10, default: 20 },
        { name: 'due', type: 'date', default: 'tomorrow', default_fn: 'today' },
        { name: 'stamp', type: 'string', required: true, readonly: true },
      ],
      list: { columns: ['title', 'title', 'ghost'], sort: [{ field: 'meta' }], searchable: ['done'] },
      form: { sections: [{ fields: ['title'] }, { fields: ['title'] }] },
      permissions: {
        admin: ['read'],
        user: {
          actions: ['read', 'update'],
          write_fields: ['created_at'],
          scope: { kind: 'flag', field: 'title' },
        },
        editor: { actions: ['read'], scope: { kind: 'own', field: 'title' } },
        member: {
          actions: ['read'],
          scope: {
            kind: 'zone_member',
            field: 'title',
            via: ['project'],
            include_null: true,
            inactive: { field: 'title', zone_roles: ['owner'] },
          },
        },
        viewer: { actions: ['read'], scope: { kind: 'role', field: 'done' } },
        guest: { actions: ['read'], scope: { kind: 'own', via: ['ghost'], field: 'title' } },
        auditor: { actions: ['read'], scope: { kind: 'own', via: ['done'], field: 'title' } },
        reviewer: { actions: ['read'], scope: { kind: 'zone_member', field: 'ghost' } },
        owner_role: { actions: ['read'], scope: { kind: 'zone_member', field: 'done' } },
        follower: { actions: ['read'], scope: { kind: 'own', via: ['owner'], field: 'id' } },
      },
      default_permission: ['read'],
    },
    NEIGHBOURS,
  ],
  [
    {
      name: 'crowded',
      label: 'Crowded',
      fields: [],
      permissions: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`role_${i}`, ['read']])),
    },
  ],
  // Keys left out and values of the wrong kind (zod's own "Invalid input: expected …" before)
  [
    {
      label: 7,
      fields: [
        { name: 'status', type: 'enum' },
        { name: 'done', type: 'boolean', required: 'yes' },
        { name: 'n', type: 'integer', min: 'one' },
      ],
      permissions: { user: { read: true } },
    },
  ],
  // Misspelt keys and values, with the known name suggested
  [
    {
      name: 'typos',
      label: 'Typos',
      fields: [
        { name: 'title', type: 'string', requird: true, widget: 'emial' },
        { name: 'body', type: 'txt' },
      ],
      permissions: {
        user: ['raed'],
        member: { actions: ['read'], scope: { kind: 'zone_membr', field: 'zone_id' } },
      },
    },
  ],
  [{ name: 'flat', label: 'Flat', fields: 'title' }],
  [[{ name: 'listed', label: 'Listed', fields: [] }]],
];

const produced = [
  ...new Set(
    BROKEN.flatMap(([input, context]) => validateCollection(input, context).problems.map((p) => p.message)),
  ),
];

describe('translateSchemaProblem', () => {
  const i18n: I18n = setupI18n();

  beforeAll(async () => {
    for (const locale of ['de', 'ja'] as const) {
      for (const area of ['core', 'admin', 'collections'] as const) {
        const { messages } = (await import(`../../../../locales/${locale}/${area}.po`)) as {
          messages: Messages;
        };
        i18n.load(locale, messages);
      }
    }
    i18n.activate('de');
  });

  it('shows every problem the validator produces for broken schemas in German and Japanese', () => {
    expect(produced.length).toBeGreaterThan(60);
    for (const locale of ['de', 'ja'] as const) {
      i18n.activate(locale);
      const english = produced.filter((message) => translateSchemaProblem(i18n, message) === message);
      expect(english, locale).toEqual([]);
    }
    i18n.activate('de');
  });

  it('keeps the names, numbers and details in the translation', () => {
    expect(produced).toContain('Field "title" is declared twice (also fields.0)');
    expect(translateSchemaProblem(i18n, 'Field "title" is declared twice (also fields.0)')).toBe(
      'Feld „title“ ist doppelt deklariert (auch fields.0)',
    );
    expect(translateSchemaProblem(i18n, 'Collection "projects" has no field "ghost"')).toBe(
      'Sammlung „projects“ hat kein Feld „ghost“',
    );
    expect(translateSchemaProblem(i18n, 'min (-1.5e-7) is greater than max (-2)')).toBe(
      'min (-1.5e-7) ist größer als max (-2)',
    );
    // A captured part is kept exactly, even with what Lingui would read as an escape (\x41).
    expect(translateSchemaProblem(i18n, 'Option "\\x41 \\u00e9" is listed twice')).toBe(
      'Option „\\x41 \\u00e9“ ist doppelt aufgeführt',
    );
    expect(translateSchemaProblem(i18n, 'Unknown key "a\nb"')).toBe('Unbekannter Schlüssel „a\nb“');
  });

  it('translates a misspelt key or value with the known name suggested, the name kept', () => {
    const suggested = produced.filter((message) => message.includes('; did you mean "'));
    expect(suggested).toEqual(
      expect.arrayContaining([
        'Unknown key "requird"; did you mean "required"?',
        expect.stringMatching(/^Unknown field type; .*; did you mean "text"\?$/),
        expect.stringMatching(/; did you mean "zone_member"\?$/),
      ]),
    );
    expect(translateSchemaProblem(i18n, 'Unknown key "requird"; did you mean "required"?')).toBe(
      'Unbekannter Schlüssel „requird“; meintest du „required“?',
    );
    i18n.activate('ja');
    expect(translateSchemaProblem(i18n, 'Unknown key "requird"; did you mean "required"?')).toBe(
      '不明なキー「requird」。「required」のことですか？',
    );
    i18n.activate('de');
    // A name that is no identifier is not a suggestion of the validator's: left as it is.
    expect(translateSchemaProblem(i18n, 'Unknown key "a"; did you mean "a b"?')).toBe(
      'Unknown key "a"; did you mean "a b"?',
    );
  });

  it("translates the message inside a wrapping one (a name's reason, a default's rule)", () => {
    expect(
      translateSchemaProblem(i18n, 'Collection name not allowed: "users" is a built-in collection'),
    ).toBe('Sammlungsname nicht erlaubt: „users“ ist eine integrierte Sammlung');
    expect(translateSchemaProblem(i18n, 'Default: Must be at most 10')).toBe(
      'Standardwert: Darf höchstens 10 sein',
    );
    // Three levels deep at most: a wrapper inside three wrappers keeps its inner text.
    expect(translateSchemaProblem(i18n, 'Default: Default: Default: Must be at most 10')).toBe(
      'Standardwert: Standardwert: Standardwert: Darf höchstens 10 sein',
    );
    expect(translateSchemaProblem(i18n, 'Default: Default: Default: Default: Must be at most 10')).toBe(
      'Standardwert: Standardwert: Standardwert: Default: Must be at most 10',
    );
    // An inner text it does not know stays as it is, inside the translated wrapper.
    expect(translateSchemaProblem(i18n, 'Invalid name: Invalid input: expected string')).toBe(
      'Ungültiger Name: Invalid input: expected string',
    );
  });

  it('leaves any other text as it is', () => {
    for (const text of [
      'Something the server said',
      'constructor',
      '__proto__',
      'Invalid input: expected string, received number',
      'Unknown field ""',
      'min (x) is greater than max (5)',
      '',
    ]) {
      expect(translateSchemaProblem(i18n, text)).toBe(text);
    }
  });
});
