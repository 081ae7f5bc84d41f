import { Injectable } from '@nestjs/common';
import { routerPathShape, toRouterPath } from '@atrium/schema';
import type { CreateRoute, Route, UpdateRoute } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/errors/app.exception.js';
import { builtinColumns } from '../../database/builtin-columns.js';
import { queryRows } from '../../database/query-rows.js';
import { patchValues } from '../../database/set-clause.js';
import { recordWorkspaceEvent, recordWorkspaceEvents, workspaceSnapshot } from '../audit/workspace-events.js';
import { RouteEntity } from './entities/route.entity.js';

/** Every column of the routes declaration but `updated_at`, which the API does not send. */
const ROUTE_COLUMNS = builtinColumns('routes', { except: ['updated_at'] });

/** A routes row as the driver returns it (derived from the declaration). */
type RouteRow = Omit<RouteEntity, 'updated_at'>;

/** The URLs a path matches, as a comparable key (null for a path the router cannot use). */
function shapeOf(path: string): string | null {
  const { routerPath } = toRouterPath(path);
  return routerPath === null ? null : routerPathShape(routerPath);
}

/**
 * Named queries over the routes table (TypeORM repository and query builder, but for the
 * benchmarked list); nothing else touches it.
 */
@Injectable()
export class RoutesRepository {
  constructor(private readonly dataSource: DataSource) {}

  // SQL kept for speed: GET /api/routes (every page load) is measured by tools/bench/auth.mjs.
  async findAllOrdered(): Promise<Route[]> {
    const rows = await queryRows<RouteRow>(
      this.dataSource,
      `SELECT ${ROUTE_COLUMNS} FROM routes ORDER BY created_at, id`,
    );
    return rows.map(rowToRoute);
  }

  /**
   * Inserts a route; 409 when its name is taken or an active route already serves its path. Every
   * write here is recorded in workspace_events (modules/audit) in its own transaction, by `actorId`.
   */
  create(input: CreateRoute, actorId: string): Promise<Route> {
    return this.writing((em) => this.insertIn(em, input, actorId));
  }

  /**
   * Inserts routes in one transaction, all or none (the table API's bulk POST); each is checked
   * against the stored routes and the ones before it, as {@link create} checks one.
   */
  createMany(inputs: readonly CreateRoute[], actorId: string): Promise<Route[]> {
    return this.writing(async (em) => {
      const routes: Route[] = [];
      for (const input of inputs) routes.push(await this.insertIn(em, input, actorId));
      return routes;
    });
  }

  private async insertIn(em: EntityManager, input: CreateRoute, actorId: string): Promise<Route> {
    await this.assertFree(em, { name: input.name, path: input.path, active: input.is_active }, null);
    const result = await em
      .getRepository(RouteEntity)
      .createQueryBuilder()
      .insert()
      .values({
        path: input.path,
        name: input.name,
        component_name: input.component_name,
        component_path: input.component_path ?? null,
        layout: input.layout ?? null,
        is_public: input.is_public,
        is_active: input.is_active,
        metadata: input.metadata as never, // jsonb, sent as JSON text
      })
      .returning(ROUTE_COLUMNS)
      .execute();
    const [row] = result.raw as RouteRow[];
    const route = rowToRoute(row);
    await recordWorkspaceEvent(em, {
      actorId,
      entity: 'route',
      action: 'create',
      entityId: route.id,
      zoneId: null,
      after: workspaceSnapshot.route(route),
    });
    return route;
  }

  /** Changes the given fields; null when there is no such route; 409 as for {@link create}. */
  update(id: string, patch: UpdateRoute, actorId: string): Promise<Route | null> {
    return this.writing((em) => this.updateIn(em, id, patch, actorId));
  }

  /**
   * Applies one patch to several routes in one transaction, all or none (the table API's PATCH
   * with filters); ids that no longer exist are skipped. 409 as for {@link create}.
   */
  updateMany(ids: readonly string[], patch: UpdateRoute, actorId: string): Promise<Route[]> {
    return this.writing(async (em) => {
      const routes: Route[] = [];
      for (const id of ids) {
        const route = await this.updateIn(em, id, patch, actorId);
        if (route) routes.push(route);
      }
      return routes;
    });
  }

