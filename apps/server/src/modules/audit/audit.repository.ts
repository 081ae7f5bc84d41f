import { Injectable } from '@nestjs/common';
import { isUuid, WORKSPACE_AUDIT_ENTITIES } from '@atrium/schema';
import type { AuditEntity, ListAuditQuery } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CollectionVersionEntity } from '../collections/entities/collection-version.entity.js';
import { NavigationEventEntity } from '../navigation/entities/navigation-event.entity.js';
import { ThemeEventEntity } from '../themes/entities/theme-event.entity.js';
import { UserAdminEventEntity } from '../users/entities/user-admin-event.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { WorkspaceEventEntity } from './entities/workspace-event.entity.js';

/** One row of the union, as PostgreSQL answers it. */
export interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_email: string | null;
  entity: AuditEntity;
  entity_id: string | null;
  action: string;
  summary: string | null;
  before: unknown;
  after: unknown;
}

/** What a list is narrowed to: GET /audit's filters, and for a zone's activity its zone. */
export type AuditFilters = Partial<Pick<ListAuditQuery, 'entity' | 'actor' | 'entity_id' | 'from' | 'to'>> & {
  /** Only entries of this zone (workspace_events' `zone_id`): the other sources hold none. */
  zone_id?: string;
};

/** How a source names the columns every entry has (`e` is the event, `a` its actor). */
interface Source {
  /** The kinds of entry the source holds. */
  entities: readonly AuditEntity[];
  /**
   * The column telling its kinds apart (filtered on with a bound parameter), or null for a source
   * of one kind (named by a literal from `entities`).
   */
  entityColumn: string | null;
  /** The column naming the actor (collection versions call it `actor`). */
  actorColumn: string;
  /** The column naming the zone of an entry, or null for a source whose entries are in no zone. */
  zoneColumn: string | null;
  query: () => SelectQueryBuilder<ObjectLiteral>;
  /** The entity id as text, the summary, the action (SQL over `e`, and `t` where joined). */
  entityId: string;
  summary: string;
  action: string;
  /** The condition matching `entity_id`, or null when no entry of this source can match it. */
  matchId: (entityId: string) => string | null;
}

const ENTITY_ID = 'entityId';
const ENTITY_UUID = 'entityUuid';
/** user_admin_events holds both: role actions are `role.*`, the others act on an account. */
const ROLE_ACTION = "e.action LIKE 'role.%'";

