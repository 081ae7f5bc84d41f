import type { NavigationItem } from '@atrium/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUnsavedChangesWarning } from '../../../auth/hooks/useUnsavedChangesWarning';
import { invalidateNavigation } from '../../../shell/navigation-query';
import { toastFailure, toastSuccess } from '../../../zones/utils/mutation-feedback';
import { navigationAdminApi, navigationAdminQueries } from '../api/navigation-admin-api';
import {
  EMPTY_DRAFT,
  draftPayload,
  lastChange,
  moveInDraft,
  rebaseDraft,
  undoDraft,
  type NavigationDraft,
} from '../utils/navigation-draft';
import { applyPlacements } from '../utils/navigation-tree-edit';

export interface MoveTarget {
  parentId: string | null;
  index: number;
}

/**
 * The builder's state: the rows the server holds, the unsaved arrangement laid over them, undo of
 * the last change, and the one Save that sends the whole rearrangement in a single request.
 */
export function useNavigationBuilder() {
  const queryClient = useQueryClient();
  const list = useQuery(navigationAdminQueries.list());
  const server = useMemo(() => list.data ?? [], [list.data]);
  const [draft, setDraft] = useState<NavigationDraft>(EMPTY_DRAFT);

  // Rows added or deleted meanwhile (by this admin's dialogs or another): keep what still applies.
  useEffect(() => setDraft((current) => rebaseDraft(current, server)), [server]);

  const items = useMemo(() => applyPlacements(server, draft.placements), [server, draft.placements]);
  const payload = useMemo(() => draftPayload(draft, server), [draft, server]);
  const dirty = payload.length > 0;
  useUnsavedChangesWarning(dirty);

  const move = useCallback(
    (id: string, to: MoveTarget, description: string): boolean => {
      const result = moveInDraft(draft, server, id, to, description);
      if (result.kind === 'refused') {
        toastFailure('Cannot move there', new Error(result.reason));
        return false;
      }
      if (result.kind === 'moved') setDraft(result.draft);
      return result.kind === 'moved';
    },
    [draft, server],
  );

  const undo = useCallback(() => setDraft(undoDraft), []);

  const save = useMutation({
    mutationFn: () => navigationAdminApi.reorder(payload),
    onSuccess: async () => {
      const count = payload.length;
      await invalidateNavigation(queryClient);
      setDraft(EMPTY_DRAFT);
      toastSuccess(
        'Navigation saved',
        `${count} ${count === 1 ? 'item' : 'items'} placed anew. Every menu follows now.`,
      );
    },
    onError: (error) => toastFailure('Could not save the navigation', error),
  });

  return {
    list,
    server,
    items,
    draft,
    dirty,
    payload,
    move,
    undo,
    undoLabel: lastChange(draft),
    discard: () => setDraft(EMPTY_DRAFT),
    save,
    changedIds: draft.placements,
  };
}

/** Create, edit and delete (each stored at once; every menu is refreshed after). */
export function useNavigationItemWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateNavigation(queryClient);
  const create = useMutation({
    mutationFn: navigationAdminApi.create,
    onSuccess: async (item: NavigationItem) => {
      await refresh();
      toastSuccess('Menu item added', item.title);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Parameters<typeof navigationAdminApi.update>[1] }) =>
      navigationAdminApi.update(id, patch),
    onSuccess: async (item: NavigationItem) => {
      await refresh();
      toastSuccess('Menu item saved', item.title);
    },
  });
  const remove = useMutation({
    mutationFn: (item: NavigationItem) => navigationAdminApi.remove(item.id),
    onSuccess: async (_, item) => {
      await refresh();
      toastSuccess('Menu item deleted', item.title);
    },
    onError: (error) => toastFailure('Could not delete the menu item', error),
  });
  return { create, update, remove };
}