  private async updateIn(
    em: EntityManager,
    id: string,
    patch: UpdateRoute,
    actorId: string,
  ): Promise<Route | null> {
    const current: RouteRow | null = await em.getRepository(RouteEntity).findOneBy({ id });
    if (!current) return null;
    const next = { ...current, ...stripUndefined(patch) };
    const pathMatters = patch.path !== undefined || (patch.is_active === true && !current.is_active);
    await this.assertFree(
      em,
      {
        name: patch.name !== undefined && patch.name !== current.name ? patch.name : null,
        path: pathMatters ? next.path : null,
        active: next.is_active,
      },
      id,
    );
    const result = await em
      .getRepository(RouteEntity)
      .createQueryBuilder()
      .update()
      .set(
        patchValues(patch, [
          'path',
          'name',
          'component_name',
          'component_path',
          'layout',
          'is_public',
          'is_active',
          'metadata',
        ]),
      )
      .where('id = :id', { id })
      .returning(ROUTE_COLUMNS)
      .execute();
    const [row] = result.raw as RouteRow[];
    const route = rowToRoute(row);
    await recordWorkspaceEvent(em, {
      actorId,
      entity: 'route',
      action: 'update',
      entityId: id,
      zoneId: null,
      before: workspaceSnapshot.route(rowToRoute(current)),
      after: workspaceSnapshot.route(route),
    });
    return route;
  }

  /** Deletes routes in one statement, each recorded; the ids of those that existed. */
  deleteMany(ids: readonly string[], actorId: string): Promise<string[]> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(RouteEntity)
        .createQueryBuilder()
        .delete()
        .where('id = ANY(CAST(:ids AS uuid[]))', { ids })
        .returning(ROUTE_COLUMNS)
        .execute();
      const rows = result.raw as RouteRow[];
      await recordWorkspaceEvents(
        em,
        rows.map((row) => ({
          actorId,
          entity: 'route' as const,
          action: 'delete' as const,
          entityId: row.id,
          zoneId: null,
          before: workspaceSnapshot.route(rowToRoute(row)),
        })),
      );
      return rows.map((r) => r.id);
    });
  }

  /** Deletes a route; false when there was none. */
  async delete(id: string, actorId: string): Promise<boolean> {
    return (await this.deleteMany([id], actorId)).length > 0;
  }

  /**
   * Route writes run one at a time (a lock that still lets readers in), so two admins cannot both
   * claim one name or one path between the check and the write.
   */
  private writing<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      // A table lock: SQL, as TypeORM's query builder locks rows only (setLock), never a table.
      await em.query('LOCK TABLE routes IN SHARE ROW EXCLUSIVE MODE');
      return work(em);
    });
  }

  /** 409 when `name` is another route's, or when an active `path` matches the URLs of another active route. */
  private async assertFree(
    em: EntityManager,
    claim: { name: string | null; path: string | null; active: boolean },
    exceptId: string | null,
  ): Promise<void> {
    if (claim.name !== null) {
      const taken = await em
        .getRepository(RouteEntity)
        .createQueryBuilder('r')
        .where('r.name = :name AND r.id IS DISTINCT FROM CAST(:exceptId AS uuid)', {
          name: claim.name,
          exceptId,
        })
        .getExists();
      if (taken) throw AppException.conflict(`Route "${claim.name}" already exists`);
    }
    if (claim.path === null || !claim.active) return;
    const shape = shapeOf(claim.path);
    if (shape === null) return;
    const others = await em
      .getRepository(RouteEntity)
      .createQueryBuilder('r')
      .select(['r.name AS name', 'r.path AS path'])
      .where('r.is_active AND r.id IS DISTINCT FROM CAST(:exceptId AS uuid)', { exceptId })
      .orderBy('r.created_at')
      .addOrderBy('r.id')
      .getRawMany<{ name: string; path: string }>();
    const owner = others.find((other) => shapeOf(other.path) === shape);
    if (owner) throw AppException.conflict(`Path "${claim.path}" is already served by route "${owner.name}"`);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function rowToRoute(row: RouteRow): Route {
  return {
    id: row.id,
    path: row.path,
    name: row.name,
    component_name: row.component_name,
    component_path: row.component_path,
    layout: row.layout,
    is_public: row.is_public,
    is_active: row.is_active,
    metadata: row.metadata ?? {},
    created_at: new Date(row.created_at).toISOString(),
  };
}
