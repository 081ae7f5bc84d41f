import type { CollectionProblem } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';
import { parseEntityTags } from '../../common/http/if-match.js';

export const CollectionsErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
} as const;
export type CollectionsErrorCode = (typeof CollectionsErrorCode)[keyof typeof CollectionsErrorCode];

const STATUS: Record<CollectionsErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
};

/** The ETag of a registered collection's schema: its version, quoted (a strong tag). */
export function schemaEtag(version: number): string {
  return `"${version}"`;
}

/**
 * What an If-Match header asks: null when absent (no precondition), `'*'` for any current
 * version, else the versions its entity tags name (`"3"`, `W/"3"` — a weak tag compares as its
 * value here — or a bare `3`); a well-formed tag that is not a version matches nothing (412).
 * A malformed header is a 400 naming it (parseEntityTags), not a 412.
 */
export function parseIfMatch(header: string | undefined): null | '*' | number[] {
  const tags = parseEntityTags(header);
  if (tags === null || tags === '*') return tags;
  return tags.filter((value) => /^[0-9]{1,9}$/.test(value)).map(Number);
}

/** How long a client should wait before retrying a change refused because its table was busy. */
export const BUSY_RETRY_AFTER_S = 2;

/**
 * The registry's errors (/api/schemas). Every refusal says what to do next; none carries a
 * database error's own text.
 */
export class CollectionsException extends AppException {
  constructor(
    code: CollectionsErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers?: Record<string, string>,
  ) {
    super(STATUS[code], code, message, details, headers);
    this.name = 'CollectionsException';
  }

  static invalidSchema(problems: readonly CollectionProblem[], prefix = '') {
    return new CollectionsException(
      'VALIDATION_FAILED',
      'Invalid collection schema',
      problems.map((p) => ({ path: prefix + p.path, message: p.message })),
    );
  }
  static override notFound(name: string) {
    return new CollectionsException('NOT_FOUND', `Collection "${name}" not found`);
  }
  static builtin(name: string) {
    return new CollectionsException(
      'CONFLICT',
      `Collection "${name}" is built in: its table belongs to Atrium's migrations and cannot be changed through /schemas`,
    );
  }
  static exists(name: string) {
    return new CollectionsException(
      'CONFLICT',
      `Collection "${name}" already exists: change it with PATCH /schemas/${name}`,
    );
  }
  static tableTaken(table: string) {
    return new CollectionsException(
      'CONFLICT',
      `A table or index named "${table}" already exists in the database and is not a registered collection; choose another table name`,
    );
  }
  static nameMismatch(path: string, body: string) {
    return new CollectionsException(
      'VALIDATION_FAILED',
      `The schema names collection "${body}" but the path names "${path}": a collection cannot be renamed`,
      [{ path: 'name', message: `Must be "${path}"` }],
    );
  }
  static unsupported(details: ErrorDetail[]) {
    return new CollectionsException(
      'VALIDATION_FAILED',
      'This change is not supported: a collection and its table keep their names (create a new collection instead)',
      details,
    );
  }
  static destructive(details: ErrorDetail[]) {
    return new CollectionsException(
      'CONFLICT',
      'This change is destructive and was not applied: check its dry run (?dry_run=true), then confirm it with ?confirm=destructive',
      details,
    );
  }
  static namesTaken(details: ErrorDetail[]) {
    return new CollectionsException(
      'CONFLICT',
      'A name this change needs is already used in the database; nothing was changed',
      details,
    );
  }
  static blocked(details: ErrorDetail[]) {
    return new CollectionsException(
      'CONFLICT',
      'Existing rows do not fit this change, so it cannot be applied, even confirmed; nothing was changed',
      details,
    );
  }
  static busy(tables: readonly string[]) {
    return new CollectionsException(
      'CONFLICT',
      `The table${tables.length > 1 ? 's' : ''} ${tables.map((t) => `"${t}"`).join(', ')} ${tables.length > 1 ? 'are' : 'is'} busy (another transaction holds a lock on it); nothing was changed, retry shortly`,
      undefined,
      { 'retry-after': String(BUSY_RETRY_AFTER_S) },
    );
  }
  /** PATCH with an If-Match naming a version that is no longer the collection's latest. */
  static changedSinceRead(name: string, current: number) {
    return new CollectionsException(
      'PRECONDITION_FAILED',
      'This collection was changed by someone else since you opened it. Reload to see their change.',
      [{ path: 'If-Match', message: `"${name}" is at version ${current} now` }],
      { etag: schemaEtag(current) },
    );
  }
  static changedMeanwhile() {
    return new CollectionsException(
      'CONFLICT',
      'The schema changed while this change was being prepared; nothing was changed, check it again and retry',
    );
  }
  static referenced(name: string, by: readonly string[]) {
    return new CollectionsException(
      'CONFLICT',
      `Collection "${name}" is the target of relations in ${by.map((b) => `"${b}"`).join(', ')}: remove those fields first`,
    );
  }
  static failed(message: string, details?: ErrorDetail[]) {
    return new CollectionsException(
      'CONFLICT',
      `${message}; nothing was changed`,
      details && details.length > 0 ? details : undefined,
    );
  }
}
