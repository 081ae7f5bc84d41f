import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import type { ListViewState } from './list-view-state';
import {
  hasListViewSearch,
  listViewSearch,
  readListViewSearch,
  sameListViewSearch,
  type LinkedListView,
} from './list-view-url';

const COLUMNS = [
  { id: 'title', sortable: true, filter: { kind: 'text' as const } },
  { id: 'priority', sortable: true, filter: { kind: 'number' as const } },
  { id: 'done', sortable: true, filter: { kind: 'boolean' as const } },
  { id: 'due_on', sortable: true, filter: { kind: 'date' as const } },
  { id: 'data', sortable: false },
];
const SIZES = [25, 50, 100];
const DEFAULTS = { sorting: [{ id: 'due_on', desc: false }], pageSize: 25, visibility: { data: false } };
const ALL_SHOWN = { title: true, priority: true, done: true, due_on: true, data: true };

/** The view an address (its query string) carries for the columns above. */
const read = (query: string) => readListViewSearch(parseSearch(query), COLUMNS, SIZES);

describe('readListViewSearch: what a link carries, checked like a stored view', () => {
  const cases: [string, string, LinkedListView][] = [
    ['nothing', '', {}],
    [
      'an order, descending with -',
      'sort=-priority,title',
      {
        sorting: [
          { id: 'priority', desc: true },
          { id: 'title', desc: false },
        ],
      },
    ],
    [
      'filters, repeated, the value after the second dot as it is',
      'filter=title.contains.a.b,c&filter=priority.gte.3',
      {
        filters: [
          { column: 'title', operator: 'contains', value: 'a.b,c' },
          { column: 'priority', operator: 'gte', value: '3' },
        ],
      },
    ],
    [
      'an operator without a value',
      'filter=done.is_true',
      {
        filters: [{ column: 'done', operator: 'is_true', value: '' }],
      },
    ],
    ['the search text, exactly (not read as a number)', 'q=1e3', { search: '1e3' }],
    ['a search that looks like JSON stays text', 'q=%7B%22a%22%3A1%7D', { search: '{"a":1}' }],
    ['a page size the list offers', 'size=50', { pageSize: 50 }],
    [
      'the hidden columns',
      'hide=title,data',
      {
        visibility: { ...ALL_SHOWN, title: false, data: false },
      },
    ],
    ['hide= empty: every column shown', 'hide=', { visibility: ALL_SHOWN }],
    ['the page, from 1', 'page=3', { pageIndex: 2 }],
    // Hostile or stale: dropped, never sent to the server.
    [
      'unknown and unsortable columns in the order; a column twice',
      'sort=gone,-data,title,-title',
      {
        sorting: [{ id: 'title', desc: false }],
      },
    ],
    ['an order of nothing but commas: the default', 'sort=,,,', {}],
    ['an order longer than any list could need', `sort=${'title,'.repeat(2000)}`, {}],
    ['an operator the column does not take', 'filter=priority.contains.1', { filters: [] }],
    [
      'a value the column does not take',
      'filter=priority.gt.many&filter=due_on.lt.tomorrow',
      { filters: [] },
    ],
    [
      'an unknown column, an unknown operator, no operator',
      'filter=gone.eq.x&filter=title.matches.x&filter=title&filter=.eq.x',
      {
        filters: [],
      },
    ],
    [
      'prototype names as columns and operators',
      'filter=__proto__.eq.x&filter=title.constructor.x&sort=__proto__&hide=__proto__',
      {
        filters: [],
        visibility: ALL_SHOWN,
      },
    ],
    ['an over-long filter value', `filter=title.eq.${'x'.repeat(1001)}`, { filters: [] }],
    ['an over-long search', `q=${'x'.repeat(1001)}`, {}],
    ['a page size the list does not offer', 'size=7', {}],
    ['a page size that is not a number', 'size=50abc', {}],
    ['a huge page size', 'size=99999999999999999999', {}],
    ['page 0', 'page=0', {}],
    ['a negative page', 'page=-2', {}],
    ['a fractional page', 'page=1.5', {}],
    ['a page past any list', 'page=99999999', {}],
    [
      'a pattern-looking filter value is only text',
      'filter=title.contains.(a%2B)%2B%24',
      {
        filters: [{ column: 'title', operator: 'contains', value: '(a+)+$' }],
      },
    ],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('reads at most 20 filters of many, and checks each', () => {
    const query = Array.from({ length: 5000 }, (_, i) => `filter=priority.eq.${i}`).join('&');
    const view = read(query);
    expect(view.filters).toHaveLength(20);
    expect(view.filters![19]).toEqual({ column: 'priority', operator: 'eq', value: '19' });
  });

  it('takes the first of a repeated single parameter', () => {
    expect(read('q=one&q=two&size=50&size=100')).toEqual({ search: 'one', pageSize: 50 });
  });

  it('reads what a router without the app serializer parsed (numbers, JSON lists)', () => {
    expect(readListViewSearch({ q: 123, size: 50, filter: ['priority.eq.1'] }, COLUMNS, SIZES)).toEqual({
      search: '123',
      pageSize: 50,
      filters: [{ column: 'priority', operator: 'eq', value: '1' }],
    });
    expect(
      readListViewSearch({ sort: { id: 'title' }, filter: [{}, null], q: null }, COLUMNS, SIZES),
    ).toEqual({});
  });
});

describe('listViewSearch: the view written in the address', () => {
  const view = (patch: Partial<ListViewState & { pageIndex: number }>) => ({
    sorting: DEFAULTS.sorting,
    filters: [],
    search: '',
    pageSize: 25,
    visibility: DEFAULTS.visibility,
    pageIndex: 0,
    ...patch,
  });

  it('writes nothing for the default view', () => {
    expect(stringifySearch(listViewSearch(view({}), DEFAULTS, COLUMNS))).toBe('');
    expect(stringifySearch(listViewSearch(view({ search: '   ', sorting: [] }), DEFAULTS, COLUMNS))).toBe('');
  });

  it('writes compact, readable parameters that read back as the same view', () => {
    const state = view({
      sorting: [
        { id: 'priority', desc: true },
        { id: 'title', desc: false },
      ],
      filters: [
        { column: 'title', operator: 'contains', value: 'road map, v2.0' },
        { column: 'done', operator: 'is_false', value: '' },
      ],
      search: 'a&b=c #1',
      pageSize: 50,
      visibility: { data: true, priority: false },
      pageIndex: 2,
    });
    const query = stringifySearch(listViewSearch(state, DEFAULTS, COLUMNS));
    expect(query).toBe(
      '?sort=-priority,title&filter=title.contains.road%20map,%20v2.0&filter=done.is_false' +
        '&q=a%26b%3Dc%20%231&size=50&hide=priority&page=3',
    );
    expect(read(query)).toEqual({
      sorting: state.sorting,
      filters: state.filters,
      search: state.search,
      pageSize: 50,
      visibility: { ...ALL_SHOWN, priority: false },
      pageIndex: 2,
    });
  });

  it('writes hide= empty when the default hidden columns are shown', () => {
    expect(listViewSearch(view({ visibility: { data: true } }), DEFAULTS, COLUMNS).hide).toBe('');
  });
});

describe('hasListViewSearch and sameListViewSearch', () => {
  it('tell a view in the address from other parameters', () => {
    expect(hasListViewSearch(parseSearch('tab=members'))).toBe(false);
    expect(hasListViewSearch(parseSearch('tab=members&hide='))).toBe(true);
    expect(hasListViewSearch({ sort: undefined })).toBe(false);
  });

  it('compare the address with a view to write, whatever else it holds', () => {
    const next = {
      sort: '-title',
      filter: ['priority.eq.1'],
      q: undefined,
      size: undefined,
      hide: undefined,
      page: undefined,
    };
    expect(sameListViewSearch(parseSearch('tab=x&sort=-title&filter=priority.eq.1'), next)).toBe(true);
    expect(sameListViewSearch(parseSearch('sort=-title'), next)).toBe(false);
    expect(sameListViewSearch(parseSearch('sort=-title&filter=priority.eq.1&page=2'), next)).toBe(false);
  });
});
