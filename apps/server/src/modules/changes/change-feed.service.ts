import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import type { Notification } from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE } from '../../database/database.module.js';
import type { Database } from '../../database/database.js';

type Listener = () => void;

/** The channel the `atrium_bump_version()` trigger notifies, with the table name as payload. */
export const CHANGES_CHANNEL = 'atrium_changes';
/** Payloads with this prefix are this service's delivery probes, not table names. */
const PROBE_PREFIX = '~probe ';

/** What the feed needs of a LISTEN connection (a `pg` Client; a fake in unit tests). */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', cb: (msg: Notification) => void): unknown;
  on(event: 'error', cb: (err: Error) => void): unknown;
  on(event: 'end', cb: () => void): unknown;
}

/** How the feed hears of changes right now (for logs, tests and the README). */
export type FeedMode = 'poll' | 'listen';

/**
 * Tells in-memory caches when a table changed, whoever changed it: this node's API, another
 * node, or someone with psql. A statement trigger bumps `change_versions` (one row per table) and
 * sends `NOTIFY atrium_changes, '<table>'`, which PostgreSQL delivers when the transaction commits.
 *
 * Two paths, so a change is heard at once where the database allows it and within a second
 * everywhere:
 * - **LISTEN** (PostgreSQL): one dedicated connection per node listens on the channel and calls
 *   the topic's listeners as the notification arrives — on another node, before the writer's
 *   HTTP response has even reached its client. At start (and after each reconnect) a probe NOTIFY
 *   sent through the pool must come back; if it does not (a transaction-mode pooler such as
 *   PgBouncer hands LISTEN a connection that is not ours), listening is given up and logged.
 *   A dropped connection is reopened with backoff; changes missed meanwhile are caught by the poll.
 * - **Polling** (always): every interval one indexed read of that tiny table; listeners of each
 *   topic whose version moved are called. It works through poolers, on embedded PGlite (whose
 *   single-connection socket server has no connection to spare for LISTEN, and only ever serves
 *   one node), and it is the fallback whenever the LISTEN connection is down.
 *
 * Writes made through this node drop their own caches directly, without waiting for either path.
 * A change heard on both paths calls its listeners twice, which is harmless (they only drop or
 * re-check cached state).
 */
@Injectable()
export class ChangeFeedService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeFeedService.name);
  private readonly versions = new Map<string, string>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private timer?: NodeJS.Timeout;
  private polling = false;
  private primed = false;
  private stopped = false;
  private client?: ListenClient;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelayMs = 0;
  private probe?: { payload: string; arrived: () => void };
  private listening = false;
  /** Set when delivery was proven impossible: no reconnects, polling only. */
  private giveUp = false;
  static intervalMs = 1000;
  /** How long the LISTEN probe may take before notifications are judged undeliverable. */
  static probeTimeoutMs = 3000;
  /** Reconnect backoff of the LISTEN connection: doubles from the first to the last. */
  static reconnectDelaysMs: readonly [first: number, last: number] = [250, 5000];

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(DATABASE) private readonly database?: Pick<Database, 'kind'>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), ChangeFeedService.intervalMs);
    this.timer.unref();
    // Awaited, so a node that answers requests is already listening (bounded by the probe timeout).
    if (this.shouldListen()) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.dropClient();
  }

  get mode(): FeedMode {
    return this.listening ? 'listen' : 'poll';
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Calls the topic's listeners now. */
  changed(topic: string): void {
    for (const l of this.listeners.get(topic) ?? []) l();
  }

  /** Reads the versions now; exposed so tests and writers can force a check. */
  async poll(): Promise<void> {
    if (this.polling || !this.dataSource.isInitialized) return;
    this.polling = true;
    try {
      const rows: { topic: string; version: string }[] = await this.dataSource.query(
        'SELECT topic, version::text AS version FROM change_versions',
      );
      for (const { topic, version } of rows) {
        const before = this.versions.get(topic);
        this.versions.set(topic, version);
        // A topic first seen after the initial read changed too (its row was created just now).
        if (before !== version && (before !== undefined || this.primed)) this.changed(topic);
      }
      this.primed = true;
    } catch (err) {
      this.logger.warn(`change feed poll failed: ${(err as Error).message}`);
    } finally {
      this.polling = false;
    }
  }

  /** Embedded PGlite serves one node over one connection: polling only (see the class comment). */
  private shouldListen(): boolean {
    return this.database?.kind === 'postgres' && !!this.connectionUrl();
  }

  private connectionUrl(): string | undefined {
    return (this.dataSource.options as { url?: string }).url;
  }

  /** A dedicated connection for LISTEN (overridden in unit tests). */
  protected createClient(): ListenClient {
    return new Client({
      connectionString: this.connectionUrl(),
      application_name: 'atrium-change-feed',
      connectionTimeoutMillis: 5000,
      // A silently dead peer is noticed by TCP keepalive; the poll covers the gap meanwhile.
      keepAlive: true,
    });
  }

  /** Opens the LISTEN connection and proves delivery with a probe; on failure, retries later. */
  private async listen(): Promise<void> {
    if (this.stopped || this.client) return;
    const client = this.createClient();
    this.client = client;
    client.on('notification', (msg) => this.onNotification(client, msg));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (this.client !== client) return; // lost or shut down meanwhile
      if (!(await this.probeDelivery())) {
        this.logger.warn(
          'change feed: NOTIFY is not delivered on this connection (a transaction-mode pooler?); ' +
            `polling every ${ChangeFeedService.intervalMs} ms only`,
        );
        this.giveUp = true;
        await this.dropClient();
        return;
      }
      this.listening = true;
      this.reconnectDelayMs = 0;
      this.logger.log('change feed: listening for changes (LISTEN/NOTIFY), polling as the fallback');
      // Changes committed while the connection was down were not notified: the poll catches them.
      void this.poll();
    } catch (err) {
      this.lost(client, err as Error);
    }
  }

  /** Sends a probe NOTIFY through the pool (another connection) and waits for it to come back. */
  private async probeDelivery(): Promise<boolean> {
    const payload = PROBE_PREFIX + randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.probe = { payload, arrived: () => resolve(true) };
      timer = setTimeout(() => resolve(false), ChangeFeedService.probeTimeoutMs);
    });
    try {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
      return await arrived;
    } finally {
      clearTimeout(timer);
      this.probe = undefined;
    }
  }

  private onNotification(client: ListenClient, msg: Notification): void {
    if (client !== this.client || msg.channel !== CHANGES_CHANNEL || !msg.payload) return;
    if (msg.payload.startsWith(PROBE_PREFIX)) {
      if (this.probe?.payload === msg.payload) this.probe.arrived();
      return; // another node's probe
    }
    this.changed(msg.payload);
  }

  /** The LISTEN connection failed or closed: poll only until it is back. */
  private lost(client: ListenClient, err?: Error): void {
    if (client !== this.client) return;
    this.client = undefined;
    const was = this.listening;
    this.listening = false;
    client.end().catch(() => undefined);
    if (this.stopped || this.giveUp) return;
    const [first, last] = ChangeFeedService.reconnectDelaysMs;
    this.reconnectDelayMs = Math.min(last, this.reconnectDelayMs ? this.reconnectDelayMs * 2 : first);
    if (was || this.reconnectDelayMs === first)
      this.logger.warn(
        `change feed: LISTEN connection ${err ? `failed (${err.message})` : 'closed'}; ` +
          `polling every ${ChangeFeedService.intervalMs} ms, reconnecting`,
      );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.listen();
    }, this.reconnectDelayMs);
    this.reconnectTimer.unref();
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }
}
