import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { allCacheCounts } from '../../common/cache/cache-stats.js';
import { RequestMetrics } from './request-metrics.js';

/** What metrics read of node-postgres' Pool (TypeORM's `driver.master`). */
interface PoolView {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** Label of requests that matched no route (404s, the SPA fallback): never the raw URL. */
const UNMATCHED = 'unmatched';

/**
 * GET /api/metrics: one Prometheus registry per app (tests start several apps in one process).
 *
 * - `atrium_http_requests_total` and `atrium_http_request_duration_seconds` by method, route and
 *   status. The route label is the route's pattern (`/api/routes/by-name/:name`), or `unmatched`:
 *   its values are bounded by the routes the server has, whatever URLs clients send.
 * - `atrium_rate_limit_refusals_total` by route: every 429, wherever the limit was applied.
 * - `atrium_db_pool_*`: the database pool's connections (open, idle) and waiting requests.
 * - `atrium_cache_hits_total` / `atrium_cache_misses_total` by cache (sessions, users, zone_roles,
 *   zones, hubs, routes, api_docs): lookups answered from memory, and lookups that went to the
 *   database (api_docs: a role's OpenAPI text sent as it was, or built).
 * - Node's process metrics (CPU, memory, event-loop lag, GC, handles), prom-client's defaults.
 *
 * Recording a request is a Map lookup and a few additions (request-metrics.ts); everything else
 * is read when the endpoint is scraped.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();
  private readonly requests: RequestMetrics;
  private readonly refusals: Counter<'route'>;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly dataSource: DataSource,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new RequestMetrics(this.registry);
    this.refusals = new Counter({
      name: 'atrium_rate_limit_refusals_total',
      help: 'Requests refused with 429 RATE_LIMITED, by route pattern',
      labelNames: ['route'],
      registers,
    });
    const pool = () => (this.dataSource.driver as unknown as { master?: PoolView }).master;
    const poolGauge = (name: string, help: string, read: (p: PoolView) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const p = pool();
          const v = p ? read(p) : undefined;
          if (v !== undefined) this.set(v);
        },
      });
    poolGauge('atrium_db_pool_connections', 'Open database connections in the pool', (p) => p.totalCount);
    poolGauge('atrium_db_pool_idle_connections', 'Open database connections not in use', (p) => p.idleCount);
    poolGauge(
      'atrium_db_pool_waiting_requests',
      'Queries waiting for a database connection',
      (p) => p.waitingCount,
    );
    poolGauge('atrium_db_pool_max_connections', 'Size limit of the database pool', (p) => p.options?.max);
    const cacheCounter = (name: string, help: string, field: 'hits' | 'misses') =>
      new Counter({
        name,
        help,
        labelNames: ['cache'],
        registers,
        collect() {
          this.reset();
          for (const [cache, c] of allCacheCounts()) this.inc({ cache }, c[field]);
        },
      });
    cacheCounter('atrium_cache_hits_total', 'Cache lookups answered from memory, by cache', 'hits');
    cacheCounter('atrium_cache_misses_total', 'Cache lookups that went to the database, by cache', 'misses');
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.addHook('onResponse', (req, reply, done) => {
      this.record(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime);
      done();
    });
  }

  /** Counts one answered request; `route` is the matched pattern (undefined = no route matched). */
  record(method: string, route: string | undefined, status: number, elapsedMs: number): void {
    const label = route ?? UNMATCHED;
    this.requests.record(method, label, status, elapsedMs / 1000);
    if (status === 429) this.refusals.inc({ route: label });
  }

  /** The Prometheus text exposition. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
