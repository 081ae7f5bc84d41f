import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import {
  findNavigationTreeProblemsFrom,
  isNavigationTempId,
  navigationSubtreeIds,
  publicNavigation,
} from '@atrium/schema';
import type {
  NavigationDraftBody,
  NavigationDraftResult,
  NavigationItem,
  NavigationItemCreate,
  NavigationItemUpdate,
  NavigationReorderEntry,
  Route,
} from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import { CachedBody } from '../../common/http/cached-response.js';
import type { Principal } from '../../common/http/principal.js';
import { AppException } from '../../common/errors/app.exception.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { PermissionCaches } from '../permissions/permission-caches.js';
import { RoutesService } from '../routes/routes.service.js';
import { NavigationMenus } from './navigation-menus.js';
import {
  NavigationRepository,
  compareDisplayOrder,
  type DisplayRow,
  type PlacedItems,
} from './navigation.repository.js';
import type { NavigationLink, NavigationValues } from './navigation.repository.js';

/** The change feed's topic: the navigation table's statement trigger (migration Navigation). */
export const NAVIGATION_TOPIC = 'navigation';

/** Every row once, with what the per-caller lists need. */
interface Snapshot {
  /** Every row, in display order. */
  items: readonly NavigationItem[];
  /** Each row's creation time (epoch µs), aligned with `items`: the order's tie-break. */
  created: readonly number[];
  /** The table's change version the rows were read at (undefined: unknown). */
  version: string | undefined;
  /** The per-caller lists, with their cache, and every row (`menus.all`: GET ?all=true, a Save's answer). */
  menus: NavigationMenus;
  /** Zones that have at least one item: only these matter for a caller's cache key. */
  zonesWithItems: Set<string>;
}

/** What a write's tree checks start from: every row's links, and the snapshot they came from. */
interface WriteBase {
  links: readonly NavigationLink[];
  snapshot?: Snapshot;
}

/** The table as a write leaves it, put together inside its transaction (nextSnapshot). */
interface NextSnapshot {
  /** The menus of the snapshot the write started from: their items' bytes are reused. */
  previous: NavigationMenus;
  items: NavigationItem[];
  created: number[];
  version: string | undefined;
}

/**
 * A draft's new items with each one after the new item it is under (`parent_id` a temporary id),
 * so that statements inserting them in this order never name a parent not yet stored. Linear:
 * each item is placed once, walking up only through items not yet placed. The draft's tree was
 * checked first, so the walk up ends.
 */
export function parentsFirst<T extends { temp_id: string; parent_id?: string | null }>(
  entries: readonly T[],
): T[] {
  const byTemp = new Map(entries.map((e) => [e.temp_id, e] as const));
  const placed = new Set<string>();
  const out: T[] = [];
  for (const entry of entries) {
    const chain: T[] = [];
    for (
      let at: T | undefined = entry;
      at && !placed.has(at.temp_id);
      at = at.parent_id ? byTemp.get(at.parent_id) : undefined
    ) {
      placed.add(at.temp_id);
      chain.push(at);
    }
    for (let k = chain.length - 1; k >= 0; k--) out.push(chain[k]);
  }
  return out;
}

/**
 * What a Save answers (NavigationDraftResult): every row after it, as the snapshot's JSON bytes
 * (10,000 rows are not serialised again), and the id each temporary id got.
 */
export interface SavedDraft {
  items: Buffer;
  ids: NavigationDraftResult['ids'];
}

function nameOf(item: { id: string; title?: string | null }): string {
  return item.title ? `Navigation item "${item.title}" (${item.id})` : `Navigation item ${item.id}`;
}

/**
 * Navigation: the menus as rows (README.md). Reads are answered from memory — every row loaded
 * once, and each distinct (role, zones) list put together once from the items' JSON, with its ETag
 * (NavigationMenus); the snapshot and its lists are dropped on every write through this node at once, and on every other node by the change feed's
 * `navigation` topic (LISTEN/NOTIFY, or the one-second poll). Writes run one at a time under a
 * table lock, check the tree, and record who changed what in navigation_events in the same
 * transaction.
 */
