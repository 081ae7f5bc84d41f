/**
 * The DataTable's filters and sort order as PostgREST query parameters (API.md's table API:
 * `col=[not.]op.value`, `order=a.asc,b.desc`). Pure: the table builds no request itself, the
 * screen that owns the data adds these to its own.
 */

import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** How a column is filtered: decides the operators offered and the value input. */
export type DataTableFilterKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'uuid' | 'enum';

export type DataTableFilterOperator =
  | 'contains'
  | 'not_contains'
  | 'starts_with'
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'is_true'
  | 'is_false'
  | 'is_empty'
  | 'is_not_empty';

/** One condition of the filter builder: column + operator + value (as typed). */
export interface DataTableFilter {
  column: string;
  operator: DataTableFilterOperator;
  /** Ignored by operators that take no value (`is_empty`, `is_true`…). */
  value: string;
}

export interface DataTableOperatorInfo {
  id: DataTableFilterOperator;
  label: string;
  /** False for `is empty`, `is true`…: no value input. */
  takesValue: boolean;
}

/**
 * A label that reads the same in every language (a comparison sign): shown as it is, never looked
 * up in a catalogue (Lingui warned "Uncompiled message detected" for each sign on every render).
 */
const symbol = (sign: string) => sign;

interface OperatorDefinition extends Omit<DataTableOperatorInfo, 'label'> {
  label: MessageDescriptor | string;
}

const OPERATOR_INFO: Readonly<Record<DataTableFilterOperator, OperatorDefinition>> = {
  contains: { id: 'contains', label: msg`contains`, takesValue: true },
  not_contains: { id: 'not_contains', label: msg`does not contain`, takesValue: true },
  starts_with: { id: 'starts_with', label: msg`starts with`, takesValue: true },
  eq: { id: 'eq', label: msg`is`, takesValue: true },
  neq: { id: 'neq', label: msg`is not`, takesValue: true },
  gt: { id: 'gt', label: symbol('>'), takesValue: true },
  gte: { id: 'gte', label: symbol('≥'), takesValue: true },
  lt: { id: 'lt', label: symbol('<'), takesValue: true },
  lte: { id: 'lte', label: symbol('≤'), takesValue: true },
  is_true: { id: 'is_true', label: msg`is yes`, takesValue: false },
  is_false: { id: 'is_false', label: msg`is no`, takesValue: false },
  is_empty: { id: 'is_empty', label: msg`is empty`, takesValue: false },
  is_not_empty: { id: 'is_not_empty', label: msg`is not empty`, takesValue: false },
};

const DATE_LABELS: Partial<Record<DataTableFilterOperator, MessageDescriptor>> = {
  eq: msg`is on`,
  gt: msg`is after`,
  gte: msg`is on or after`,
  lt: msg`is before`,
  lte: msg`is on or before`,
};

const OPERATORS_BY_KIND: Readonly<Record<DataTableFilterKind, readonly DataTableFilterOperator[]>> = {
  text: ['contains', 'not_contains', 'starts_with', 'eq', 'neq', 'is_empty', 'is_not_empty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'],
  boolean: ['is_true', 'is_false', 'is_empty'],
  date: ['eq', 'gt', 'gte', 'lt', 'lte', 'is_empty', 'is_not_empty'],
  // A date-time is compared with a day's start (the value input is a date): "on" makes no sense.
  datetime: ['gte', 'lt', 'is_empty', 'is_not_empty'],
  uuid: ['eq', 'neq', 'is_empty', 'is_not_empty'],
  enum: ['eq', 'neq', 'is_empty', 'is_not_empty'],
};

/**
 * The operators offered for a kind of column, in menu order, with their labels in `i18n`'s
 * language (the active one when omitted).
 */
