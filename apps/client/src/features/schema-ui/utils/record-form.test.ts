import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE_AREAS } from '@/i18n/catalogue-areas';
import { gadgets, projects, ZONE_ID } from '../testing/fixtures';
import { formSections } from './form-sections';
import {
  formValuesToRecord,
  initialFormValues,
  recordFormResolver,
  type RecordFormValues,
} from './record-form';
import { isoToWallTime, wallTimeToIso } from './zoned-time';

const PARIS = 'Europe/Paris';
const names = (sections: ReturnType<typeof formSections>) =>
  sections.map((s) => [s.label, s.entries.map((e) => `${e.field.name}${e.writable ? '' : ' (read-only)'}`)]);

describe('formSections', () => {
  it('follows the form layout; a new record shows only what can be written', () => {
    expect(names(formSections(projects, 'create'))).toEqual([
      ['Project', ['title', 'code', 'status', 'zone_id', 'lead_id']],
      ['Planning', ['priority', 'budget', 'due_on', 'summary']],
    ]);
  });

  it('shows what a grant may not write as values, and the system fields of an existing record', () => {
    const writable = projects.permissions.user.write_fields;
    expect(names(formSections(projects, 'update', writable))).toEqual([
      ['Project', ['title', 'code', 'status', 'zone_id (read-only)', 'lead_id (read-only)']],
      ['Planning', ['priority', 'budget (read-only)', 'due_on', 'summary']],
      [
        'Record',
        ['id (read-only)', 'created_at (read-only)', 'updated_at (read-only)', 'created_by (read-only)'],
      ],
    ]);
  });

  it('without a layout: every field that is not hidden, in order', () => {
    const [section] = formSections(gadgets, 'create');
    expect(section.entries.map((e) => e.field.name)).not.toContain('secret_code');
    expect(section.entries.map((e) => e.field.name)).toHaveLength(11);
  });
});

const entriesOf = (collection: typeof projects, mode: 'create' | 'update' = 'create') =>
  formSections(collection, mode)
    .flatMap((s) => s.entries)
    .filter((e) => e.writable);

describe('initialFormValues', () => {
  it("starts a new record from the fields' literal defaults", () => {
    const values = initialFormValues(entriesOf(projects), undefined, PARIS);
    expect(values).toMatchObject({ title: '', status: 'planned', priority: '3', budget: '', zone_id: '' });
  });

  it('starts a new record from where it was started (a board column) before the defaults', () => {
    const values = initialFormValues(entriesOf(projects), undefined, PARIS, { status: 'done', priority: 1 });
    expect(values).toMatchObject({ title: '', status: 'done', priority: '1' });
  });

  it("starts an edit from the record: date-times in the user's zone, JSON indented, booleans as switches", () => {
    const values = initialFormValues(
      entriesOf(gadgets, 'update'),
      { checked_at: '2025-07-01T10:30:00Z', specs: { a: [1] }, in_stock: true, weight: 2.5, notes: null },
      PARIS,
    );
    expect(values).toMatchObject({
      checked_at: '2025-07-01T12:30',
      specs: '{\n  "a": [\n    1\n  ]\n}',
      in_stock: true,
      weight: '2.5',
      notes: '',
    });
  });
});

const create = (values: RecordFormValues, collection = projects) =>
  formValuesToRecord(values, {
    mode: 'create',
    entries: entriesOf(collection),
    initial: initialFormValues(entriesOf(collection), undefined, PARIS),
    timeZone: PARIS,
  });

describe('formValuesToRecord', () => {
  it('converts typed text to the API types and leaves empty fields to the database', () => {
    const { record, problems } = create({
      ...initialFormValues(entriesOf(projects), undefined, PARIS),
      title: 'Relaunch',
      priority: '4',
      budget: '1200.50',
      zone_id: ZONE_ID,
    });
    expect(problems).toEqual({});
    expect(record).toEqual({
      title: 'Relaunch',
      status: 'planned',
      priority: 4,
      budget: 1200.5,
      zone_id: ZONE_ID,
    });
  });

  it('says Required for an empty required field without a default, and explains bad JSON', () => {
    const base = initialFormValues(entriesOf(gadgets), undefined, PARIS);
    const { problems } = create({ ...base, specs: '{"a": }', checked_at: '2025-02-30T10:00' }, gadgets);
    expect(problems.name).toBe('Required');
    expect(problems.specs).toBe('Must be valid JSON (line 1, column 7)');
    expect(problems.in_stock).toBeUndefined();
  });

  it('in an edit sends only what changed; emptying an optional field sends null, a required one is refused', () => {
    const entries = entriesOf(projects, 'update');
    const initial = initialFormValues(
      entries,
      { title: 'A', code: 'WEB-1', priority: 3, status: 'active' },
      PARIS,
    );
    const { record, problems } = formValuesToRecord(
      { ...initial, code: '', priority: '5', title: '' },
      { mode: 'update', entries, initial, timeZone: PARIS },
    );
    expect(record).toEqual({ code: null, priority: 5 });
    expect(problems).toEqual({ title: 'Required' });
  });
});