@Injectable()
export class NavigationService implements OnModuleInit {
  private snapshot?: Promise<Snapshot>;
  /** `snapshot` once it has loaded. */
  private loaded?: Snapshot;
  private publicBody?: { routes: readonly Route[]; body: CachedBody };

  constructor(
    private readonly repository: NavigationRepository,
    private readonly changes: ChangeFeedService,
    private readonly permissions: PermissionCaches,
    private readonly routes: RoutesService,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe(NAVIGATION_TOPIC, () => this.tableChanged());
  }

  /**
   * The change feed heard that the table changed (on any node, or by psql): the snapshot is
   * dropped unless it was read at the table's version now. A write through this node has already
   * dropped its snapshot and loaded the next one (a Save answers every row), so its own
   * notification, arriving a moment later, no longer costs a second load of every row.
   */
  private tableChanged(): void {
    const pending = this.snapshot;
    if (!pending) return;
    const drop = () => {
      if (this.snapshot === pending) this.invalidate();
    };
    void Promise.all([pending, this.repository.version(null)]).then(([snapshot, now]) => {
      if (snapshot.version !== now) drop();
    }, drop);
  }

  invalidate(): void {
    this.snapshot = undefined;
    this.loaded = undefined;
  }

  /**
   * What the tree checks of a write need of every row, read under the write's lock: the loaded
   * snapshot's rows when the table's change version is still the one they were read at (no
   * statement has written the table since, on any node: every one bumps it), else a read. A
   * 1,000-item Save on 10,000 rows spent 20–30 ms reading them again.
   */
  private async currentLinks(em: EntityManager): Promise<WriteBase> {
    const known = this.loaded;
    if (known?.version !== undefined && (await this.repository.version(em)) === known.version)
      return { links: known.items, snapshot: known };
    return { links: await this.repository.links(em) };
  }

  /**
   * The table after a write, still inside its transaction, when the write started from the loaded
   * snapshot (`base.snapshot`): that snapshot without the rows the write deleted or changed, plus
   * the changed rows (`returned`: as the write's statement answered them; `changed`: ids read
   * back here), with what PostgreSQL set (updated_at, defaults), in display order, at the version
   * the write leaves. Under the write's lock nothing else can have changed a row. A 1,000-item
   * Save then reads no row again and serialises only the 1,000 it moved. Undefined when the write
   * started from a read: the next reader loads every row.
   */
  private async nextSnapshot(
    em: EntityManager,
    base: WriteBase,
    changed: Iterable<string>,
    deleted: ReadonlySet<string>,
    returned: PlacedItems = { items: [], created: [] },
  ): Promise<NextSnapshot | undefined> {
    const from = base.snapshot;
    if (!from) return undefined;
    const have = new Set(returned.items.map((item) => item.id));
    const read = await this.repository.findPlaced(
      em,
      [...new Set(changed)].filter((id) => !have.has(id)),
    );
    const fresh: DisplayRow[] = [];
    for (const rows of [returned, read])
      rows.items.forEach((item, i) => fresh.push({ item, created: rows.created[i] }));
    fresh.sort(compareDisplayOrder);
    // The rows kept are in display order already: the changed rows, sorted, are merged in (a
    // linear merge, not a sort of every row).
    const replaced = new Set(fresh.map((r) => r.item.id));
    const items: NavigationItem[] = [];
    const created: number[] = [];
    let j = 0;
    from.items.forEach((item, i) => {
      if (replaced.has(item.id) || deleted.has(item.id)) return;
      const row = { item, created: from.created[i] };
      while (j < fresh.length && compareDisplayOrder(fresh[j], row) < 0) {
        items.push(fresh[j].item);
        created.push(fresh[j++].created);
      }
      items.push(item);
      created.push(row.created);
    });
    for (; j < fresh.length; j++) {
      items.push(fresh[j].item);
      created.push(fresh[j].created);
    }
    const version = (await this.repository.version(em)) ?? undefined;
    return { previous: from.menus, items, created, version };
  }

