import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CONNECT_TIMEOUT_MS } from '../../database/data-source.js';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';
import { appPool } from '../../database/query-rows.js';
import { restDatabaseError } from './rest.exception.js';
import { REST_MAX_PREPARED_SHAPES } from './rest.limits.js';
import type { Statement } from './rest-sql.js';

/** Runs one statement of the transaction and returns its rows. */
export type Exec = <T>(statement: Statement) => Promise<T[]>;

/**
 * Where the table API's SQL runs, always with PostgreSQL's statement timeout
 * (REST_STATEMENT_TIMEOUT_MS: a statement past it is cancelled and answered 503 QUERY_TIMEOUT), so
 * no query string can hold a connection for long.
 *
 * - Reads, on PostgreSQL, go to a pool of their own whose sessions are opened read-only
 *   (`default_transaction_read_only`) with the timeout set (both in the startup message): a read
 *   is one round trip, where BEGIN READ ONLY + SET LOCAL, the statement and COMMIT on the app's
 *   pool took three — about twice the throughput in tools/bench/rest.mjs. It holds up to
 *   DATABASE_POOL_MAX connections besides the app's pool.
 * - Writes are one transaction on the app's pool (TypeORM's `driver.master`) with
 *   `SET LOCAL statement_timeout`, BEGIN and the SET in one round trip: every row is written, or
 *   none.
 * - On embedded PGlite (one connection, in this process) reads are a READ ONLY transaction on the
 *   app's connection; PGlite has no timer to cancel a statement, so the timeout has no effect.
 *
 * Statements go straight to node-postgres rather than through TypeORM's query runner: the
 * generated SQL is text either way, and each request shape becomes a named prepared statement,
 * parsed and planned once per connection — the benchmark's goal (≥ 0.7× a bare pg handler) is
 * why.
 */
@Injectable()
export class RestDatabase implements OnModuleDestroy {
  private readonly logger = new Logger(RestDatabase.name);
  private readonly names = new Map<string, string>();
  private readonly readPool?: Pool;
  readonly timeoutMs: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeoutMs = config.restStatementTimeoutMs;
    if (config.databaseUrl) {
      this.readPool = new pg.Pool({
        connectionString: config.databaseUrl,
        max: config.databasePoolMax,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        // Sent in the startup message: every statement of these sessions is read-only and
        // cancelled past the timeout, with no BEGIN, SET or COMMIT round trip per request.
        statement_timeout: this.timeoutMs,
        options: '-c default_transaction_read_only=on',
      });
      // An idle connection the server closed (restart, network): the pool drops it and opens
      // another on the next request; without a listener the error would end the process.
      this.readPool.on('error', (err) => this.logger.warn(`table API read connection lost: ${err.message}`));
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.readPool?.end();
  }

  /**
   * Runs one read statement and returns its rows: on PostgreSQL on the read pool (one round
   * trip), on the embedded database in a READ ONLY transaction on the app's one connection.
   */
  async read<T>(statement: Statement): Promise<T[]> {
    if (!this.readPool) return this.run(true, (exec) => exec<T>(statement));
    let client: PoolClient;
    try {
      client = await this.readPool.connect();
    } catch (error) {
      throw restDatabaseError(error, this.timeoutMs);
    }
    let broken: Error | undefined;
    try {
      return await this.exec<T>(client, statement);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw restDatabaseError(error, this.timeoutMs);
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs `work` in one read-write transaction: all of it commits, or none of it. `checkedField`
   * names the field a refused CHECK constraint guards (restDatabaseError).
   */
  transaction<T>(
    work: (exec: Exec) => Promise<T>,
    checkedField?: (constraint: string) => string | undefined,
  ): Promise<T> {
    return this.run(false, work, checkedField);
  }

  private async run<T>(
    readOnly: boolean,
    work: (exec: Exec) => Promise<T>,
    checkedField?: (constraint: string) => string | undefined,
  ): Promise<T> {
    const client = await appPool(this.dataSource).connect();
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
      throw restDatabaseError(error, this.timeoutMs, checkedField);
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
