import {
  isNavigationTempId,
  navigationSubtreeIds,
  type NavigationDraftBodyInput,
  type NavigationDraftCreateInput,
  type NavigationItem,
} from '@atrium/schema';
import { t } from '@lingui/core/macro';
import { childrenByParent, moveItem, applyPlacements } from './navigation-tree-edit';

/**
 * The builder's unsaved draft: the whole list of rows as the admin has shaped it — moved, added
 * (with a temporary id `tmp-…`), edited and deleted — over `base`, the server's list when the
 * draft began. Each change keeps the list before it, so Undo steps back over any of them. One
 * Save sends the difference to PUT /navigation/tree, which applies it all or nothing.
 */
export interface NavigationDraft {
  /** The server's rows the draft started from (null: no draft). */
  base: readonly NavigationItem[] | null;
  /** The rows as drafted (null: the server's rows). */
  items: readonly NavigationItem[] | null;
  /** The rows before each change, newest last, with what it did ("Moved Users under Admin"). */
  history: readonly { items: readonly NavigationItem[] | null; description: string }[];
}

export const EMPTY_DRAFT: NavigationDraft = Object.freeze({ base: null, items: null, history: [] });

/** The rows the builder shows: the draft's, or the server's when there is no draft. */
export function draftItems(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
): readonly NavigationItem[] {
  return draft.items ?? server;
}

function step(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
  items: NavigationItem[],
  description: string,
): NavigationDraft {
  const base = draft.base ?? server;
  return {
    base,
    items: keepServerOrder(base, items),
    history: [...draft.history, { items: draft.items, description }],
  };
}

/**
 * Sibling lists shown in the server's own order keep the server's order_index values, so moving
 * a row back where it was leaves nothing to save.
 */
function keepServerOrder(base: readonly NavigationItem[], items: NavigationItem[]): NavigationItem[] {
  const before = childrenByParent(base);
  const stored = new Map(base.map((item) => [item.id, item]));
  const restore = new Set<string>();
  for (const [parentId, list] of childrenByParent(items)) {
    const was = before.get(parentId) ?? [];
    if (was.length === list.length && was.every((item, i) => item.id === list[i].id)) {
      for (const item of list)
        if (item.order_index !== stored.get(item.id)!.order_index) restore.add(item.id);
    }
  }
  if (restore.size === 0) return items;
  return items.map((item) =>
    restore.has(item.id) ? { ...item, order_index: stored.get(item.id)!.order_index } : item,
  );
}

export type DraftMove =
  { kind: 'moved'; draft: NavigationDraft } | { kind: 'unchanged' } | { kind: 'refused'; reason: string };

/** The draft after moving `id` (see moveItem), recorded for undo under `description`. */
export function moveInDraft(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
  id: string,
  to: { parentId: string | null; index: number },
  description: string,
): DraftMove {
  const current = draftItems(draft, server);
  const result = moveItem(current, id, to);
  if (result.kind !== 'moved') return result;
  return {
    kind: 'moved',
    draft: step(draft, server, applyPlacements(current, result.placements), description),
  };
}

let tempCounter = 0;
/** A fresh temporary id for a new row (`tmp-…`, see NAVIGATION_TEMP_ID_PATTERN). */
export function newTempId(): string {
  tempCounter += 1;
  return `tmp-${Date.now().toString(36)}-${tempCounter}`;
}

/** The draft with a new row (the create body of the add dialog), last among its siblings. */
export function addToDraft(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
  input: Omit<NavigationItem, 'id' | 'updated_at' | 'order_index'> & { order_index?: number },
): { draft: NavigationDraft; item: NavigationItem } {
  const current = draftItems(draft, server);
  const siblings = current.filter((row) => (row.parent_id ?? null) === (input.parent_id ?? null));
  const last = siblings.reduce((max, row) => Math.max(max, row.order_index), -1);
  const item: NavigationItem = {
    ...input,
    id: newTempId(),
    order_index: last + 1,
    updated_at: new Date().toISOString(),
  };
  const title = item.title;
  return { draft: step(draft, server, [...current, item], t`Added ${title}`), item };
}

/** The draft with `id`'s fields changed (unchanged when the patch changes nothing). */
export function editInDraft(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
  id: string,
  patch: Partial<NavigationItem>,
): NavigationDraft {
  const current = draftItems(draft, server);
  const item = current.find((row) => row.id === id);
  if (!item) return draft;
  const next = { ...item, ...patch };
  if (FIELDS.every((key) => JSON.stringify(next[key]) === JSON.stringify(item[key]))) return draft;
  const title = next.title;
  return step(
    draft,
    server,
    current.map((row) => (row.id === id ? next : row)),
    t`Edited ${title}`,
  );
}

/** The draft without `id` and everything under it. */
export function deleteInDraft(
  draft: NavigationDraft,
  server: readonly NavigationItem[],
  id: string,
): NavigationDraft {
  const current = draftItems(draft, server);
  const item = current.find((row) => row.id === id);
  if (!item) return draft;
  const doomed = navigationSubtreeIds(current, [id]);
  const title = item.title;
  return step(
    draft,
    server,
    current.filter((row) => !doomed.has(row.id)),
    t`Deleted ${title}`,
  );
}

