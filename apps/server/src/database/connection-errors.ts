/**
 * Recognises a failure to reach the database — as opposed to a query the database refused — so
 * the request is answered 503 UNAVAILABLE (try again shortly) instead of 500, and the node keeps
 * running: the pg pool drops the broken connections and opens new ones once the database is back.
 */

/** Socket-level errors of the connection (Node's `err.code`). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs that mean "no usable server", not "bad query". */
const SQLSTATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  '57P01', // admin_shutdown (the server is stopping)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
]);

/** Messages of pg, pg-pool, TypeORM and PGlite's socket server that carry no code. */
const MESSAGES = [
  'Connection terminated', // pg: the socket closed ('… unexpectedly', '… due to connection timeout')
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis
  'is not queryable', // pg: a client whose connection already failed or closed
  'Cannot use a pool after calling end', // pg-pool, while the node shuts down
  'the database system is', // '… shutting down', '… starting up', '… in recovery mode'
  'Too many connections', // PGlite socket server at its connection limit
  'Driver not Connected', // TypeORM after destroy()
];

/** TypeORM errors raised when no connection is set up. */
const ERROR_NAMES = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  'CannotGetEntityManagerNotConnectedError',
]);

function matches(e: { code?: unknown; name?: unknown; message?: unknown }): boolean {
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code))) return true;
  if (typeof e.name === 'string' && ERROR_NAMES.has(e.name)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return message !== '' && MESSAGES.some((m) => message.includes(m));
}

/** True when `err` (or what it wraps: TypeORM's `driverError`, `cause`) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  // Follow a short chain of wrappers (QueryFailedError → driverError, AggregateError, cause).
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const o = e as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (matches(o)) return true;
    // Node's happy-eyeballs connect reports an AggregateError of the per-address failures.
    if (Array.isArray(o.errors) && o.errors.some((x) => x && typeof x === 'object' && matches(x)))
      return true;
    e = o.driverError ?? o.cause;
  }
  return false;
}
