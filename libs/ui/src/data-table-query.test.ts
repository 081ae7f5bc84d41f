import { describe, expect, it } from 'vitest';
import {
  dataTableFilterParams,
  dataTableFilterProblem,
  dataTableOperators,
  dataTableOrderParam,
  dataTableSearchParam,
  quoteGroupValue,
  type DataTableFilter,
} from './data-table-query';

const f = (column: string, operator: DataTableFilter['operator'], value = ''): DataTableFilter => ({
  column,
  operator,
  value,
});

describe('dataTableFilterParams: the filter builder as PostgREST conditions', () => {
  it.each([
    [f('title', 'contains', 'plan'), ['title', 'ilike.*plan*']],
    [f('title', 'not_contains', 'plan'), ['title', 'not.ilike.*plan*']],
    [f('title', 'starts_with', 'Q3 '), ['title', 'ilike.Q3*']],
    [f('status', 'eq', 'done'), ['status', 'eq.done']],
    [f('status', 'neq', 'done'), ['status', 'neq.done']],
    [f('budget', 'gte', '10.5'), ['budget', 'gte.10.5']],
    [f('due', 'lt', '2024-01-01'), ['due', 'lt.2024-01-01']],
    [f('done', 'is_true'), ['done', 'is.true']],
    [f('done', 'is_false'), ['done', 'is.false']],
    [f('owner', 'is_empty', 'ignored'), ['owner', 'is.null']],
    [f('owner', 'is_not_empty'), ['owner', 'not.is.null']],
  ])('%o → %o', (filter, param) => {
    expect(dataTableFilterParams([filter])).toEqual([param]);
  });

  it('keeps two conditions on one column as two parameters, in order', () => {
    expect(dataTableFilterParams([f('n', 'gt', '1'), f('n', 'lt', '5')])).toEqual([
      ['n', 'gt.1'],
      ['n', 'lt.5'],
    ]);
  });
});

describe('dataTableFilterProblem: values checked before a request', () => {
  it.each([
    ['number', f('n', 'gt', 'ten'), 'Enter a number'],
    ['number', f('n', 'gt', '1e999'), 'Enter a number'],
    ['number', f('n', 'gt', ' '), 'Enter a value'],
    ['date', f('d', 'lt', '2024-13-45'), 'Enter a date'],
    ['datetime', f('d', 'gte', 'yesterday'), 'Enter a date'],
    ['uuid', f('id', 'eq', '1234'), 'Enter a full id (UUID)'],
    ['text', f('t', 'gt', 'x'), 'Choose an operator'],
  ] as const)('%s %o: %s', (kind, filter, problem) => {
    expect(dataTableFilterProblem(kind, filter)).toBe(problem);
  });

  it.each([
    ['number', f('n', 'gte', '-1.5')],
    ['date', f('d', 'eq', '2024-02-29')],
    ['uuid', f('id', 'eq', '3F1C2B7E-9A4D-4C1E-8B2A-0D9E6F5A4B3C')],
    ['text', f('t', 'is_empty')],
    ['boolean', f('b', 'is_false')],
  ] as const)('%s %o is fine', (kind, filter) => {
    expect(dataTableFilterProblem(kind, filter)).toBeNull();
  });
});

describe('dataTableOperators', () => {
  it('offers comparisons for numbers, matching for text and dates in words', () => {
    expect(dataTableOperators('number').map((o) => o.id)).toContain('gte');
    expect(dataTableOperators('text').map((o) => o.id)).not.toContain('gt');
    expect(dataTableOperators('date').find((o) => o.id === 'lt')?.label).toBe('is before');
    expect(dataTableOperators('boolean').every((o) => !o.takesValue)).toBe(true);
  });
});

describe('dataTableSearchParam: one or-group over the searchable columns', () => {
  it('matches any of the columns, case-insensitively', () => {
    expect(dataTableSearchParam(' plan ', ['title', 'notes'])).toBe(
      '(title.ilike.*plan*,notes.ilike.*plan*)',
    );
  });

  it('quotes text holding the group syntax so it stays one literal value', () => {
    expect(dataTableSearchParam('a,b (c) "d" \\e', ['title'])).toBe(
      '(title.ilike."*a,b (c) \\"d\\" \\\\e*")',
    );
    expect(quoteGroupValue('plain')).toBe('plain');
  });

  it('is absent for blank text or no searchable columns', () => {
    expect(dataTableSearchParam('   ', ['title'])).toBeNull();
    expect(dataTableSearchParam('x', [])).toBeNull();
  });
});

describe('dataTableOrderParam', () => {
  it('lists the sort columns in order', () => {
    expect(
      dataTableOrderParam([
        { id: 'due', desc: true },
        { id: 'title', desc: false },
      ]),
    ).toBe('due.desc,title.asc');
    expect(dataTableOrderParam([])).toBeNull();
  });
});
