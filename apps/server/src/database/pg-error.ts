/** The SQLSTATE of a PostgreSQL error, whether thrown by the driver or wrapped by TypeORM (QueryFailedError). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A `ON DELETE RESTRICT` foreign key refusing a delete (checked at once, unlike NO ACTION's 23503). */
export const RESTRICT_VIOLATION = '23001';