export function dataTableOperators(
  kind: DataTableFilterKind,
  i18n: I18n = activeI18n,
): DataTableOperatorInfo[] {
  return OPERATORS_BY_KIND[kind].map((id) => {
    const info = OPERATOR_INFO[id];
    const dateLabel = kind === 'date' || kind === 'datetime' ? DATE_LABELS[id] : undefined;
    const label = dateLabel ?? info.label;
    return { ...info, label: typeof label === 'string' ? label : i18n._(label) };
  });
}

export function operatorTakesValue(operator: DataTableFilterOperator): boolean {
  return OPERATOR_INFO[operator].takesValue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Why a filter's value cannot be sent, or null (checked before a request, so no 400 round trip),
 * in `i18n`'s language (the active one when omitted).
 */
export function dataTableFilterProblem(
  kind: DataTableFilterKind,
  /** `unreadable`: the input could not read what was typed ("4-" in a number input reports ''). */
  filter: DataTableFilter & { unreadable?: boolean },
  i18n: I18n = activeI18n,
): string | null {
  if (!OPERATORS_BY_KIND[kind].includes(filter.operator)) return i18n._(msg`Choose an operator`);
  if (!operatorTakesValue(filter.operator)) return null;
  const value = filter.value.trim();
  if (value === '' && !filter.unreadable) return i18n._(msg`Enter a value`);
  switch (kind) {
    case 'number':
      return !filter.unreadable && NUMBER.test(value) && Number.isFinite(Number(value))
        ? null
        : i18n._(msg`Enter a number`);
    case 'date':
    case 'datetime':
      return !filter.unreadable && DATE.test(value) && Number.isFinite(Date.parse(value))
        ? null
        : i18n._(msg`Enter a date`);
    case 'uuid':
      return UUID.test(value) ? null : i18n._(msg`Enter a full id (UUID)`);
    default:
      return null;
  }
}

/**
 * One filter as a PostgREST condition value (what follows `column=`): `ilike.*x*`, `not.is.null`,
 * `gte.2024-01-01`. Text is matched case-insensitively for contains / starts with; `*` in the
 * value stays the wildcard (PostgREST has no escape for it), `%` and `_` are literal.
 */
export function dataTableFilterValue(filter: DataTableFilter): string {
  const value = filter.value.trim();
  switch (filter.operator) {
    case 'contains':
      return `ilike.*${value}*`;
    case 'not_contains':
      return `not.ilike.*${value}*`;
    case 'starts_with':
      return `ilike.${value}*`;
    case 'is_true':
      return 'is.true';
    case 'is_false':
      return 'is.false';
    case 'is_empty':
      return 'is.null';
    case 'is_not_empty':
      return 'not.is.null';
    default:
      return `${filter.operator}.${value}`;
  }
}

/**
 * The filters as query parameters, in order: `[["title", "ilike.*x*"], ["due", "gte.2024-01-01"]]`.
 * Two filters on one column are two parameters (the server ANDs every top-level condition).
 */
export function dataTableFilterParams(filters: readonly DataTableFilter[]): [string, string][] {
  return filters.map((filter) => [filter.column, dataTableFilterValue(filter)]);
}

/** A value inside `or=(…)`: quoted when it holds `,` `(` `)` `"` `\` or spaces at its ends. */
export function quoteGroupValue(value: string): string {
  if (!/[,()"\\]/.test(value) && value.trim() === value) return value;
  return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

/**
 * A search box's text over several text columns as one PostgREST `or` group:
 * `(title.ilike.*q*,body.ilike.*q*)`, or null when there is nothing to search.
 */
export function dataTableSearchParam(search: string, columns: readonly string[]): string | null {
  const text = search.trim();
  if (text === '' || columns.length === 0) return null;
  return `(${columns.map((column) => `${column}.ilike.${quoteGroupValue(`*${text}*`)}`).join(',')})`;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** The sort order as an `order` parameter (`a.asc,b.desc`), or null for the server's default. */
export function dataTableOrderParam(sorting: readonly DataTableSort[]): string | null {
  if (sorting.length === 0) return null;
  return sorting.map((s) => `${s.id}.${s.desc ? 'desc' : 'asc'}`).join(',');
}
