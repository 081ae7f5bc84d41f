/**
 * A UUID in its canonical textual form (8-4-4-4-12 hexadecimal digits, any case).
 *
 * Deliberately as lenient as PostgreSQL's `uuid` type: the version and variant bits are
 * not checked, so hand-written seed ids such as `00000000-0000-0000-0000-000000000001`
 * are accepted.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** True when `value` is a string in canonical UUID form (see {@link UUID_PATTERN}). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