/** The draft before its last change (unchanged when there is none). */
export function undoDraft(draft: NavigationDraft): NavigationDraft {
  const last = draft.history.at(-1);
  if (!last) return draft;
  const history = draft.history.slice(0, -1);
  if (last.items === null) return EMPTY_DRAFT;
  return { base: draft.base, items: last.items, history };
}

/** What Undo would take back, or null. */
export function lastChange(draft: NavigationDraft): string | null {
  return draft.history.at(-1)?.description ?? null;
}

/** The fields an item's row holds, compared to find what changed. */
const FIELDS = [
  'title',
  'label',
  'path',
  'href',
  'icon',
  'description',
  'type',
  'parent_id',
  'order_index',
  'is_active',
  'is_visible',
  'required_role',
  'zone_id',
  'metadata',
] as const satisfies readonly (keyof NavigationItem)[];

export type ChangeKind = 'added' | 'edited' | 'moved' | 'deleted';

/** What one Save sends, and what the draft changes per row (for the tree's markers and the count). */
export interface DraftChanges {
  body: Required<NavigationDraftBodyInput>;
  /** Every row the draft adds, edits, moves or deletes. */
  kinds: ReadonlyMap<string, ChangeKind>;
  count: number;
}

export const NO_CHANGES: DraftChanges = Object.freeze({
  body: { create: [], update: [], delete: [] },
  kinds: new Map(),
  count: 0,
});

/**
 * The body of PUT /navigation/tree for the draft: new rows with their temporary ids (parents may
 * be new rows too), stored rows with only the fields that differ from `base`, and the stored rows
 * the draft no longer holds (their subtrees go with them on the server too).
 */
export function draftChanges(draft: NavigationDraft): DraftChanges {
  if (!draft.base || !draft.items) return NO_CHANGES;
  const stored = new Map(draft.base.map((item) => [item.id, item]));
  const kept = new Set<string>();
  const kinds = new Map<string, ChangeKind>();
  const body: DraftChanges['body'] = { create: [], update: [], delete: [] };
  for (const item of draft.items) {
    if (isNavigationTempId(item.id)) {
      const { id, updated_at: _updated, ...fields } = item;
      body.create.push({ temp_id: id, ...fields } as NavigationDraftCreateInput);
      kinds.set(id, 'added');
      continue;
    }
    const before = stored.get(item.id);
    if (!before) continue;
    kept.add(item.id);
    const patch: Record<string, unknown> = {};
    for (const key of FIELDS) {
      if (JSON.stringify(item[key]) !== JSON.stringify(before[key])) patch[key] = item[key];
    }
    const keys = Object.keys(patch);
    if (keys.length === 0) continue;
    body.update.push({ id: item.id, ...patch });
    kinds.set(
      item.id,
      keys.every((key) => key === 'parent_id' || key === 'order_index') ? 'moved' : 'edited',
    );
  }
  for (const item of draft.base) {
    if (kept.has(item.id)) continue;
    body.delete.push(item.id);
    kinds.set(item.id, 'deleted');
  }
  return { body, kinds, count: kinds.size };
}

/** A draft laid over the server's newer rows (see {@link rebaseDraft}). */
export interface RebasedDraft {
  draft: NavigationDraft;
  /** Titles of stored rows this draft changed that someone else has deleted since: those changes are gone. */
  dropped: string[];
}

/**
 * The draft laid over `fresh`, the server's rows after someone else saved since the draft began:
 * what they changed stays, and this draft's own changes go on top, field by field — its new
 * rows, its edits and moves (only the fields it changed), its deletes. Rows they added appear
 * (they are not deleted by this draft's Save); rows they deleted are gone, with this draft's
 * changes to them (named in `dropped`); a row this draft put under a row that is now gone goes
 * to the top level instead of being lost. Undo starts afresh from here.
 */
export function rebaseDraft(draft: NavigationDraft, fresh: readonly NavigationItem[]): RebasedDraft {
  if (!draft.base || !draft.items) return { draft, dropped: [] };
  const before = new Map(draft.base.map((item) => [item.id, item]));
  const now = new Map(fresh.map((item) => [item.id, item]));
  const drafted = new Set(draft.items.map((item) => item.id));
  const dropped: string[] = [];
  const items: NavigationItem[] = [];
  for (const item of draft.items) {
    if (isNavigationTempId(item.id)) {
      items.push(item);
      continue;
    }
    const theirs = now.get(item.id);
    const was = before.get(item.id);
    const mine = FIELDS.filter((key) => !was || JSON.stringify(item[key]) !== JSON.stringify(was[key]));
    if (!theirs) {
      if (mine.length > 0) dropped.push(item.title);
      continue;
    }
    items.push(Object.assign({ ...theirs }, Object.fromEntries(mine.map((key) => [key, item[key]]))));
  }
  for (const row of fresh) if (!before.has(row.id) && !drafted.has(row.id)) items.push(row);
  const present = new Set(items.map((item) => item.id));
  const placed = items.map((item) =>
    item.parent_id && !present.has(item.parent_id) ? { ...item, parent_id: null } : item,
  );
  return { draft: { base: fresh, items: placed, history: [] }, dropped };
}
