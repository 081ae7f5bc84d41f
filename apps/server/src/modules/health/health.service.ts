import { Inject, Injectable } from '@nestjs/common';
import type { Health } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';

const DB_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `SELECT 1` answered within `timeoutMs`: its latency in ms, or null (down, or too slow). */
  async pingDatabase(timeoutMs = DB_TIMEOUT_MS): Promise<number | null> {
    const started = performance.now();
    if (!this.dataSource.isInitialized) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
        }),
      ]);
      return Math.round((performance.now() - started) * 100) / 100;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async check(): Promise<Health> {
    const latency = await this.pingDatabase();
    const up = latency !== null;
    return {
      status: up ? 'ok' : 'down',
      database: { status: up ? 'up' : 'down', latency_ms: latency },
      version: this.config.version,
      uptime_s: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