describe('recordFormResolver: the collection zod of the table API', () => {
  async function resolve(values: Partial<RecordFormValues>, writable?: readonly string[]) {
    const entries = entriesOf(projects);
    const initial = initialFormValues(entries, undefined, PARIS);
    const resolver = recordFormResolver(projects, {
      mode: 'create',
      entries,
      initial,
      timeZone: PARIS,
      writable,
    });
    return resolver({ ...initial, ...values } as RecordFormValues, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
  }

  it("refuses what the server refuses, with the schema's messages (pattern by RE2, bounds)", async () => {
    const result = await resolve({
      title: 'x'.repeat(201),
      code: 'web12',
      priority: '9',
      budget: '-1',
      zone_id: 'nope',
    });
    const messages = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]));
    expect(messages).toEqual({
      title: 'Must be at most 200 characters',
      code: 'Must match the pattern ^[A-Z]{2,5}-[0-9]{1,4}$',
      priority: 'Must be at most 5',
      budget: 'Must be at least 0',
      zone_id: 'Must be a UUID',
    });
  });

  it('resolves to the body to send when every value fits', async () => {
    const result = await resolve({ title: 'Relaunch', code: 'WEB-12', zone_id: ZONE_ID });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Relaunch',
      code: 'WEB-12',
      status: 'planned',
      priority: 3,
      zone_id: ZONE_ID,
    });
  });

  it('a number that is not one is the schema\'s "Must be a number"', async () => {
    const result = await resolve({ title: 'A', zone_id: ZONE_ID, budget: '12abc' });
    expect(result.errors.budget?.message).toBe('Must be a number');
  });
});

describe('zoned wall time', () => {
  it.each([
    ['2025-01-05T15:04:00Z', PARIS, '2025-01-05T16:04'],
    ['2025-07-05T15:04:00Z', PARIS, '2025-07-05T17:04'],
    ['2025-01-05T03:04:00Z', 'America/New_York', '2025-01-04T22:04'],
    ['2025-01-05T15:04:00Z', 'UTC', '2025-01-05T15:04'],
  ])('%s in %s is %s and back', (iso, zone, wall) => {
    expect(isoToWallTime(iso, zone)).toBe(wall);
    expect(wallTimeToIso(wall, zone)).toBe(new Date(iso).toISOString());
  });

  it('moves a time skipped by a DST change forward, and refuses text that is not a wall time', () => {
    // 02:30 does not exist in Paris on 2025-03-30 (clocks jump from 02:00 to 03:00).
    expect(isoToWallTime(wallTimeToIso('2025-03-30T02:30', PARIS)!, PARIS)).toBe('2025-03-30T03:30');
    expect(wallTimeToIso('tomorrow', PARIS)).toBeNull();
    expect(isoToWallTime('garbage', PARIS)).toBe('');
  });
});

describe('bad JSON in a German form', () => {
  afterEach(() => i18n.activate('en'));

  it('says where it goes wrong in German, with no English from the JSON parser', async () => {
    for (const area of CATALOGUE_AREAS) {
      const { messages } = (await import(`../../../locales/de/${area}.po`)) as { messages: Messages };
      i18n.load('de', messages);
    }
    i18n.activate('de');
    const base = initialFormValues(entriesOf(gadgets), undefined, PARIS);
    const { problems } = create({ ...base, name: 'x', specs: '{\n  "a": [1, 2\n}' }, gadgets);
    expect(problems.specs).toMatch(/JSON/);
    expect(problems.specs).toContain('3');
    expect(problems.specs).not.toMatch(/Expected|after|array|position|Must be/);
  });
});
