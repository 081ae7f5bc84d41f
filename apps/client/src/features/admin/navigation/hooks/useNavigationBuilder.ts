import type { NavigationItem } from '@atrium/schema';
import { useAnnouncement } from '@dnd-kit/accessibility';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { invalidateNavigation } from '@/features/shell/navigation-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { toast } from '@atrium/ui';
import { navigationAdminApi, navigationAdminKeys, navigationAdminQueries } from '../api/navigation-admin-api';
import {
  EMPTY_DRAFT,
  addToDraft,
  deleteInDraft,
  draftChanges,
  draftItems,
  editInDraft,
  lastChange,
  moveInDraft,
  rebaseDraft,
  undoDraft,
  type NavigationDraft,
} from '../utils/navigation-draft';

export interface MoveTarget {
  parentId: string | null;
  index: number;
}

export type NewNavigationItem = Parameters<typeof addToDraft>[2];

/**
 * The builder's state: the rows the server holds, the unsaved draft laid over them (moves, adds,
 * edits and deletes), undo of the last change, and the one Save that sends the whole draft in a
 * single request (PUT /navigation/tree, all or nothing on the server).
 *
 * It also holds what the builder's live region says (`announcement`: a drag, a move, an undo).
 * That text only ever describes the last change: every other change of the draft clears it, Undo
 * replaces it with what it took back, and a Save clears it (its toast speaks), so nothing false —
 * "dropped under …" after that move was undone — stays readable in the page.
 */
export function useNavigationBuilder() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const list = useQuery(navigationAdminQueries.list());
  const server = useMemo(() => list.data ?? [], [list.data]);
  const [draft, setDraftOnly] = useState<NavigationDraft>(EMPTY_DRAFT);
  const { announcement, announce } = useAnnouncement();
  /** A new draft; the last announcement no longer describes it, so it goes (or `said` replaces it). */
  const setDraft = useCallback(
    (next: NavigationDraft | ((current: NavigationDraft) => NavigationDraft), said = '') => {
      setDraftOnly(next);
      announce(said);
    },
    [announce],
  );

  const items = draftItems(draft, server);
  const changes = useMemo(() => draftChanges(draft), [draft]);
  const dirty = changes.count > 0;

  const move = useCallback(
    (id: string, to: MoveTarget, description: string): boolean => {
      const result = moveInDraft(draft, server, id, to, description);
      if (result.kind === 'refused') {
        toastFailure(t`Cannot move there`, new Error(result.reason));
        return false;
      }
      if (result.kind === 'moved') setDraft(result.draft);
      return result.kind === 'moved';
    },
    [draft, server, t, setDraft],
  );
  const add = useCallback(
    (input: NewNavigationItem): NavigationItem => {
      const result = addToDraft(draft, server, input);
      setDraft(result.draft);
      return result.item;
    },
    [draft, server, setDraft],
  );
  const edit = useCallback(
    (id: string, patch: Partial<NavigationItem>) => setDraft(editInDraft(draft, server, id, patch)),
    [draft, server, setDraft],
  );
  const remove = useCallback(
    (id: string) => setDraft(deleteInDraft(draft, server, id)),
    [draft, server, setDraft],
  );
  /** Takes back the last change and says which ("Undid: Move “Users” up. Nothing left to undo."). */
  const undo = useCallback(() => {
    const label = lastChange(draft);
    if (!label) return;
    const left = draft.history.length - 1;
    setDraft(
      undoDraft(draft),
      t`Undid: ${label}. ${plural(left, { 0: 'Nothing left to undo.', one: '# more change to undo.', other: '# more changes to undo.' })}`,
    );
  }, [draft, setDraft, t]);

  const save = useMutation({
    mutationFn: () => navigationAdminApi.saveDraft(changes.body),
    onSuccess: async (result) => {
      const count = changes.count;
      queryClient.setQueryData(navigationAdminKeys.list(), result.items);
      setDraft(EMPTY_DRAFT); // the toast below says it was saved
      await invalidateNavigation(queryClient);
      toastSuccess(
        t`Navigation saved`,
        t`${plural(count, { one: '# change', other: '# changes' })} stored. Every menu follows now.`,
      );
    },
    onError: async (error) => {
      // A save refused because someone else changed the menu since this draft began (an item
      // they deleted, a parent gone): the draft is laid over their rows, kept, and can be saved
      // again — rather than refused on every try until it is discarded.
      const base = draft.base;
      const fresh = base
        ? await queryClient.fetchQuery({ ...navigationAdminQueries.list(), staleTime: 0 }).catch(() => null)
        : null;
      if (!base || !fresh || JSON.stringify(fresh) === JSON.stringify(base)) {
        toastFailure(t`Could not save the navigation`, error);
        return;
      }
      const rebased = rebaseDraft(draft, fresh);
      setDraft(rebased.draft);
      const gone = rebased.dropped.join(', ');
      toast({
        variant: 'warning',
        title: t`The navigation was changed by someone else`,
        description:
          rebased.dropped.length > 0
            ? t`Nothing was saved. Your changes now sit on top of theirs; they deleted ${gone}, so your changes to it are gone. Check the tree and save again.`
            : t`Nothing was saved. Your changes now sit on top of theirs: check the tree and save again.`,
      });
    },
  });

  return {
    list,
    server,
    items,
    draft,
    dirty,
    changes,
    move,
    add,
    edit,
    remove,
    undo,
    undoLabel: lastChange(draft),
    discard: () => setDraft(EMPTY_DRAFT),
    save,
    /** What the builder's live region says now (see above). */
    announcement,
    /** Says `text` in the builder's live region (a drag's pick-up, drop or cancel). */
    announce,
  };
}
