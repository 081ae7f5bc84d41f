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
