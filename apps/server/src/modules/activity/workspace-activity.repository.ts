import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SelectQueryBuilder } from 'typeorm';
import { DashboardEntity } from '../dashboards/entities/dashboard.entity.js';
import { HubModuleEntity } from '../hub-modules/entities/hub-module.entity.js';
import { HubEntity } from '../hubs/entities/hub.entity.js';

/** A module or dashboard that changed, with where it lives. */
export interface ActivityItem {
  kind: 'module' | 'dashboard';
  id: string;
  name: string;
  zone_id: string;
  hub_id: string;
  hub_name: string;
  updated_at: string;
  /** The module's type; null for a dashboard. */
  module_type: string | null;
}

/** A zone's active hubs and the latest of their changes and of their modules and dashboards. */
export interface ZoneActivityRow {
  zone_id: string;
  hubs: number;
  /** The latest updated_at of its active hubs, null without any. */
  hubs_changed_at: string | null;
  /** Its latest changed module or dashboard (what a member sees), null without any. */
  latest: ActivityItem | null;
}

interface ItemRow {
  id: string;
  name: string;
  zone_id: string;
  hub_id: string;
  hub_name: string;
  updated_at: Date | string;
  module_type: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toItem(kind: ActivityItem['kind'], row: ItemRow): ActivityItem {
  return {
    kind,
    id: row.id,
    name: row.name,
    zone_id: row.zone_id,
    hub_id: row.hub_id,
    hub_name: row.hub_name,
    updated_at: iso(row.updated_at),
    module_type: kind === 'module' ? row.module_type : null,
  };
}

const newestFirst = (a: ActivityItem, b: ActivityItem) =>
  b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id);

/**
 * What changed lately in a set of zones, as their members see it: the active modules and every
 * dashboard of the active hubs. Five indexed queries whatever the number of zones and hubs (the
 * home page asked for each zone's hubs, then each hub's modules and dashboards: up to 78 calls).
 */
@Injectable()
export class WorkspaceActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  private items(kind: ActivityItem['kind'], zoneIds: readonly string[]): SelectQueryBuilder<object> {
    const entity = kind === 'module' ? HubModuleEntity : DashboardEntity;
    const query = this.dataSource
      .getRepository(entity)
      .createQueryBuilder('x')
      .innerJoin(HubEntity.options.name, 'h', 'h.id = x.hub_id')
      .select([
        'x.id AS id',
        'x.name AS name',
        'h.zone_id AS zone_id',
        'h.id AS hub_id',
        'h.name AS hub_name',
      ])
      .addSelect('x.updated_at', 'updated_at')
      .addSelect(kind === 'module' ? 'x.type' : 'NULL', 'module_type')
      .where('h.zone_id IN (:...zoneIds)', { zoneIds })
      .andWhere('h.is_active = true');
    return kind === 'module' ? query.andWhere('x.is_active = true') : query;
  }

  /** The `limit` latest changed items of the zones, and per zone its hubs and latest item. */
  async ofZones(
    zoneIds: readonly string[],
    limit: number,
  ): Promise<{ recent: ActivityItem[]; zones: ZoneActivityRow[] }> {
    if (zoneIds.length === 0) return { recent: [], zones: [] };
    const recentOf = (kind: ActivityItem['kind']) =>
      this.items(kind, zoneIds)
        .orderBy('x.updated_at', 'DESC')
        .addOrderBy('x.id', 'ASC')
        .limit(limit)
        .getRawMany<ItemRow>()
        .then((rows) => rows.map((row) => toItem(kind, row)));
    // PostgreSQL's DISTINCT ON: per zone, the first row in the order (its latest change).
    const latestOf = (kind: ActivityItem['kind']) =>
      this.items(kind, zoneIds)
        .distinctOn(['h.zone_id'])
        .orderBy('h.zone_id')
        .addOrderBy('x.updated_at', 'DESC')
        .addOrderBy('x.id', 'ASC')
        .getRawMany<ItemRow>()
        .then((rows) => rows.map((row) => toItem(kind, row)));
    const [modules, dashboards, latestModules, latestDashboards, hubs] = await Promise.all([
      recentOf('module'),
      recentOf('dashboard'),
      latestOf('module'),
      latestOf('dashboard'),
      this.dataSource
        .getRepository(HubEntity)
        .createQueryBuilder('h')
        .select('h.zone_id', 'zone_id')
        .addSelect('COUNT(*)::int', 'hubs')
        .addSelect('MAX(h.updated_at)', 'changed_at')
        .where('h.zone_id IN (:...zoneIds)', { zoneIds })
        .andWhere('h.is_active = true')
        .groupBy('h.zone_id')
        .getRawMany<{ zone_id: string; hubs: number; changed_at: Date | string }>(),
    ]);
    const latest = new Map<string, ActivityItem>();
    for (const item of [...latestModules, ...latestDashboards].sort(newestFirst))
      if (!latest.has(item.zone_id)) latest.set(item.zone_id, item);
    const hubsOf = new Map(hubs.map((row) => [row.zone_id, row]));
    return {
      recent: [...modules, ...dashboards].sort(newestFirst).slice(0, limit),
      zones: zoneIds.map((zone_id) => {
        const row = hubsOf.get(zone_id);
        return {
          zone_id,
          hubs: row ? Number(row.hubs) : 0,
          hubs_changed_at: row ? iso(row.changed_at) : null,
          latest: latest.get(zone_id) ?? null,
        };
      }),
    };
  }
}
