/**
 * Bounds of the table API, checked before any work: every request costs at most a known amount
 * of parsing, SQL and rows, whatever its query string or body.
 */

/** Rows a GET returns when it names no limit. */
export const REST_DEFAULT_LIMIT = 100;
/** Largest `limit`; larger values are capped (API.md). */
export const REST_MAX_LIMIT = 1000;
/** Filter conditions in one request, top-level and inside `or`/`and` together. */
export const REST_MAX_CONDITIONS = 100;
/** Nesting of `or=(…and(…or(…)))` groups below the top-level parameter. */
export const REST_MAX_LOGIC_DEPTH = 4;
/** Items of `select` (columns and embedded relations), before `*` is expanded. */
export const REST_MAX_SELECT_ITEMS = 200;
/** Embedded relations in one `select`. */
export const REST_MAX_EMBEDS = 10;
/** Terms of `order`. */
export const REST_MAX_ORDER_TERMS = 10;
/** Rows one POST may insert. */
export const REST_MAX_INSERT_ROWS = 1000;
/** Rows one PATCH/PUT or DELETE may change; more is refused and nothing is changed. */
export const REST_MAX_CHANGED_ROWS = 1000;
/** Bound parameters per INSERT statement (PostgreSQL allows 65535); larger batches are split. */
export const REST_MAX_INSERT_PARAMS = 30_000;
/** Distinct query shapes kept as named prepared statements; past it, statements run unnamed. */
export const REST_MAX_PREPARED_SHAPES = 2000;
/** Reads kept parsed and built (RestService.find), oldest dropped first; each key ≤ MAX_URL_LENGTH. */
export const REST_MAX_BUILT_READS = 1000;
