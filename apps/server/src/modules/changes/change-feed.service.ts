import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

type Listener = () => void;

/**
 * Tells in-memory caches when a table changed, whoever changed it: this node's API, another
 * node, or someone with psql. A statement trigger bumps `change_versions` (one row per table);
 * this service polls that tiny table (one indexed read per interval, on either database) and
 * calls the listeners of each topic whose version moved. Writes made through this node call
 * `changed(topic)` so its own caches drop at once, without waiting for the poll.
 */
@Injectable()
export class ChangeFeedService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeFeedService.name);
  private readonly versions = new Map<string, string>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private timer?: NodeJS.Timeout;
  private polling = false;
  private primed = false;
  static intervalMs = 1000;

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), ChangeFeedService.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Local write: notify at once (the poll will also see the new version and notify again, harmlessly). */
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
}
