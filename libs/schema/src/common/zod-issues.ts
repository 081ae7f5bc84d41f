/**
 * A value of the wrong type is that one mistake. zod 4 still runs the length checks of the
 * schema it failed on any input with a length (`["x"]` for a password: also "Password must be at
 * least 8 characters"; a string for a list: "A reorder lists at most 10000 items"), which say
 * nothing true of what was sent. Keeps every issue except those at a path that has an
 * `invalid_type` one. Used by the server's 400 details and the collection validator alike.
 */
export function withoutChecksOfWrongType<T extends { code: string; path: readonly PropertyKey[] }>(
  issues: readonly T[],
): T[] {
  const keyOf = (issue: T) => JSON.stringify(issue.path.map(String));
  const wrongType = new Set(issues.filter((i) => i.code === 'invalid_type').map(keyOf));
  return issues.filter((issue) => issue.code === 'invalid_type' || !wrongType.has(keyOf(issue)));
}
