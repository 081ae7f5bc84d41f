import { Injectable } from '@nestjs/common';
import type { HubModule, ModuleCreate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { patchValues } from '../../database/set-clause.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import { HubEntity } from '../hubs/entities/hub.entity.js';
import { recordWorkspaceEvent, reorderValues, workspaceSnapshot } from '../audit/workspace-events.js';
import type { AuditContext } from '../audit/workspace-events.js';
import { HubModuleEntity } from './entities/hub-module.entity.js';
import type { HubModuleEntity as ModuleRow } from './entities/hub-module.entity.js';

/** What PATCH may change; `config` already validated against the module's type. */
export interface ModulePatch {
  name?: string;
  config?: Record<string, unknown>;
  is_active?: boolean;
}

const COLUMNS = builtinColumns('modules');
const ORDER: FindOptionsOrder<ModuleRow> = { order_index: 'ASC', created_at: 'ASC', id: 'ASC' };

function toModule(r: ModuleRow): HubModule {
  return {
    id: r.id,
    hub_id: r.hub_id,
    name: r.name,
    type: r.type,
    config: r.config,
    order_index: r.order_index,
    is_active: r.is_active,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * Named queries over modules (TypeORM repository and query builder); every one is scoped by hub.
 * Each write is recorded in workspace_events (modules/audit) in its transaction.
 */
@Injectable()
export class HubModulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByHub(
    hubId: string,
    includeInactive: boolean,
    em: EntityManager = this.dataSource.manager,
  ): Promise<HubModule[]> {
    const rows = await em.getRepository(HubModuleEntity).find({
      where: includeInactive ? { hub_id: hubId } : { hub_id: hubId, is_active: true },
      order: ORDER,
    });
    return rows.map(toModule);
  }

  /**
   * The active modules of a zone's active hubs (what the hubs' lists show a member), the most
   * recently changed first: `limit` of them and how many there are in all.
   */
  async recentInZone(zoneId: string, limit: number): Promise<{ total: number; modules: HubModule[] }> {
    const query = this.dataSource
      .getRepository(HubModuleEntity)
      .createQueryBuilder('m')
      .innerJoin(HubEntity.options.name, 'h', 'h.id = m.hub_id')
      .where('h.zone_id = :zoneId', { zoneId })
      .andWhere('h.is_active = true')
      .andWhere('m.is_active = true');
    const [total, rows] = await Promise.all([
      query.clone().getCount(),
      query.orderBy('m.updated_at', 'DESC').addOrderBy('m.id', 'ASC').limit(limit).getMany(),
    ]);
    return { total, modules: rows.map(toModule) };
  }

  async findInHub(hubId: string, moduleId: string): Promise<HubModule | undefined> {
    const row = await this.dataSource
      .getRepository(HubModuleEntity)
      .findOneBy({ id: moduleId, hub_id: hubId });
    return row ? toModule(row) : undefined;
  }

  /** Inserts the module last in the hub's order. */
  async insert(hubId: string, input: ModuleCreate, audit: AuditContext): Promise<HubModule> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(HubModuleEntity)
        .createQueryBuilder()
        .insert()
        .values({
          hub_id: hubId,
          name: input.name,
          type: input.type,
          // Sent as JSON text (jsonb); TypeORM's deep-partial type has no form for an open record.
          config: input.config as never,
          is_active: input.is_active,
          order_index: () =>
            '(SELECT COALESCE(MAX(m.order_index) + 1, 0) FROM modules m WHERE m.hub_id = :hubId)',
        })
        .setParameter('hubId', hubId)
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as ModuleRow[];
      const module = toModule(row);
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'module',
        action: 'create',
        entityId: module.id,
        after: workspaceSnapshot.module(module),
      });
      return module;
    });
  }

  async update(
    hubId: string,
    moduleId: string,
    patch: ModulePatch,
    audit: AuditContext,
  ): Promise<HubModule | undefined> {
    return this.dataSource.transaction(async (em) => {
      const current = await em
        .getRepository(HubModuleEntity)
        .createQueryBuilder('m')
        .where('m.id = :moduleId AND m.hub_id = :hubId', { moduleId, hubId })
        .setLock('pessimistic_write')
        .getOne();
      if (!current) return undefined;
      const result = await em
        .getRepository(HubModuleEntity)
        .createQueryBuilder()
        .update()
        .set(patchValues(patch, ['name', 'config', 'is_active']))
        .where('id = :moduleId AND hub_id = :hubId', { moduleId, hubId })
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as ModuleRow[];
      const module = toModule(row);
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'module',
        action: 'update',
        entityId: moduleId,
        before: workspaceSnapshot.module(toModule(current)),
        after: workspaceSnapshot.module(module),
      });
      return module;
    });
  }

  async delete(hubId: string, moduleId: string, audit: AuditContext): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const result = await em
        .getRepository(HubModuleEntity)
        .createQueryBuilder()
        .delete()
        .where('id = :moduleId AND hub_id = :hubId', { moduleId, hubId })
        .returning(COLUMNS)
        .execute();
      const [row] = result.raw as ModuleRow[];
      if (!row) return false;
      await recordWorkspaceEvent(em, {
        ...audit,
        entity: 'module',
        action: 'delete',
        entityId: moduleId,
        before: workspaceSnapshot.module(toModule(row)),
      });
      return true;
    });
  }

  async reorder(
    hubId: string,
    ids: string[],
    audit: AuditContext,
  ): Promise<ReorderResult & { modules?: HubModule[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'modules', hubId, ids);
      if (!result.ok) return result;
      if (result.moved.length > 0) {
        await recordWorkspaceEvent(em, {
          ...audit,
          entity: 'module',
          action: 'reorder',
          entityId: null,
          ...reorderValues({ hub_id: hubId }, result.moved),
        });
      }
      return { ...result, modules: await this.findByHub(hubId, true, em) };
    });
  }
}
