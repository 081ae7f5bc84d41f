import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { restDatabaseError } from './rest.exception.js';
import { REST_MAX_PREPARED_SHAPES } from './rest.limits.js';
import type { Statement } from './rest-sql.js';

/** Runs one statement of the transaction and returns its rows. */
export type Exec = <T>(statement: Statement) => Promise<T[]>;

/**
 * Where the table API's SQL runs. Every request is one transaction on one pooled connection with
 * `SET LOCAL statement_timeout` (REST_STATEMENT_TIMEOUT_MS), reads `READ ONLY`, so no query
 * string can hold a connection or write through a read. `BEGIN` and the timeout travel in one
 * round trip.
 *
 * Statements go straight to node-postgres' pool (TypeORM's own `driver.master`, so no second pool)
 * rather than through TypeORM's query runner: the generated SQL is text either way, and each
 * request shape becomes a named prepared statement, parsed and planned once per connection — the
 * table API's benchmark (tools/bench/rest.mjs, ≥ 0.7× a bare pg handler) is why.
 *
 * On embedded PGlite the timeout has no effect: PGlite runs in this process with no timer to
 * interrupt a statement.
 */
@Injectable()
export class RestDatabase {
  private readonly names = new Map<string, string>();
  readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeoutMs = config.restStatementTimeoutMs;
  }

  /** Runs `statement` in a read-only transaction and returns its rows. */
  read<T>(statement: Statement): Promise<T[]> {
    return this.run(true, (exec) => exec<T>(statement));
  }

  /** Runs `work` in one read-write transaction: all of it commits, or none of it. */
  transaction<T>(work: (exec: Exec) => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  private pool(): Pool {
    const pool = (this.dataSource.driver as unknown as { master?: Pool }).master;
    // The message is one isDatabaseUnavailable knows: answered 503 while the database is away.
    if (!pool) throw new Error('Driver not Connected');
    return pool;
  }

  private async run<T>(readOnly: boolean, work: (exec: Exec) => Promise<T>): Promise<T> {
    const client = await this.pool().connect();
    let broken: Error | undefined;
    try {
      await client.query(
        `BEGIN${readOnly ? ' READ ONLY' : ''}; SET LOCAL statement_timeout = ${Math.trunc(this.timeoutMs)}`,
      );
      const result = await work((statement) => this.exec(client, statement));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is unusable (it broke mid-request): the pool drops it.
        broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
      }
      throw restDatabaseError(error, this.timeoutMs);
    } finally {
      client.release(broken);
    }
  }

  private async exec<T>(client: PoolClient, statement: Statement): Promise<T[]> {
    const name = this.nameOf(statement.text);
    const result = await client.query(
      name
        ? { name, text: statement.text, values: statement.values }
        : { text: statement.text, values: statement.values },
    );
    return result.rows as T[];
  }

  /**
   * A stable name per statement text (so per request shape: values are never in the text). Past
   * REST_MAX_PREPARED_SHAPES distinct shapes new ones run unnamed, so a client inventing shapes
   * cannot grow every connection's prepared statements without bound.
   */
  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= REST_MAX_PREPARED_SHAPES) return known;
    const name = `rest_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  /** Forgets the prepared shapes (the catalog changed: old shapes will not come back). */
  forgetShapes(): void {
    this.names.clear();
  }
}
