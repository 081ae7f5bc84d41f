import { describe, expect, it } from 'vitest';
import { newBuilderField, newBuilderGrant } from './builder-schema';
import { fieldControlOf, placeProblems, problemPlaceId } from './builder-problems';

// Problems as the server's dry run answers them (POST /api/schemas?dry_run=true, 400 `details`):
// zod's and validateCollection's paths, `fields[n].key`.
describe('placeProblems', () => {
  const title = newBuilderField({ name: 'title' });
  const mood = newBuilderField({ name: 'mood', type: 'enum' });
  const pages = newBuilderField({ name: 'pages', type: 'integer' });
  const zone = newBuilderField({ name: 'zone_id', type: 'relation', target: 'zones' });
  const member = newBuilderGrant({ role: 'member' });
  const state = { fields: [title, mood, pages, zone], grants: [member] };
  const place = (path: string) => placeProblems([{ path, message: 'x' }], state)[0].place;

  it('puts a field’s problem at the control it concerns, by the field’s key', () => {
    expect(place('fields[1].options')).toEqual({
      kind: 'field',
      index: 1,
      fieldKey: mood.key,
      key: 'options',
      control: 'options',
    });
    expect(place('fields[2].min')).toMatchObject({ fieldKey: pages.key, control: 'min' });
    expect(place('fields[0].name')).toMatchObject({ fieldKey: title.key, control: 'name' });
    expect(place('fields[3].display_field')).toMatchObject({ fieldKey: zone.key, control: 'display' });
    // Dotted indexes, and a field named instead of numbered, land there too.
    expect(place('fields.1.options[0].value')).toMatchObject({ fieldKey: mood.key, control: 'options' });
    expect(place('fields.pages.default')).toMatchObject({ fieldKey: pages.key, control: 'default' });
  });

  it('keeps a problem no control of the row shows for the row’s own list', () => {
    expect(place('fields[1]')).toMatchObject({ fieldKey: mood.key, key: '', control: null });
    expect(place('fields[0].translations.de.labelx')).toMatchObject({ fieldKey: title.key, control: null });
    // A pattern only under a text, options only under a choice.
    expect(place('fields[2].pattern')).toMatchObject({ fieldKey: pages.key, control: null });
    expect(place('fields[0].options')).toMatchObject({ fieldKey: title.key, control: null });
  });

  it('shows a problem of a field or role the draft no longer has with the collection’s', () => {
    expect(place('fields[7].name')).toEqual({ kind: 'collection', key: 'fields[7].name', control: null });
    expect(place('permissions.auditor.actions')).toEqual({
      kind: 'collection',
      key: 'permissions.auditor.actions',
      control: null,
    });
  });

  it('places the collection’s own problems, its views’, translations’ and grants’', () => {
    expect(place('label')).toEqual({ kind: 'collection', key: 'label', control: 'label' });
    expect(place('label_plural')).toMatchObject({ control: 'labelPlural' });
    expect(place('icon')).toMatchObject({ kind: 'collection', control: null });
    expect(place('list.sort[0].field')).toEqual({ kind: 'list', key: 'sort[0].field' });
    expect(place('form.sections[0].fields[0]')).toMatchObject({ kind: 'form' });
    expect(place('translations.xx_bad')).toEqual({ kind: 'translations', key: 'xx_bad' });
    expect(place('permissions.member.scope')).toEqual({ kind: 'role', role: 'member', grantKey: member.key });
  });
});

describe('problemPlaceId', () => {
  it('names the control or list the summary links to', () => {
    const ids = placeProblems(
      [
        { path: 'fields[0].name', message: 'x' },
        { path: 'fields[0]', message: 'x' },
        { path: 'table', message: 'x' },
        { path: 'icon', message: 'x' },
        { path: 'list.columns[0]', message: 'x' },
      ],
      { fields: [newBuilderField({ key: 7 })], grants: [] },
    ).map((p) => problemPlaceId('b', p.place));
    expect(ids).toEqual([
      'b-field7-name',
      'b-field7-problems',
      'b-table',
      'b-general-problems',
      'b-list-problems',
    ]);
  });
});

describe('fieldControlOf', () => {
  it.each([
    ['max', 'string', 'max'],
    ['max', 'boolean', null],
    ['default', 'uuid', 'default'],
    ['widget', 'string', 'widget'],
    ['target', 'relation', 'target'],
    ['target', 'string', null],
    ['on_delete', 'relation', null],
  ] as const)('%s of a %s field → %s', (key, type, control) => {
    expect(fieldControlOf(key, { type })).toBe(control);
  });
});
