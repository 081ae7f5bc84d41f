import { RESERVED_QUERY_PARAMS } from '../filters/filter-types.js';

/**
 * Names a collection, its table or a field may not take.
 *
 * Identifiers are always quoted in generated SQL, so a reserved word would work; it is refused
 * anyway because every hand-written query, psql session and BI tool pointed at the table would
 * have to quote it too, and because the table API reads columns from query parameter names.
 */

/**
 * PostgreSQL's reserved key words: `SELECT word FROM pg_get_keywords() WHERE catcode IN ('R', 'T')`
 * (reserved, and reserved but allowed as a function or type name). A test compares this list
 * with the running server's.
 */
// prettier-ignore
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set([
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'both', 'case',
  'cast', 'check', 'collate', 'column', 'constraint', 'create', 'current_catalog', 'current_date',
  'current_role', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable',
  'desc', 'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'from',
  'grant', 'group', 'having', 'in', 'initially', 'intersect', 'into', 'lateral', 'leading',
  'limit', 'localtime', 'localtimestamp', 'not', 'null', 'offset', 'on', 'only', 'or', 'order',
  'placing', 'primary', 'references', 'returning', 'select', 'session_user', 'some', 'symmetric',
  'system_user', 'table', 'then', 'to', 'trailing', 'true', 'union', 'unique', 'user', 'using',
  'variadic', 'when', 'where', 'window', 'with',
  'authorization', 'binary', 'collation', 'concurrently', 'cross', 'current_schema', 'freeze',
  'full', 'ilike', 'inner', 'is', 'isnull', 'join', 'left', 'like', 'natural', 'notnull', 'outer',
  'overlaps', 'right', 'similar', 'tablesample', 'verbose',
]);

/** PostgreSQL's system columns: every table has them, so no field may take their names. */
// prettier-ignore
export const SYSTEM_COLUMN_NAMES: ReadonlySet<string> = new Set([
  'tableoid', 'xmin', 'cmin', 'xmax', 'cmax', 'ctid', 'oid',
]);

/**
 * Query parameters of the table API with a meaning of their own (`select`, `order`, `limit`,
 * `offset`, and PostgREST's `or`, `and`, `not`, `columns`, `on_conflict`): a column of that name
 * could not be filtered on.
 */
export const QUERY_PARAM_NAMES: ReadonlySet<string> = new Set([
  ...RESERVED_QUERY_PARAMS,
  'or',
  'and',
  'not',
  'columns',
  'on_conflict',
]);

/** Atrium's own tables that are not collections (accounts, the change feed, migrations). */
// prettier-ignore
export const INTERNAL_TABLE_NAMES: ReadonlySet<string> = new Set([
  'change_versions', 'migrations', 'typeorm_metadata', 'sessions', 'refresh_tokens',
  'mfa_recovery_codes', 'auth_tokens', 'mail_outbox', 'user_preferences', 'zone_invitations',
  'navigation_events', 'user_admin_events', 'form_versions',
  'workspace_events',
  'api_keys',
  'theme_events',
]);

/**
 * Names of Atrium's built-in collections, and of those the specification names that are still to
 * come (navigation, roles, forms, themes): only the built-in schema itself may use them.
 */
// prettier-ignore
export const BUILTIN_COLLECTION_NAMES: ReadonlySet<string> = new Set([
  'routes', 'zones', 'hubs', 'modules', 'dashboards', 'users', 'user_profiles', 'zone_members',
  'navigation', 'roles', 'forms', 'form_submissions', 'themes',
]);

/**
 * Path segments of /api/schemas beside `/schemas/:name` (`GET /schemas/export`,
 * `POST /schemas/import`): a collection of that name could not be addressed there.
 */
export const SCHEMAS_ROUTE_NAMES: ReadonlySet<string> = new Set(['export', 'import']);

/** Prefixes kept for PostgreSQL (`pg_`) and for the schema engine's own tables (`atrium_`). */
export const RESERVED_TABLE_PREFIXES = Object.freeze(['pg_', 'atrium_'] as const);

/**
 * Why `name` cannot name a collection or table, or null when it can. `builtin` allows the names
 * of built-in collections (for Atrium's own schemas).
 */
export function reservedTableNameReason(name: string, builtin: boolean): string | null {
  const prefix = RESERVED_TABLE_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) return `names starting with "${prefix}" are reserved`;
  if (SQL_RESERVED_WORDS.has(name)) return `"${name}" is a reserved word of SQL`;
  if (INTERNAL_TABLE_NAMES.has(name)) return `"${name}" is one of Atrium's own tables`;
  if (!builtin && BUILTIN_COLLECTION_NAMES.has(name)) return `"${name}" is a built-in collection`;
  if (SCHEMAS_ROUTE_NAMES.has(name)) return `"${name}" is a path of /api/schemas`;
  return null;
}

/**
 * Names every JavaScript object answers to, in the identifier form (`constructor`): a row read
 * as an object would find the inherited value for a field of that name left out of a write.
 */
const OBJECT_PROPERTY_NAMES: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype).filter((name) => /^[a-z][a-z0-9_]*$/.test(name)),
);

/** Why `name` cannot name a field (system and primary-key names are checked by the validator). */
export function reservedFieldNameReason(name: string): string | null {
  if (OBJECT_PROPERTY_NAMES.has(name)) return `"${name}" is a name every JavaScript object has`;
  if (SQL_RESERVED_WORDS.has(name)) return `"${name}" is a reserved word of SQL`;
  if (SYSTEM_COLUMN_NAMES.has(name)) return `"${name}" is a system column of PostgreSQL`;
  if (QUERY_PARAM_NAMES.has(name)) return `"${name}" is a query parameter of the table API`;
  return null;
}
