import { ARCHIVED_ZONE_REASON, isFilterError } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';
import { show } from './rest-query.js';

/** A written relation field's detail when it points at no row the writer may read. */
export const RELATED_ROW_MISSING = 'No record with this id, or one you may not read';

export const RestErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  CONFLICT: 'CONFLICT',
  QUERY_TIMEOUT: 'QUERY_TIMEOUT',
} as const;
export type RestErrorCode = (typeof RestErrorCode)[keyof typeof RestErrorCode];

const STATUS: Record<RestErrorCode, number> = {
  VALIDATION_FAILED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  QUERY_TIMEOUT: 503,
};

/** The table API's and RPC's errors. */
export class RestException extends AppException {
  constructor(
    code: RestErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers?: Record<string, string>,
  ) {
    super(STATUS[code], code, message, details, headers);
    this.name = 'RestException';
  }

  /** Unknown, or granted nothing to the caller: the same answer, so existence is not revealed. */
  static collectionNotFound(name: string) {
    return new RestException('NOT_FOUND', `Collection ${show(name)} not found`);
  }
  static functionNotFound(name: string) {
    return new RestException('NOT_FOUND', `Function ${show(name)} not found`);
  }
  static actionForbidden(role: string, action: string, collection: string) {
    return new RestException('FORBIDDEN', `Role "${role}" may not ${action} rows of "${collection}"`);
  }
  static filterRequired(method: string) {
    return new RestException(
      'VALIDATION_FAILED',
      `${method} needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused`,
    );
  }
  static invalid(message: string, details?: ErrorDetail[]) {
    return new RestException('VALIDATION_FAILED', message, details);
  }
  static tooManyRows(matched: string, max: number) {
    return new RestException(
      'VALIDATION_FAILED',
      `The filters match ${matched} rows; one request may change at most ${max}: narrow the filters`,
    );
  }
  /** A row of an array PATCH that matches nothing: absent, or outside the caller's scope (not told apart). */
  static rowNotFound(index: number, key: Record<string, string>) {
    const shown = Object.entries(key)
      .map(([column, value]) => `${column} ${value.length > 60 ? `${value.slice(0, 60)}…` : value}`)
      .join(', ');
    return new RestException('NOT_FOUND', `Row ${index} (${shown}) not found`);
  }
  /** A write to rows of an archived zone (read-only until it is restored). */
  static zoneArchived() {
    return new RestException('CONFLICT', ARCHIVED_ZONE_REASON);
  }
  /**
   * A relation pointing at a row that does not exist or that the writer may not read, or a
   * delete that rows elsewhere still refer to: one answer, so it tells nothing about other rows.
   */
  static relatedMissing(paths: readonly string[] = []) {
    return new RestException(
      'CONFLICT',
      'A related record does not exist, or other records still refer to this one',
      // A write names the relation fields it wrote that point nowhere it may read (the caller
      // sent those ids: naming the field tells nothing the answer did not already).
      paths.length > 0 ? paths.map((path) => ({ path, message: RELATED_ROW_MISSING })) : undefined,
    );
  }
  static outsideScope(collection: string) {
    return new RestException(
      'FORBIDDEN',
      `The rows would fall outside the rows of "${collection}" your role may write (its row scope)`,
    );
  }
  /** A built-in collection whose writes belong to its own endpoints (their rules live there). */
  static writtenElsewhere(message: string, allow: readonly string[]) {
    return new RestException('METHOD_NOT_ALLOWED', message, undefined, { allow: allow.join(', ') });
  }
  /** An Accept, Accept-Profile or Content-Profile the table API does not serve (PostgREST's 406). */
  static notAcceptable(message: string) {
    return new RestException('NOT_ACCEPTABLE', message);
  }
  /** `Accept: application/vnd.pgrst.object+json` (postgrest-js `.single()`) met other than one row. */
  static notOneRow(rows: number, write: boolean) {
    return new RestException(
      'NOT_ACCEPTABLE',
      `JSON object requested, multiple (or no) rows returned (${rows} rows)${write ? '; nothing was changed' : ''}`,
    );
  }
  static queryTimeout(ms: number) {
    return new RestException(
      'QUERY_TIMEOUT',
      `The query took longer than ${ms} ms and was stopped; narrow it with filters or a smaller limit`,
      undefined,
      { 'retry-after': '5' },
    );
  }
}

