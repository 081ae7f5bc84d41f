/** PostgREST's paging headers: the table API and the other list endpoints (users) share them. */

/** `Prefer: count=exact`; other preferences are ignored. */
export function wantsExactCount(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer === undefined ? [] : [prefer];
  return values.some((v) => v.split(/[,;]/).some((token) => token.trim().toLowerCase() === 'count=exact'));
}

/** `0-24/3573`; `*\/0` for no rows; `*` for the total when it was not counted. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const of = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${of}` : `*/${of}`;
}
