import {
  applyPlacements,
  childrenByParent,
  moveItem,
  reorderPayload,
  type Placement,
  type ReorderEntry,
  type TreeRow,
} from './navigation-tree-edit';

/**
 * The unsaved arrangement of the builder: placements laid over the rows the server holds (rows the
 * server adds or deletes meanwhile simply appear or vanish), and the arrangements before each
 * change, so the last change can be undone before saving.
 */
export interface NavigationDraft {
  placements: ReadonlyMap<string, Placement>;
  /** What each change replaced, newest last, with what it did ("Moved Users under Admin"). */
  history: readonly { placements: ReadonlyMap<string, Placement>; description: string }[];
}

export const EMPTY_DRAFT: NavigationDraft = Object.freeze({ placements: new Map(), history: [] });

/**
 * Only real changes stay in the draft: a sibling list shown in the server's own order needs none of
 * its placements (so moving a row back where it was leaves nothing to save), nor does a placement
 * equal to the server's.
 */
function withoutUnchanged<T extends TreeRow>(
  server: readonly T[],
  placements: ReadonlyMap<string, Placement>,
): Map<string, Placement> {
  const serverLists = childrenByParent(server);
  const sameOrder = new Set<string>();
  for (const [parentId, list] of childrenByParent(applyPlacements(server, placements))) {
    const before = serverLists.get(parentId) ?? [];
    if (before.length === list.length && before.every((item, i) => item.id === list[i].id)) {
      for (const item of list) sameOrder.add(item.id);
    }
  }
  const changed = new Set(reorderPayload(server, placements).map((entry) => entry.id));
  return new Map([...placements].filter(([id]) => changed.has(id) && !sameOrder.has(id)));
}

export type DraftMove =
  { kind: 'moved'; draft: NavigationDraft } | { kind: 'unchanged' } | { kind: 'refused'; reason: string };

/** The draft after moving `id` (see moveItem), recorded for undo under `description`. */
export function moveInDraft<T extends TreeRow>(
  draft: NavigationDraft,
  server: readonly T[],
  id: string,
  to: { parentId: string | null; index: number },
  description: string,
): DraftMove {
  const result = moveItem(applyPlacements(server, draft.placements), id, to);
  if (result.kind !== 'moved') return result;
  const placements = withoutUnchanged(server, new Map([...draft.placements, ...result.placements]));
  return {
    kind: 'moved',
    draft: { placements, history: [...draft.history, { placements: draft.placements, description }] },
  };
}

/** The draft before its last change (unchanged when there is none). */
export function undoDraft(draft: NavigationDraft): NavigationDraft {
  const last = draft.history.at(-1);
  if (!last) return draft;
  return { placements: last.placements, history: draft.history.slice(0, -1) };
}

/** What Undo would take back, or null. */
export function lastChange(draft: NavigationDraft): string | null {
  return draft.history.at(-1)?.description ?? null;
}

/** The reorder request of one Save (empty: nothing to save). */
export function draftPayload<T extends TreeRow>(
  draft: NavigationDraft,
  server: readonly T[],
): ReorderEntry[] {
  return reorderPayload(server, draft.placements);
}

/**
 * The draft against a newer server list (after an add, edit or delete): placements of rows that
 * are gone, or that point at a parent that is gone, are dropped — in the history too — and those
 * the server now already holds fall away.
 */
export function rebaseDraft<T extends TreeRow>(
  draft: NavigationDraft,
  server: readonly T[],
): NavigationDraft {
  const ids = new Set(server.map((item) => item.id));
  const keep = (placements: ReadonlyMap<string, Placement>) =>
    new Map(
      [...placements].filter(
        ([id, placement]) => ids.has(id) && (placement.parent_id === null || ids.has(placement.parent_id)),
      ),
    );
  const placements = withoutUnchanged(server, keep(draft.placements));
  const history = draft.history.map((entry) => ({ ...entry, placements: keep(entry.placements) }));
  if (
    placements.size === draft.placements.size &&
    history.every((h, i) => h.placements.size === draft.history[i].placements.size)
  ) {
    return draft;
  }
  return { placements, history };
}
