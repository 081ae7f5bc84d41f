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

  async check(): Promise<Health> {
    const started = performance.now();
    let up = false;
    try {
      if (this.dataSource.isInitialized) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.dataSource.query('SELECT 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), DB_TIMEOUT_MS);
          }),
        ]).finally(() => clearTimeout(timer));
        up = true;
      }
    } catch {
      up = false;
    }
    return {
      status: up ? 'ok' : 'down',
      database: {
        status: up ? 'up' : 'down',
        latency_ms: up ? Math.round((performance.now() - started) * 100) / 100 : null,
      },
      version: this.config.version,
      uptime_s: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
