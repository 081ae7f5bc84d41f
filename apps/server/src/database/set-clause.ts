import type { ObjectLiteral, UpdateQueryBuilder } from 'typeorm';

/**
 * The SET list of a partial update: `"name" = $3, "config" = $4::jsonb, updated_at = now()` for
 * the columns whose value in `patch` is not undefined (null clears a column), numbered from
 * `firstParam`, with their parameters. Column names come from the caller's fixed list, never
 * from the request; jsonb columns are sent as JSON text.
 */
export function setClause<T extends object>(
  patch: T,
  columns: { readonly [K in keyof T]?: 'value' | 'jsonb' },
  firstParam: number,
): { sql: string; params: unknown[] } {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [column, kind] of Object.entries(columns) as [keyof T & string, 'value' | 'jsonb'][]) {
    const value = patch[column];
    if (value === undefined) continue;
    params.push(kind === 'jsonb' && value !== null ? JSON.stringify(value) : value);
    assignments.push(`"${column}" = $${firstParam + params.length - 1}${kind === 'jsonb' ? '::jsonb' : ''}`);
  }
  assignments.push('updated_at = now()');
  return { sql: assignments.join(', '), params };
}

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
