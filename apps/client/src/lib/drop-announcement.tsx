import { LiveRegion, useAnnouncement } from '@dnd-kit/accessibility';
import { useCallback, useEffect, useId, useRef } from 'react';

/**
 * The live region of a list or board that is reordered by drag and drop (give its DndContext
 * `SILENT_DND_ANNOUNCER`, lib/dnd-announcer.ts), and what it says: a drag's pick-up, place, drop
 * or cancel, or where a move button put an item.
 *
 * `shown` names the arrangement on screen (ids in their order, say). A drop or move is said about
 * the arrangement it made (`announce(text, made)`) and holds only while that one is shown: when
 * another shows — the save was refused and the order put back (its toast says so), or the list
 * changed otherwise — the words go, so no screen reader reads "… dropped at position 1" about a
 * move that no longer holds. Other words (a pick-up, a cancel) describe the arrangement shown, and
 * go when it changes too. Render `region` once, beside the DndContext.
 */
export function useDropAnnouncement(shown: string) {
  const id = `${useId()}-announcement`;
  const { announcement, announce: say } = useAnnouncement();
  /** The arrangement the words describe; null once they are cleared. */
  const about = useRef<string | null>(null);
  useEffect(() => {
    if (about.current === null || about.current === shown) return;
    about.current = null;
    say('');
  }, [shown, say]);
  const announce = useCallback(
    (text: string, made?: string) => {
      about.current = made ?? shown;
      say(text);
    },
    [say, shown],
  );
  return { region: <LiveRegion id={id} announcement={announcement} />, announce };
}
