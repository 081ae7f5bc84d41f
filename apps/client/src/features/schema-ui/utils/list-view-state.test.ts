import { afterEach, describe, expect, it } from 'vitest';
import { listViewKey, loadListView, readListView, saveListView, type ListViewState } from './list-view-state';

const COLUMNS = [
  { id: 'title', sortable: true, filter: { kind: 'text' as const } },
  { id: 'priority', sortable: true, filter: { kind: 'number' as const } },
  { id: 'data', sortable: false },
];
const SIZES = [25, 50, 100];

describe('readListView', () => {
  it('keeps what still fits the list', () => {
    const state: ListViewState = {
      sorting: [{ id: 'priority', desc: true }],
      filters: [{ column: 'title', operator: 'contains', value: 'road' }],
      search: 'map',
      pageSize: 50,
      visibility: { data: false },
    };
    expect(readListView(JSON.stringify(state), COLUMNS, SIZES)).toEqual(state);
  });

  it('drops what a new schema or a hand edit made wrong, and never throws', () => {
    const raw = JSON.stringify({
      sorting: [
        { id: 'gone', desc: false },
        { id: 'data', desc: true }, // not sortable
        { id: 'title', desc: 'yes' },
        { id: 'title', desc: false },
        { id: 'title', desc: true }, // twice
      ],
      filters: [
        { column: 'priority', operator: 'gt', value: 'many' }, // not a number
        { column: 'priority', operator: 'contains', value: '1' }, // not a number operator
        { column: 'gone', operator: 'eq', value: 'x' },
        { column: 'title', operator: 'eq', value: 'x'.repeat(2000) },
        { column: 'priority', operator: 'gte', value: '2' },
      ],
      search: 42,
      pageSize: 7,
      visibility: { data: false, gone: false, title: 'no' },
    });
    expect(readListView(raw, COLUMNS, SIZES)).toEqual({
      sorting: [{ id: 'title', desc: false }],
      filters: [{ column: 'priority', operator: 'gte', value: '2' }],
      visibility: { data: false },
    });
    for (const bad of [null, '', 'not json', '[]', '42', 'null', '{"sorting": {}}']) {
      expect(() => readListView(bad, COLUMNS, SIZES)).not.toThrow();
    }
    expect(readListView('{"sorting": {}}', COLUMNS, SIZES)).toEqual({});
  });
});

describe('loadListView and saveListView', () => {
  afterEach(() => sessionStorage.clear());

  it('keep one list per account in this tab', () => {
    const state: ListViewState = { sorting: [], filters: [], search: 'x', pageSize: 25, visibility: {} };
    saveListView('u1', 'collection:tasks', state);
    expect(sessionStorage.getItem(listViewKey('u1', 'collection:tasks'))).not.toBeNull();
    expect(loadListView('u1', 'collection:tasks', COLUMNS, SIZES)).toEqual(state);
    expect(loadListView('u2', 'collection:tasks', COLUMNS, SIZES)).toEqual({});
    expect(loadListView('u1', undefined, COLUMNS, SIZES)).toEqual({});
    saveListView(undefined, 'collection:tasks', state); // signed out: nothing stored
    expect(sessionStorage.length).toBe(1);
  });
});
