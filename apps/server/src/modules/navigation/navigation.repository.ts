import { Injectable } from '@nestjs/common';
import type { NavigationItem, NavigationReorderEntry } from '@atrium/schema';
import { DataSource, In } from 'typeorm';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';
import { NavigationEventEntity } from './entities/navigation-event.entity.js';
import type { NavigationAction } from './entities/navigation-event.entity.js';
import { NavigationItemEntity } from './entities/navigation-item.entity.js';

/** The writable columns of an item. */
export type NavigationValues = Omit<NavigationItem, 'id' | 'updated_at'>;

/** What the tree checks need of every row. */
export interface NavigationLink {
  id: string;
  parent_id: string | null;
  title: string;
  order_index: number;
}

/** The display order of a flat list: order_index, then creation, then id (stable across reads). */
const ORDER = { order_index: 'ASC', created_at: 'ASC', id: 'ASC' } as const;
/**
 * Rows per multi-row INSERT: an item row binds 15 parameters, an event 5, and PostgreSQL takes at
 * most 65,535 in one statement.
 */
const INSERT_CHUNK = 1000;

/**
 * Items with their creation times (whole epoch microseconds, as PostgreSQL keeps them), aligned:
 * what it takes to put a changed row back in display order without reading every row again.
 */
export interface PlacedItems {
  items: NavigationItem[];
  created: number[];
}

/** A placed item: the row and its creation time (epoch µs). */
export interface DisplayRow {
  item: NavigationItem;
  created: number;
}

/** Display order (ORDER) of placed items, as PostgreSQL sorts them (uuids compare as their hex). */
export function compareDisplayOrder(a: DisplayRow, b: DisplayRow): number {
  return (
    a.item.order_index - b.item.order_index ||
    a.created - b.created ||
    (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0)
  );
}

/** An item's columns as plain values; times as whole epoch milliseconds (updated_at, which toISOString writes exactly) and microseconds (created_at, the order's tie-break). */
const ITEM_COLUMNS = `id, title, label, path, href, icon, description, type, parent_id, order_index,
  is_active, is_visible, required_role, zone_id, metadata,
  floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms,
  floor(extract(epoch FROM created_at) * 1000000)::float8 AS created_us`;

type ItemRow = Omit<NavigationItem, 'updated_at'> & { updated_ms: number; created_us: number };

function placed(rows: readonly ItemRow[]): PlacedItems {
  return {
    items: rows.map((row) => toItem(row, row.updated_ms)),
    created: rows.map((row) => row.created_us),
  };
}

/** A row in the API's shape: metadata never null, updated_at as toISOString writes it. */
export function toItem(
  row: Omit<NavigationItem, 'updated_at'>,
  updatedAt: Date | number | string,
): NavigationItem {
  return {
    id: row.id,
    title: row.title,
    label: row.label,
    path: row.path,
    href: row.href,
    icon: row.icon,
    description: row.description,
    type: row.type,
    parent_id: row.parent_id,
    order_index: row.order_index,
    is_active: row.is_active,
    is_visible: row.is_visible,
    required_role: row.required_role,
    zone_id: row.zone_id,
    metadata: row.metadata ?? {},
    updated_at: new Date(updatedAt).toISOString(),
  };
}

/** One row of navigation_events: who did what to which item, with the values before and after. */
export interface NavigationEventInput {
  actorId: string | null;
  itemId: string | null;
  action: NavigationAction;
  before: object | null;
  after: object | null;
}