/**
 * The audit log's reads: one UNION ALL over the append-only records of admin changes, each source
 * filtered on its own columns (values bound as parameters), newest first with ties by id. For a
 * page, each source contributes at most offset + limit of its newest rows (read through its index
 * on `at`), so the sort above the union never holds more than six times that. A zone's activity
 * (`zone_id`) reads workspace_events alone, through its index on `(zone_id, at, id)`.
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  private readonly sources: readonly Source[] = [
    {
      entities: ['navigation'],
      entityColumn: null,
      actorColumn: 'e.actor_id',
      zoneColumn: null,
      query: () => this.dataSource.getRepository(NavigationEventEntity).createQueryBuilder('e'),
      entityId: 'e.item_id::text',
      summary: "coalesce(e.after ->> 'title', e.before ->> 'title')",
      action: 'e.action',
      matchId: (id) => (isUuid(id) ? `e.item_id = :${ENTITY_UUID}` : null),
    },
    {
      entities: ['user'],
      entityColumn: null,
      actorColumn: 'e.actor_id',
      zoneColumn: null,
      query: () =>
        this.dataSource
          .getRepository(UserAdminEventEntity)
          .createQueryBuilder('e')
          .leftJoin(UserEntity.options.name, 't', 't.id = e.user_id')
          .where(`NOT (${ROLE_ACTION})`),
      entityId: 'e.user_id::text',
      summary: "coalesce(t.email, e.after ->> 'email', e.before ->> 'email')",
      action: "split_part(e.action, '.', 2)",
      matchId: (id) => (isUuid(id) ? `e.user_id = :${ENTITY_UUID}` : null),
    },
    {
      entities: ['role'],
      entityColumn: null,
      actorColumn: 'e.actor_id',
      zoneColumn: null,
      query: () =>
        this.dataSource.getRepository(UserAdminEventEntity).createQueryBuilder('e').where(ROLE_ACTION),
      entityId: 'e.role_name',
      summary: "coalesce(e.after ->> 'label', e.before ->> 'label', e.role_name)",
      action: "split_part(e.action, '.', 2)",
      matchId: () => `e.role_name = :${ENTITY_ID}`,
    },
    {
      entities: ['collection_schema'],
      entityColumn: null,
      actorColumn: 'e.actor',
      zoneColumn: null,
      query: () => this.dataSource.getRepository(CollectionVersionEntity).createQueryBuilder('e'),
      entityId: 'e.collection',
      summary: "e.collection || ' v' || e.version",
      action: 'e.action',
      matchId: () => `e.collection = :${ENTITY_ID}`,
    },
    {
      // Written by the themes module since before the audit log listed it: read where it is.
      entities: ['theme'],
      entityColumn: null,
      actorColumn: 'e.actor_id',
      zoneColumn: null,
      query: () => this.dataSource.getRepository(ThemeEventEntity).createQueryBuilder('e'),
      entityId: 'e.theme_id::text',
      summary: "coalesce(e.after ->> 'label', e.before ->> 'label')",
      action: 'e.action',
      matchId: (id) => (isUuid(id) ? `e.theme_id = :${ENTITY_UUID}` : null),
    },
    {
      // Routes, zones, hubs, modules, dashboards, zone members, invitations, forms and API keys.
      entities: WORKSPACE_AUDIT_ENTITIES,
      entityColumn: 'e.entity',
      actorColumn: 'e.actor_id',
      zoneColumn: 'e.zone_id',
      query: () => this.dataSource.getRepository(WorkspaceEventEntity).createQueryBuilder('e'),
      entityId: 'e.entity_id::text',
      // A form is named by its title (its name is a slug); every other kind has no title.
      summary:
        "coalesce(e.after ->> 'title', e.before ->> 'title', e.after ->> 'name', e.before ->> 'name', e.after ->> 'email', e.before ->> 'email')",
      action: 'e.action',
      matchId: (id) => (isUuid(id) ? `e.entity_id = :${ENTITY_UUID}` : null),
    },
  ];

  /** The sources' selects after the filters; none when no source can match them. */
  private branches(filters: AuditFilters, bound: number | null): SelectQueryBuilder<ObjectLiteral>[] {
    const out: SelectQueryBuilder<ObjectLiteral>[] = [];
    for (const source of this.sources) {
      if (filters.entity !== undefined && !source.entities.includes(filters.entity)) continue;
      const { actorColumn, zoneColumn } = source;
      // A zone's entries are in workspace_events only: the other sources are left out.
      if (filters.zone_id !== undefined && zoneColumn === null) continue;
      // A literal from the source's own list, never request data.
      const entity = source.entityColumn ?? `'${source.entities[0]}'`;
      const matchId = filters.entity_id === undefined ? undefined : source.matchId(filters.entity_id);
      if (matchId === null) continue;
      const qb = source
        .query()
        .leftJoin(UserEntity.options.name, 'a', `a.id = ${actorColumn}`)
        // Every column an expression with its type: TypeORM moves plain column selections ahead
        // of expressions, which would give each branch of the union its own column order.
        .select('e.id::uuid', 'id')
        .addSelect('e.at::timestamptz', 'at')
        .addSelect(`${actorColumn}::uuid`, 'actor_id')
        .addSelect('a.email::text', 'actor_email')
        .addSelect(`(${entity})::text`, 'entity')
        .addSelect(`(${source.entityId})::text`, 'entity_id')
        .addSelect(`(${source.action})::text`, 'action')
        .addSelect(`(${source.summary})::text`, 'summary')
        .addSelect('e.before::jsonb', 'before')
        .addSelect('e.after::jsonb', 'after');
      if (filters.entity !== undefined && source.entityColumn !== null)
        qb.andWhere(`${source.entityColumn} = :entity`);
      if (matchId !== undefined) qb.andWhere(matchId);
      if (filters.actor !== undefined) qb.andWhere(`${actorColumn} = :actor`);
      if (filters.zone_id !== undefined && zoneColumn !== null) qb.andWhere(`${zoneColumn} = :zone`);
      if (filters.from !== undefined) qb.andWhere('e.at >= :from');
      if (filters.to !== undefined) qb.andWhere('e.at <= :to');
      if (bound !== null) qb.orderBy('e.at', 'DESC').addOrderBy('e.id', 'DESC').limit(bound);
      out.push(qb);
    }
    return out;
  }

  private parameters(filters: AuditFilters): Record<string, string> {
    const params: Record<string, string> = {};
    if (filters.entity !== undefined) params.entity = filters.entity;
    if (filters.actor !== undefined) params.actor = filters.actor;
    if (filters.zone_id !== undefined) params.zone = filters.zone_id;
    if (filters.from !== undefined) params.from = filters.from;
    if (filters.to !== undefined) params.to = filters.to;
    if (filters.entity_id !== undefined) {
      params[ENTITY_ID] = filters.entity_id;
      params[ENTITY_UUID] = filters.entity_id.toLowerCase();
    }
    return params;
  }

  private union(branches: readonly SelectQueryBuilder<ObjectLiteral>[]): string {
    return `(${branches.map((b) => `(${b.getQuery()})`).join(' UNION ALL ')})`;
  }

  /** One page of entries, newest first (ties by id, so pages never overlap). */
  async findPage(filters: AuditFilters, limit: number, offset: number): Promise<AuditRow[]> {
    const branches = this.branches(filters, offset + limit);
    if (branches.length === 0) return [];
    return this.dataSource
      .createQueryBuilder()
      .select('entry.*')
      .from(this.union(branches), 'entry')
      .orderBy('entry.at', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(limit)
      .offset(offset)
      .setParameters(this.parameters(filters))
      .getRawMany<AuditRow>();
  }

  /** How many entries match the filters in all pages. */
  async count(filters: AuditFilters): Promise<number> {
    const branches = this.branches(filters, null);
    if (branches.length === 0) return 0;
    const row = await this.dataSource
      .createQueryBuilder()
      .select('count(*)::int', 'total')
      .from(this.union(branches), 'entry')
      .setParameters(this.parameters(filters))
      .getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }
}