  /** After the write committed: its next snapshot in place of the one it started from. */
  private install(next: NextSnapshot | undefined): void {
    this.invalidate();
    if (!next) return;
    const snapshot = this.snapshotOf(next.items, next.created, next.version, next.previous);
    this.snapshot = Promise.resolve(snapshot);
    this.loaded = snapshot;
    // A write on another node that committed after this one and was heard before this line has
    // dropped the snapshot this one replaced, not this one: compare versions once more.
    this.tableChanged();
  }

  private snapshotOf(
    items: readonly NavigationItem[],
    created: readonly number[],
    version: string | undefined,
    previous?: NavigationMenus,
  ): Snapshot {
    const menus = new NavigationMenus(items, previous);
    return {
      items,
      created,
      version,
      menus,
      zonesWithItems: new Set(items.flatMap((i) => (i.zone_id === null ? [] : [i.zone_id]))),
    };
  }

  /**
   * GET /navigation: active, visible items the caller's platform role may see, global or in a
   * zone the caller is a member of (only `zoneId`'s, when given), by order_index.
   */
  async listFor(principal: Principal, zoneId?: string): Promise<CachedBody> {
    const snapshot = await this.load();
    let zones: string[] = [];
    if (snapshot.zonesWithItems.size > 0) {
      const memberOf = (await this.permissions.roles.get(principal.userId)) ?? new Map<string, unknown>();
      if (zoneId !== undefined) {
        if (memberOf.has(zoneId) && snapshot.zonesWithItems.has(zoneId)) zones = [zoneId];
      } else {
        for (const zone of memberOf.keys()) if (snapshot.zonesWithItems.has(zone)) zones.push(zone);
        zones.sort();
      }
    }
    return snapshot.menus.list(principal.role, zones);
  }

  /**
   * GET /navigation/preview (admins): exactly what a member of `zoneId` (or of no zone) whose
   * platform role is `role` gets from GET /navigation. 400 when the role does not exist.
   */
  async preview(role: string, zoneId?: string): Promise<CachedBody> {
    const exists = await this.repository.roleExists(null, role);
    if (!exists)
      throw AppException.validation(`Role "${role}" does not exist`, [
        { path: 'role', message: `Role "${role}" does not exist` },
      ]);
    const snapshot = await this.load();
    const zones = zoneId !== undefined && snapshot.zonesWithItems.has(zoneId) ? [zoneId] : [];
    return snapshot.menus.list(role, zones);
  }

  /** GET /navigation?all=true (admins): every row, for the builder. */
  async listAll(): Promise<CachedBody> {
    return (await this.load()).menus.all;
  }