/** Named queries over navigation and navigation_events; nothing else touches them. */
@Injectable()
export class NavigationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every row in display order (ORDER), in toItem's shape, from one plain SELECT, with the table's
   * change version read by the same statement (undefined for an empty table). Raw rows, not
   * entities: the builder's Save answers every row, and the goal is a 1,000-item Save in ≤ 200 ms
   * on PostgreSQL with 10,000 rows (tools/bench/navigation.mjs). Hydrating 10,000 entities took
   * about 60 ms of the server's CPU; having PostgreSQL write the whole table as one JSON text
   * (row_to_json, to_char) took 110–190 ms of its own, and the text then had to be parsed again.
   */
  async findAll(): Promise<PlacedItems & { version: string | undefined }> {
    const rows = await queryRows<ItemRow & { version: string | null }>(
      this.dataSource,
      `SELECT ${ITEM_COLUMNS},
              (SELECT version::text FROM change_versions WHERE topic = 'navigation') AS version
         FROM navigation
        ORDER BY order_index, created_at, id`,
    );
    return { ...placed(rows), version: rows[0]?.version ?? undefined };
  }

  /** These rows as findAll reads them (in no particular order), inside the transaction `em`. */
  async findPlaced(em: EntityManager, ids: readonly string[]): Promise<PlacedItems> {
    if (ids.length === 0) return { items: [], created: [] };
    return placed(
      await queryRows<ItemRow>(em, `SELECT ${ITEM_COLUMNS} FROM navigation WHERE id = ANY($1::uuid[])`, [
        [...ids],
      ]),
    );
  }

  /**
   * The table's change version now (bumped by every writing statement; null before the first);
   * `em` null: outside a transaction.
   */
  async version(em: EntityManager | null): Promise<string | null> {
    const [row] = await queryRows<{ version: string }>(
      em ?? this.dataSource,
      `SELECT version::text AS version FROM change_versions WHERE topic = 'navigation'`,
    );
    return row?.version ?? null;
  }

  /**
   * Runs a change in one transaction, after taking the table in SHARE ROW EXCLUSIVE mode: writers
   * (on any node) run one at a time, readers are never blocked. So two reorders cannot
   * interleave (the second sees the first's result and the outcome is one of the two inputs), and
   * a tree checked under the lock is the tree the write lands on.
   */
  writing<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) => {
      // A table lock: SQL, as TypeORM's query builder locks rows only (setLock), never a table.
      await em.query('LOCK TABLE navigation IN SHARE ROW EXCLUSIVE MODE');
      return work(em);
    });
  }

  async findOne(em: EntityManager, id: string): Promise<NavigationItem | null> {
    const row = await em.getRepository(NavigationItemEntity).findOneBy({ id });
    return row ? toItem(row, row.updated_at) : null;
  }

  async findMany(em: EntityManager, ids: readonly string[]): Promise<NavigationItem[]> {
    if (ids.length === 0) return [];
    const rows = await em
      .getRepository(NavigationItemEntity)
      .find({ where: { id: In([...ids]) }, order: ORDER });
    return rows.map((row) => toItem(row, row.updated_at));
  }

  /**
   * id, parent, title and position of every row (the tree checks). Raw rows (getRawMany), not
   * entities: every write reads the whole table under its lock, and hydrating 10,000 entities
   * through TypeORM was the largest cost of a 1,000-item reorder in tools/bench/navigation.mjs
   * (goal ≤ 200 ms).
   */
  links(em: EntityManager): Promise<NavigationLink[]> {
    return em
      .getRepository(NavigationItemEntity)
      .createQueryBuilder('n')
      .select(['n.id AS id', 'n.parent_id AS parent_id', 'n.title AS title', 'n.order_index AS order_index'])
      .orderBy('n.order_index')
      .addOrderBy('n.created_at')
      .addOrderBy('n.id')
      .getRawMany<NavigationLink>();
  }

  /** Whether a platform role of that name exists (`em` null: outside a transaction). */
  async roleExists(em: EntityManager | null, name: string): Promise<boolean> {
    const row = await (em ?? this.dataSource.manager)
      .createQueryBuilder()
      .select('1', 'one')
      .from('roles', 'r')
      .where('r.name = :name', { name })
      .getRawOne();
    return row !== undefined;
  }

  async zoneExists(em: EntityManager, id: string): Promise<boolean> {
    const row = await em
      .createQueryBuilder()
      .select('1', 'one')
      .from('zones', 'z')
      .where('z.id = :id', { id })
      .getRawOne();
    return row !== undefined;
  }

  async insert(em: EntityManager, id: string | undefined, values: NavigationValues): Promise<NavigationItem> {
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(NavigationItemEntity)
      .values({ ...(id ? { id } : {}), ...values } as QueryDeepPartialEntity<NavigationItemEntity>)
      .returning('*')
      .execute();
    const [row] = result.raw as NavigationItemEntity[];
    return toItem(row, row.updated_at);
  }

  /**
   * Inserts the items in as few statements as the parameter limit allows (INSERT_CHUNK rows each),
   * answering the stored rows. A row may name a parent inserted by the same statement: PostgreSQL
   * checks the foreign key at the end of the statement. Across statements, parents must come first.
   */
  async insertMany(
    em: EntityManager,
    rows: readonly { id: string; values: NavigationValues }[],
  ): Promise<NavigationItem[]> {
    const out: NavigationItem[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const result = await em
        .createQueryBuilder()
        .insert()
        .into(NavigationItemEntity)
        .values(
          rows
            .slice(i, i + INSERT_CHUNK)
            .map((r) => ({ id: r.id, ...r.values }) as QueryDeepPartialEntity<NavigationItemEntity>),
        )
        .returning('*')
        .execute();
      for (const row of result.raw as NavigationItemEntity[]) out.push(toItem(row, row.updated_at));
    }
    return out;
  }

  async update(em: EntityManager, id: string, patch: Partial<NavigationValues>): Promise<NavigationItem> {
    const result = await em
      .createQueryBuilder()
      .update(NavigationItemEntity)
      .set({ ...patch, updated_at: () => 'now()' } as QueryDeepPartialEntity<NavigationItemEntity>)
      .where('id = :id', { id })
      .returning('*')
      .execute();
    const [row] = result.raw as NavigationItemEntity[];
    return toItem(row, row.updated_at);
  }

  /** Deletes the listed items (and, by the foreign key's cascade, everything under them) in one statement. */
  async delete(em: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await queryRows(em, `DELETE FROM navigation WHERE id = ANY($1::uuid[])`, [[...ids]]);
  }

  /**
   * Moves the listed items, in ONE statement. SQL kept for speed: the goal is a 1,000-item
   * reorder in ≤ 200 ms on PostgreSQL (tools/bench/navigation.mjs), and TypeORM's update() is
   * one UPDATE per row — 1,000 round trips. Rows already in place are not touched. Answers the
   * rows it changed, as they are now (a Save's next snapshot needs them).
   */
  async move(em: EntityManager, entries: readonly NavigationReorderEntry[]): Promise<PlacedItems> {
    if (entries.length === 0) return { items: [], created: [] };
    return placed(
      await queryRows<ItemRow>(
        em,
        `UPDATE navigation AS n
            SET parent_id = v.to_parent, order_index = v.to_order, updated_at = now()
           FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS v(to_id, to_parent, to_order)
          WHERE n.id = v.to_id
            AND (n.parent_id IS DISTINCT FROM v.to_parent OR n.order_index IS DISTINCT FROM v.to_order)
        RETURNING ${ITEM_COLUMNS}`,
        [entries.map((e) => e.id), entries.map((e) => e.parent_id), entries.map((e) => e.order_index)],
      ),
    );
  }

  async record(em: EntityManager, event: NavigationEventInput): Promise<void> {
    await this.recordMany(em, [event]);
  }

  /** Several events in one statement (a Save deleting a branch records one per row). */
  async recordMany(em: EntityManager, events: readonly NavigationEventInput[]): Promise<void> {
    for (let i = 0; i < events.length; i += INSERT_CHUNK) {
      await em.getRepository(NavigationEventEntity).insert(
        events.slice(i, i + INSERT_CHUNK).map((event) => ({
          actor_id: event.actorId,
          item_id: event.itemId,
          action: event.action,
          before: event.before,
          after: event.after,
        })),
      );
    }
  }
}
