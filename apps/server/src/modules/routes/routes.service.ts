import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { FilterError, matchRow, parseQuery } from '@atrium/schema';
import type { ColumnSpec, CreateRoute, Route, UpdateRoute } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { ResponseCache } from '../../common/http/cached-response.js';
import type { CachedBody } from '../../common/http/cached-response.js';
import { RoutesRepository } from './routes.repository.js';

/** The columns GET /routes can filter on (PostgREST syntax, parsed by libs/schema). */
export const ROUTE_FILTER_COLUMNS: ColumnSpec = {
  id: 'uuid',
  name: 'text',
  path: 'text',
  is_active: 'boolean',
  is_public: 'boolean',
  component_name: 'text',
  layout: 'text',
  created_at: 'timestamp',
};

export type Audience = 'admin' | 'public';

@Injectable()
export class RoutesService implements OnModuleInit {
  private readonly cache = new ResponseCache('routes');
  private rows?: Promise<Route[]>;

  constructor(
    private readonly repository: RoutesRepository,
    private readonly changes: ChangeFeedService,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe('routes', () => this.invalidate());
  }

  invalidate(): void {
    this.rows = undefined;
    this.cache.clear();
  }

  /**
   * GET /routes. Everyone sees active rows; admins also see inactive ones. The rows are held in
   * memory (one load shared by concurrent callers) and each distinct query's response is
   * serialised once.
   */
  async list(
    rawQuery: string,
    query: Record<string, string | string[] | undefined>,
    audience: Audience,
  ): Promise<CachedBody> {
    const key = `${audience}?${rawQuery}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    for (const param of ['select', 'order']) {
      if (param in query)
        throw new FilterError({ path: param, message: `Parameter "${param}" is not supported here` });
    }
    const parsed = parseQuery(query, ROUTE_FILTER_COLUMNS);
    const rows = await this.allRows();
    let result = rows.filter((r) => (audience === 'admin' || r.is_active) && matchRow(r, parsed.filters));
    if (parsed.offset) result = result.slice(parsed.offset);
    if (parsed.limit !== undefined) result = result.slice(0, parsed.limit);
    return this.cache.set(key, result);
  }

  async getByName(name: string, audience: Audience): Promise<CachedBody> {
    const key = `${audience}#${name}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const route = (await this.allRows()).find(
      (r) => r.name === name && (audience === 'admin' || r.is_active),
    );
    if (!route) throw AppException.notFound(`Route "${name}" not found`);
    return this.cache.set(key, route);
  }

  /**
   * POST /routes, PATCH /routes/:id, DELETE /routes/:id (admins), recorded in the audit log as
   * `actorId`'s (workspace_events, in the write's transaction). The cached set is dropped at
   * once, so the writer's next read sees its change; other nodes learn of it through the change
   * feed, and open browsers on their next poll.
   */
  async create(input: CreateRoute, actorId: string): Promise<Route> {
    const route = await this.repository.create(input, actorId);
    this.invalidate();
    return route;
  }

  async update(id: string, patch: UpdateRoute, actorId: string): Promise<Route> {
    const route = await this.repository.update(id, patch, actorId);
    if (!route) throw AppException.notFound('Route with ID not found');
    this.invalidate();
    return route;
  }

  async remove(id: string, actorId: string): Promise<void> {
    if (!(await this.repository.delete(id, actorId))) throw AppException.notFound('Route with ID not found');
    this.invalidate();
  }

  /**
   * The table API's writes (/api/rest/routes): several routes in one transaction, all or none,
   * with the same checks and cache invalidation as the single-route calls above.
   */
  async createMany(inputs: readonly CreateRoute[], actorId: string): Promise<Route[]> {
    const routes = await this.repository.createMany(inputs, actorId);
    this.invalidate();
    return routes;
  }

  /** One patch on several routes, all or none; ids that no longer exist are skipped. */
  async updateMany(ids: readonly string[], patch: UpdateRoute, actorId: string): Promise<Route[]> {
    const routes = await this.repository.updateMany(ids, patch, actorId);
    this.invalidate();
    return routes;
  }

  /** Deletes several routes in one statement; the ids that existed. */
  async removeMany(ids: readonly string[], actorId: string): Promise<string[]> {
    const removed = await this.repository.deleteMany(ids, actorId);
    this.invalidate();
    return removed;
  }

  /**
   * Every route row (inactive ones too), as held in memory; the same array until the set changes,
   * so callers may cache what they derive from it by identity (GET /navigation/public does).
   */
  allRoutes(): Promise<Route[]> {
    return this.allRows();
  }

  private allRows(): Promise<Route[]> {
    if (!this.rows) {
      const loading = this.repository.findAllOrdered();
      this.rows = loading;
      loading.catch(() => {
        if (this.rows === loading) this.rows = undefined;
      });
    }
    return this.rows;
  }
}