  /** GET /navigation/public: the specification's public navigation, from the route set. */
  async publicList(): Promise<CachedBody> {
    const routes = await this.routes.allRoutes();
    if (this.publicBody?.routes === routes) return this.publicBody.body;
    const body = CachedBody.of(publicNavigation(routes));
    this.publicBody = { routes, body };
    return body;
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = this.repository.findAll().then(({ items, created, version }) => {
        const loaded = this.snapshotOf(items, created, version);
        if (this.snapshot === loading) this.loaded = loaded;
        return loaded;
      });
      this.snapshot = loading;
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  /** POST /navigation (admins). */
  async create(actor: Principal, input: NavigationItemCreate): Promise<NavigationItem> {
    const { id: rawId, ...rest } = input;
    const id = rawId?.toLowerCase();
    const values: NavigationValues = {
      title: rest.title,
      label: rest.label ?? null,
      path: rest.path ?? null,
      href: rest.href ?? null,
      icon: rest.icon ?? null,
      description: rest.description ?? null,
      type: rest.type,
      parent_id: rest.parent_id?.toLowerCase() ?? null,
      order_index: rest.order_index,
      is_active: rest.is_active,
      is_visible: rest.is_visible,
      required_role: rest.required_role ?? null,
      zone_id: rest.zone_id?.toLowerCase() ?? null,
      metadata: rest.metadata,
    };
    const item = await this.repository.writing(async (em) => {
      if (id !== undefined && (await this.repository.findOne(em, id)))
        throw AppException.conflict(`Navigation item ${id} already exists`);
      await this.checkReferences(em, { id: id ?? null, title: values.title }, values);
      if (values.parent_id) {
        // Under an existing parent: only the depth bound can be broken (no cycle through a new item).
        const { links } = await this.currentLinks(em);
        const byId = new Map(links.map((l) => [l.id, l]));
        const newId = id ?? 'new item';
        byId.set(newId, { id: newId, title: values.title, parent_id: values.parent_id, order_index: 0 });
        this.assertTree(byId, [newId]);
      }
      const created = await this.repository.insert(em, id, values);
      await this.repository.record(em, {
        actorId: actor.userId,
        itemId: created.id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
    this.invalidate();
    return item;
  }

  /** PATCH /navigation/:id (admins). */
  async update(actor: Principal, id: string, patch: NavigationItemUpdate): Promise<NavigationItem> {
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, v]) => v !== undefined),
    ) as Partial<NavigationValues>;
    // Ids are compared as text below: the canonical (lowercase) form, as PostgreSQL returns them.
    if (changes.parent_id) changes.parent_id = changes.parent_id.toLowerCase();
    if (changes.zone_id) changes.zone_id = changes.zone_id.toLowerCase();
    const item = await this.repository.writing(async (em) => {
      const before = await this.repository.findOne(em, id);
      if (!before) throw AppException.notFound('Navigation item not found');
      const next = { ...before, ...changes };
      await this.checkReferences(em, next, changes);
      if (changes.parent_id !== undefined && changes.parent_id !== before.parent_id) {
        const { links } = await this.currentLinks(em);
        const byId = new Map(links.map((l) => [l.id, l]));
        byId.set(id, { ...byId.get(id)!, parent_id: next.parent_id, title: next.title });
        this.assertTree(byId, [id]);
      }
      const updated = await this.repository.update(em, id, changes);
      await this.repository.record(em, {
        actorId: actor.userId,
        itemId: id,
        action: 'update',
        before,
        after: updated,
      });
      return updated;
    });
    this.invalidate();
    return item;
  }

  /** DELETE /navigation/:id and DELETE /navigation?id= (admins): the item and everything under it. */
  async remove(actor: Principal, id: string): Promise<void> {
    await this.repository.writing(async (em) => {
      const { links } = await this.currentLinks(em);
      if (!links.some((l) => l.id === id)) throw AppException.notFound('Navigation item not found');
      const before = await this.repository.findMany(em, [...navigationSubtreeIds(links, [id])]);
      await this.repository.delete(em, [id]);
      await this.repository.recordMany(
        em,
        before.map((row) => ({
          actorId: actor.userId,
          itemId: row.id,
          action: 'delete',
          before: row,
          after: null,
        })),
      );
    });
    this.invalidate();
  }

  /**
   * PUT /navigation/reorder (admins): moves any subset of the items (the rest keep their place)
   * in one transaction, all or nothing. Unknown ids, and a result that is not a tree (an item
   * under itself, under an unknown parent, or in a cycle), are refused with 400 naming the items.
   */
  async reorder(actor: Principal, entries: readonly NavigationReorderEntry[]): Promise<void> {
    const next = await this.repository.writing(async (em) => {
      const base = await this.currentLinks(em);
      const byId = new Map(base.links.map((l) => [l.id, l]));
      const details: { path: string; message: string }[] = [];
      const index = new Map<string, number>();
      entries.forEach((entry, i) => {
        const id = entry.id.toLowerCase();
        index.set(id, i);
        if (!byId.has(id))
          details.push({ path: `items.${i}.id`, message: `Navigation item ${entry.id} does not exist` });
      });
      if (details.length) throw AppException.validation(details[0].message, details);
      const moved: NavigationReorderEntry[] = [];
      const before: NavigationReorderEntry[] = [];
      for (const entry of entries) {
        const id = entry.id.toLowerCase();
        const current = byId.get(id)!;
        const parent_id = entry.parent_id === null ? null : entry.parent_id.toLowerCase();
        if (current.parent_id === parent_id && current.order_index === entry.order_index) continue;
        before.push({ id, parent_id: current.parent_id, order_index: current.order_index });
        moved.push({ id, parent_id, order_index: entry.order_index });
        byId.set(id, { ...current, parent_id, order_index: entry.order_index });
      }
      this.assertTree(
        byId,
        moved.map((m) => m.id),
        index,
      );
      if (moved.length === 0) return undefined;
      const movedRows = await this.repository.move(em, moved);
      await this.repository.record(em, {
        actorId: actor.userId,
        itemId: null,
        action: 'reorder',
        before,
        after: moved,
      });
      return this.nextSnapshot(em, base, [], new Set(), movedRows);
    });
    this.install(next);
  }

  /**
   * PUT /navigation/tree (admins): the builder's whole draft — new items (with temporary ids their
   * children may name as parent), changed items (only the changed fields; a move is a change of
   * parent_id/order_index) and deleted items (with everything under them in the resulting tree) —
   * in one transaction under the same lock as every write, all or nothing. Checked before anything
   * is written: unknown ids and temporary ids, parents, zones and roles that do not exist, and a
   * result that is not a tree (400 naming the item, path `create.i…`, `update.i…` or `delete.i`).
   * Recorded in navigation_events like the single writes: one `create` per new item, one `update`
   * per item with changed fields, one `reorder` listing the items only moved, one `delete` per
   * removed row.
   */
  async saveDraft(actor: Principal, draft: NavigationDraftBody): Promise<SavedDraft> {
    const ids: Record<string, string> = {};
    for (const entry of draft.create) ids[entry.temp_id] = randomUUID();
    const next = await this.repository.writing(async (em) => {
      const base = await this.currentLinks(em);
      const stored = new Map(base.links.map((l) => [l.id, l]));
      const details: { path: string; message: string }[] = [];
      const fail = () => {
        if (details.length) throw AppException.validation(details[0].message, details);
      };
      const ref = (
        value: string | null | undefined,
        path: string,
        who: string,
      ): string | null | undefined => {
        if (value === undefined || value === null) return value;
        if (isNavigationTempId(value)) {
          if (ids[value] === undefined)
            details.push({
              path,
              message: `${who} is under ${value}, which is not a new item of this draft`,
            });
          return value;
        }
        return value.toLowerCase();
      };

      // The resulting parent map, new items under their temporary ids (so messages name them).
      const next = new Map<string, NavigationLink>(stored);
      const where = new Map<string, string>();
      const updates = draft.update.map((entry, i) => {
        const id = entry.id.toLowerCase();
        const current = stored.get(id);
        if (!current) {
          details.push({ path: `update.${i}.id`, message: `Navigation item ${entry.id} does not exist` });
          return { i, id, entry, parent: undefined };
        }
        const parent = ref(entry.parent_id, `update.${i}.parent_id`, nameOf(current));
        next.set(id, {
          id,
          title: entry.title ?? current.title,
          parent_id: parent === undefined ? current.parent_id : parent,
          order_index: entry.order_index ?? current.order_index,
        });
        where.set(id, `update.${i}.parent_id`);
        return { i, id, entry, parent };
      });
      draft.create.forEach((entry, i) => {
        const who = `New item "${entry.title}" (${entry.temp_id})`;
        const parent = ref(entry.parent_id, `create.${i}.parent_id`, who) ?? null;
        next.set(entry.temp_id, {
          id: entry.temp_id,
          title: entry.title,
          parent_id: parent,
          order_index: entry.order_index,
        });
        where.set(entry.temp_id, `create.${i}.parent_id`);
      });
      draft.delete.forEach((raw, i) => {
        if (!stored.has(raw.toLowerCase()))
          details.push({ path: `delete.${i}`, message: `Navigation item ${raw} does not exist` });
      });
      fail();
      // Only walks up from the new and changed items: the stored rows are a forest.
      for (const problem of findNavigationTreeProblemsFrom(next, where.keys()))
        details.push({ path: where.get(problem.id) ?? 'parent_id', message: problem.message });
      fail();

      // Zones and roles named by new or changed items exist (each looked up once).
      const zones = new Map<string, string>();
      const roles = new Map<string, string>();
      const named = (values: { zone_id?: string | null; required_role?: string | null }, path: string) => {
        if (values.zone_id && !zones.has(values.zone_id.toLowerCase()))
          zones.set(values.zone_id.toLowerCase(), path);
        if (values.required_role && !roles.has(values.required_role)) roles.set(values.required_role, path);
      };
      draft.create.forEach((entry, i) => named(entry, `create.${i}`));
      draft.update.forEach((entry, i) => named(entry, `update.${i}`));
      for (const [zone, path] of zones)
        if (!(await this.repository.zoneExists(em, zone)))
          details.push({
            path: `${path}.zone_id`,
            message: `${this.draftName(draft, path, stored)}: zone ${zone} does not exist`,
          });
      for (const [role, path] of roles)
        if (!(await this.repository.roleExists(em, role)))
          details.push({
            path: `${path}.required_role`,
            message: `${this.draftName(draft, path, stored)}: role "${role}" does not exist`,
          });
      fail();

      // Deleted: the listed items and everything under them in the resulting tree.
      const doomed = draft.delete.length
        ? navigationSubtreeIds(
            next.values(),
            draft.delete.map((raw) => raw.toLowerCase()),
          )
        : new Set<string>();
      const real = (id: string | null): string | null =>
        id !== null && isNavigationTempId(id) ? ids[id] : id;

      // 1. New items, parents first, in multi-row statements, each recorded.
      const createdRows = await this.repository.insertMany(
        em,
        parentsFirst(draft.create.filter((entry) => !doomed.has(entry.temp_id))).map((entry) => ({
          id: ids[entry.temp_id],
          values: {
            title: entry.title,
            label: entry.label ?? null,
            path: entry.path ?? null,
            href: entry.href ?? null,
            icon: entry.icon ?? null,
            description: entry.description ?? null,
            type: entry.type,
            parent_id: real(entry.parent_id?.toLowerCase() ?? null),
            order_index: entry.order_index,
            is_active: entry.is_active,
            is_visible: entry.is_visible,
            required_role: entry.required_role ?? null,
            zone_id: entry.zone_id?.toLowerCase() ?? null,
            metadata: entry.metadata,
          },
        })),
      );
      await this.repository.recordMany(
        em,
        createdRows.map((row) => ({
          actorId: actor.userId,
          itemId: row.id,
          action: 'create' as const,
          before: null,
          after: row,
        })),
      );

      // 2. Changed items: fields one by one (with the audit's before/after), moves in one statement.
      const moved: NavigationReorderEntry[] = [];
      const movedBefore: NavigationReorderEntry[] = [];
      const edits = updates.filter(({ id }) => !doomed.has(id));
      const editedIds = edits
        .filter(({ entry }) => Object.keys(entry).some((k) => !PLACEMENT_KEYS.has(k)))
        .map((u) => u.id);
      const beforeRows = new Map((await this.repository.findMany(em, editedIds)).map((r) => [r.id, r]));
      for (const { id, entry, parent } of edits) {
        const { id: _id, parent_id: _parent, ...fields } = entry;
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        ) as Partial<NavigationValues>;
        if (parent !== undefined) changes.parent_id = real(parent);
        if (changes.zone_id) changes.zone_id = changes.zone_id.toLowerCase();
        const before = beforeRows.get(id);
        if (before) {
          const updated = await this.repository.update(em, id, changes);
          await this.repository.record(em, {
            actorId: actor.userId,
            itemId: id,
            action: 'update',
            before,
            after: updated,
          });
          continue;
        }
        const current = stored.get(id)!;
        const to = {
          id,
          parent_id: changes.parent_id === undefined ? current.parent_id : changes.parent_id,
          order_index: changes.order_index ?? current.order_index,
        };
        if (to.parent_id === current.parent_id && to.order_index === current.order_index) continue;
        movedBefore.push({ id, parent_id: current.parent_id, order_index: current.order_index });
        moved.push(to);
      }
      let movedRows: PlacedItems | undefined;
      if (moved.length) {
        movedRows = await this.repository.move(em, moved);
        await this.repository.record(em, {
          actorId: actor.userId,
          itemId: null,
          action: 'reorder',
          before: movedBefore,
          after: moved,
        });
      }

      // 3. Deleted items, each recorded.
      const gone = [...doomed].filter((id) => stored.has(id));
      const goneRows = await this.repository.findMany(em, gone);
      await this.repository.delete(em, gone);
      await this.repository.recordMany(
        em,
        goneRows.map((row) => ({
          actorId: actor.userId,
          itemId: row.id,
          action: 'delete',
          before: row,
          after: null,
        })),
      );
      const created = draft.create.filter((e) => !doomed.has(e.temp_id)).map((e) => ids[e.temp_id]);
      // A new item under one this draft deletes goes with it, never stored: it gets no id.
      for (const entry of draft.create) if (doomed.has(entry.temp_id)) delete ids[entry.temp_id];
      return this.nextSnapshot(em, base, [...created, ...beforeRows.keys()], new Set(gone), movedRows);
    });
    this.install(next);
    return { items: (await this.load()).menus.all.body, ids };
  }

