import { Injectable } from '@nestjs/common';
import type { HubModule, ModuleCreate } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { builtinColumns } from '../../database/builtin-columns.js';
import { setClause } from '../../database/set-clause.js';
import { queryRows } from '../../database/query-rows.js';
import { reorderRows } from '../../database/reorder-rows.js';
import type { ReorderResult } from '../../database/reorder-rows.js';
import type { HubModuleEntity as ModuleRow } from './entities/hub-module.entity.js';

/** What PATCH may change; `config` already validated against the module's type. */
export interface ModulePatch {
  name?: string;
  config?: Record<string, unknown>;
  is_active?: boolean;
}

const COLUMNS = builtinColumns('modules');
const ORDER = 'ORDER BY order_index, created_at, id';

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

/** Named queries over modules; every one is scoped by hub. */
@Injectable()
export class HubModulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByHub(hubId: string, includeInactive: boolean): Promise<HubModule[]> {
    const rows = await queryRows<ModuleRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM modules WHERE hub_id = $1 AND ($2 OR is_active) ${ORDER}`,
      [hubId, includeInactive],
    );
    return rows.map(toModule);
  }

  async findInHub(hubId: string, moduleId: string): Promise<HubModule | undefined> {
    const rows = await queryRows<ModuleRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM modules WHERE id = $1 AND hub_id = $2`,
      [moduleId, hubId],
    );
    return rows[0] ? toModule(rows[0]) : undefined;
  }

  /** Inserts the module last in the hub's order. */
  async insert(hubId: string, input: ModuleCreate): Promise<HubModule> {
    const [row] = await queryRows<ModuleRow>(
      this.dataSource,
      `INSERT INTO modules (hub_id, name, type, config, is_active, order_index)
       SELECT $1, $2, $3, $4::jsonb, $5, COALESCE(MAX(order_index) + 1, 0) FROM modules WHERE hub_id = $1
       RETURNING ${COLUMNS}`,
      [hubId, input.name, input.type, JSON.stringify(input.config), input.is_active],
    );
    return toModule(row);
  }

  async update(hubId: string, moduleId: string, patch: ModulePatch): Promise<HubModule | undefined> {
    const set = setClause(patch, { name: 'value', config: 'jsonb', is_active: 'value' }, 3);
    const rows = await queryRows<ModuleRow>(
      this.dataSource,
      `UPDATE modules SET ${set.sql} WHERE id = $1 AND hub_id = $2 RETURNING ${COLUMNS}`,
      [moduleId, hubId, ...set.params],
    );
    return rows[0] ? toModule(rows[0]) : undefined;
  }

  async delete(hubId: string, moduleId: string): Promise<boolean> {
    const rows = await queryRows(
      this.dataSource,
      'DELETE FROM modules WHERE id = $1 AND hub_id = $2 RETURNING id',
      [moduleId, hubId],
    );
    return rows.length > 0;
  }

  async reorder(hubId: string, ids: string[]): Promise<ReorderResult & { modules?: HubModule[] }> {
    return this.dataSource.transaction(async (em) => {
      const result = await reorderRows(em, 'modules', hubId, ids);
      if (!result.ok) return result;
      const rows = await queryRows<ModuleRow>(
        em,
        `SELECT ${COLUMNS} FROM modules WHERE hub_id = $1 ${ORDER}`,
        [hubId],
      );
      return { ok: true as const, modules: rows.map(toModule) };
    });
  }
}
