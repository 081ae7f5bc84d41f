import { collectionSchema, diffCollections, type Collection } from '@atrium/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { translateServerMessage } from '@/lib/server-messages';
import './schema-change-messages';

const base: {
  name: string;
  label: string;
  permissions: object;
  fields: Array<Record<string, unknown> & { name: string }>;
} = {
  name: 'tasks',
  label: 'Task',
  permissions: { user: ['read'] },
  fields: [
    { name: 'title', type: 'string', max: 80 },
    { name: 'body', type: 'text', min: 2 },
    { name: 'code', type: 'string', pattern: '^[A-Z]+$', format: 'email' },
    { name: 'size', type: 'number', min: 0, max: 10 },
    { name: 'count', type: 'integer', bits: 32 },
    { name: 'state', type: 'enum', options: ['open', 'closed'] },
    { name: 'data', type: 'json', shape: 'object', max_bytes: 1000 },
    { name: 'owner', type: 'relation', target: 'people', on_delete: 'restrict' },
    { name: 'ref', type: 'uuid' },
    { name: 'gone', type: 'string' },
    { name: 'flag', type: 'boolean', required: true, unique: true },
  ],
};

const parse = (schema: unknown): Collection => collectionSchema.parse(schema);

/**
 * `base` with each named field changed by `changes[name]` (merged; a new type starts the field
 * afresh), dropped for null, and `extra` top-level keys.
 */
function changed(changes: Record<string, object | null>, extra: object = {}): Collection {
  const fields = base.fields
    .filter((f) => changes[f.name] !== null)
    .map((f) => {
      const change = changes[f.name];
      if (!change) return f;
      return 'type' in change ? { name: f.name, ...change } : { ...f, ...change };
    });
  return parse({ ...base, ...extra, fields });
}

/** Pairs of schemas between them making every line diffCollections writes. */
function everyChange(): string[] {
  const before = parse(base);
  const pairs: [Collection | null, Collection | null][] = [
    [null, before],
    [before, null],
    [
      before,
      changed(
        {
          title: { max: 40, required: true, unique: 'case_insensitive', label: 'Name', help: 'x' },
          body: { min: 5, max: 900, type: 'text' },
          code: { pattern: '^[a-z]+$', format: 'url', unique: true },
          size: { min: 1, max: 5, default: 3 },
          count: { bits: 64 },
          state: { options: ['open', 'done'] },
          data: { shape: 'array', max_bytes: 500 },
          owner: { target: 'teams', on_delete: 'cascade' },
          ref: { type: 'relation', target: 'people' },
          gone: null,
          flag: { required: false, unique: false },
        },
        {
          name: 'jobs',
          table: 'job_rows',
          label: 'Job',
          primary_key: ['title'],
          system_fields: ['created_at'],
          permissions: { user: ['read', 'create'] },
        },
      ),
    ],
    [
      before,
      parse({
        ...base,
        fields: [
          ...base.fields
            .filter(
              (f) => !['size', 'code', 'body', 'title', 'state', 'data', 'flag', 'owner'].includes(f.name),
            )
            .concat([
              { name: 'size', type: 'integer' },
              { name: 'code', type: 'text' },
              { name: 'body', type: 'text', max: 3 },
              { name: 'title', type: 'string', max: 200, unique: true },
              { name: 'state', type: 'enum', options: ['open', 'closed', 'later'] },
              { name: 'data', type: 'json', shape: 'any' },
              { name: 'flag', type: 'boolean', required: true, unique: true },
              { name: 'owner', type: 'relation', target: 'people', on_delete: 'set_null' },
              { name: 'due', type: 'date', required: true },
              { name: 'note', type: 'text' },
            ]),
        ],
      }),
    ],
    [
      before,
      changed({
        size: { type: 'string' },
        code: { pattern: undefined, format: undefined },
        title: { max: undefined },
      }),
    ],
    [before, changed({ size: { min: undefined, max: undefined }, state: { type: 'string', max: 3 } })],
    [parse({ ...base, system_fields: [] }), before],
    [changed({ title: { unique: 'case_insensitive' } }), changed({ title: { unique: true } })],
  ];
  return pairs.flatMap(([a, b]) => diffCollections(a, b).map((change) => change.message));
}

/** The counted refusals of the server's dry run (collection-impact.ts). */
const BLOCKERS = [
  'Field "due" is required and has no default: 1 existing row has no value for it; give it a default (they get it) or add it as optional first',
  'Field "due" is required and has no default: 12 existing rows have no value for it; give it a default (they get it) or add it as optional first',
  'Field "title" becomes required: 3 rows have no value for it; give it a default (they get it) or fill them first',
  'Field "title" becomes unique: 2 rows share a value with another row; make them distinct first',
  'Field "title": 1 row has a value its new rules refuse; change or clear it first (or keep the old rule)',
  'Field "title": 4 rows have values its new rules refuse; change or clear them first (or keep the old rule)',
  'Field "title": more than 10,000 rows have values its new rules refuse; change or clear them first (or keep the old rule)',
];

describe('schema change lines', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['collections']);
  });
  afterAll(() => activateLanguage('en-US'));

  it('cover every kind of change', () => {
    const kinds = new Set(everyChange().map((message) => message.replace(/"[^"]*"|\d+/g, '…')));
    expect(kinds.size).toBeGreaterThan(40);
  });

  it('are shown in German, with names and numbers as they are', () => {
    const untranslated = [...everyChange(), ...BLOCKERS].filter(
      (message) => translateServerMessage(message) === message,
    );
    expect(untranslated).toEqual([]);
    expect(
      translateServerMessage('Field "title": at most 40 characters instead of 80; existing rows may not fit'),
    ).toBe('Feld „title“: höchstens 40 statt 80 Zeichen; vorhandene Zeilen passen womöglich nicht');
    expect(translateServerMessage('New collection "tasks" (table "tasks")')).toBe(
      'Neue Sammlung „tasks“ (Tabelle „tasks“)',
    );
  });

  it('leave no English part in a field’s line', () => {
    for (const message of everyChange().filter((m) => /^Field "[^"]+": /.test(m))) {
      const shown = translateServerMessage(message);
      expect(shown, message).toMatch(/^Feld „[^“]+“: /);
      // The part after the name is translated too (the wrapper's inner message).
      expect(shown.slice(shown.indexOf('“: ') + 3), message).not.toBe(
        message.slice(message.indexOf('": ') + 3),
      );
    }
  });
});