  /** How a draft's messages name the entry at `path` ("create.3" or "update.0"). */
  private draftName(draft: NavigationDraftBody, path: string, stored: Map<string, NavigationLink>): string {
    const [list, index] = path.split('.');
    if (list === 'create') {
      const entry = draft.create[Number(index)];
      return `New item "${entry.title}" (${entry.temp_id})`;
    }
    const id = draft.update[Number(index)].id.toLowerCase();
    return nameOf(stored.get(id) ?? { id });
  }

  /** 400 naming each item when the items in `changed` leave the parent map no forest. */
  private assertTree(
    byId: ReadonlyMap<string, NavigationLink>,
    changed: Iterable<string>,
    index?: Map<string, number>,
  ): void {
    const problems = findNavigationTreeProblemsFrom(byId, changed);
    if (problems.length === 0) return;
    throw AppException.validation(
      problems[0].message,
      problems.map((p) => {
        const i = index?.get(p.id);
        return { path: i === undefined ? 'parent_id' : `items.${i}.parent_id`, message: p.message };
      }),
    );
  }

  /** 400 when the parent, the zone or the required role named by a write does not exist. */
  private async checkReferences(
    em: EntityManager,
    item: { id: string | null; title: string },
    values: Partial<NavigationValues>,
  ): Promise<void> {
    const who = item.id ? nameOf({ id: item.id, title: item.title }) : `Navigation item "${item.title}"`;
    const details: { path: string; message: string }[] = [];
    if (values.parent_id) {
      if (values.parent_id === item.id)
        details.push({ path: 'parent_id', message: `${who} cannot be its own parent` });
      else if (!(await this.repository.findOne(em, values.parent_id)))
        details.push({ path: 'parent_id', message: `${who} has an unknown parent ${values.parent_id}` });
    }
    if (values.zone_id && !(await this.repository.zoneExists(em, values.zone_id)))
      details.push({ path: 'zone_id', message: `${who}: zone ${values.zone_id} does not exist` });
    if (values.required_role && !(await this.repository.roleExists(em, values.required_role)))
      details.push({
        path: 'required_role',
        message: `${who}: role "${values.required_role}" does not exist`,
      });
    if (details.length) throw AppException.validation(details[0].message, details);
  }
}

/** The fields of a draft's change that only move an item. */
const PLACEMENT_KEYS = new Set(['id', 'parent_id', 'order_index']);