/** SQLSTATEs a request's values can cause, answered without the database's own text. */
const VALUE_ERRORS: Readonly<Record<string, string>> = {
  '22001': 'A value is too long for its field',
  '22003': 'A number is out of range for its field',
  '22007': 'Invalid date or time',
  '22008': 'Date or time out of range',
  '22P02': 'Invalid value for a field',
  '22P05': 'A value contains characters the database cannot store',
  '23514': 'A value breaks a rule of the collection',
  '54000': 'A value is too large to be stored',
};

/**
 * The answer to a database error met by the table API. Client-caused failures get their 4xx with
 * a message of ours (the database's text, which can quote values, constraint names and SQL, never
 * reaches the client); an unreachable database is left to the global filter (503); anything else
 * is left to it too, which answers 500 INTERNAL without details and logs it.
 */
const ROW_INDEX = Symbol('rest row index');

/** Marks a database error as raised by the `index`th row of an array write (restDatabaseError names it). */
export function atRow(err: unknown, index: number): unknown {
  if (err !== null && typeof err === 'object' && !(err instanceof AppException)) {
    (err as { [ROW_INDEX]?: number })[ROW_INDEX] = index;
  }
  return err;
}

export function restDatabaseError(
  err: unknown,
  timeoutMs: number,
  /** The field a CHECK or unique constraint guards, when the caller may be told (a write's own fields). */
  checkedField?: (constraint: string) => string | undefined,
): unknown {
  if (err instanceof AppException || isFilterError(err) || isDatabaseUnavailable(err)) return err;
  const e = err as { code?: unknown; column?: unknown; constraint?: unknown; [ROW_INDEX]?: number } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  // In an array write, the row it came from: `2.code`.
  const at = (field: string) => (e?.[ROW_INDEX] === undefined ? field : `${e[ROW_INDEX]}.${field}`);
  if (code === '23514' && typeof e?.constraint === 'string' && checkedField) {
    const field = checkedField(e.constraint);
    if (field !== undefined)
      return RestException.invalid(`A value for "${field}" breaks a rule of the collection`, [
        { path: at(field), message: 'Breaks a rule of this field' },
      ]);
  }
  if (code === '57014') return RestException.queryTimeout(timeoutMs);
  if (code === '23505') {
    const field = typeof e?.constraint === 'string' ? checkedField?.(e.constraint) : undefined;
    // The field, never the value (the database's detail quotes it).
    if (field !== undefined) {
      return new RestException('CONFLICT', `A record with this "${field}" already exists`, [
        { path: at(field), message: 'Already taken by another record' },
      ]);
    }
    return new RestException('CONFLICT', 'A record with these values already exists');
  }
  // A foreign key (23503): a written relation naming no row (its field, from the constraint's
  // name), or a relation's `restrict` (23001, or another table's key) refusing a delete.
  if (code === '23503' || code === '23001') {
    const field = typeof e?.constraint === 'string' ? checkedField?.(e.constraint) : undefined;
    return RestException.relatedMissing(code === '23503' && field !== undefined ? [at(field)] : []);
  }
  if (code === '23502') {
    const column = typeof e?.column === 'string' ? ` "${e.column}"` : '';
    return RestException.invalid(`A value is required for${column || ' a required field'}`);
  }
  if (Object.hasOwn(VALUE_ERRORS, code)) return RestException.invalid(VALUE_ERRORS[code]);
  if (code.startsWith('22')) return RestException.invalid('Invalid value for a field');
  // Serialisation failures, deadlocks, a lock not granted, and a table or column dropped by a
  // schema change while the request ran, or a column whose type it changed (the statement built
  // from the old schema compares or assigns the old type: 42883 "operator does not exist:
  // integer > text", 42804 "column is of type integer but expression is of type text"):
  // nothing wrong with the request, it may be sent again.
  if (['40001', '40P01', '55P03', '42P01', '42703', '42883', '42804'].includes(code)) {
    return new RestException('CONFLICT', 'The request met a concurrent change; send it again');
  }
  return err;
}
