import type { ObjectLiteral, UpdateQueryBuilder } from 'typeorm';

/**
 * The values of a partial update for TypeORM's query builder (`.update().set(…)`): the listed
 * columns whose value in `patch` is not undefined (null clears a column), and `updated_at = now()`.
 * Column names come from the caller's fixed list, never from the request; TypeORM binds every
 * value (jsonb ones as JSON text).
 */
export function patchValues<T extends object, E extends ObjectLiteral = ObjectLiteral>(
  patch: T,
  columns: readonly (keyof T & string)[],
): Parameters<UpdateQueryBuilder<E>['set']>[0] {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    if (patch[column] !== undefined) values[column] = patch[column];
  }
  values.updated_at = () => 'now()';
  return values as Parameters<UpdateQueryBuilder<E>['set']>[0];
}
