import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs SQL and returns its rows, whatever the statement. (TypeORM's `query()` returns
 * `[rows, rowCount]` for UPDATE and DELETE, which makes `UPDATE … RETURNING` easy to misread.)
 * Inside a transaction pass its EntityManager so the statement runs on the transaction's connection.
 */
export async function queryRows<T>(
  db: DataSource | EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const manager = 'manager' in db ? db.manager : db;
  const own = manager.queryRunner ? undefined : manager.connection.createQueryRunner();
  const runner = manager.queryRunner ?? own!;
  try {
    const result = await runner.query(sql, params, true);
    return (result.records ?? []) as T[];
  } finally {
    await own?.release();
  }
}

/**
 * The app's node-postgres pool (TypeORM's `driver.master`), for the few reads and transactions
 * that go to it straight. Throws TypeORM's own "Driver not Connected" when there is none, a
 * message isDatabaseUnavailable knows (503 while the database is away).
 */
export function appPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('Driver not Connected');
  return pool;
}
