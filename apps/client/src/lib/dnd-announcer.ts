import type { Announcements } from '@dnd-kit/core';

/**
 * For `accessibility.announcements` of a DndContext whose list speaks through its own live region
 * (`LiveRegion` and `useAnnouncement` of @dnd-kit/accessibility): dnd-kit's announcer then says
 * nothing. It keeps its last words in the page for good, with no way to clear them, so after a
 * drop followed by Undo, a save that failed, or any other change, screen readers could still read
 * "… was dropped at …" about a move that no longer held. A region of one's own can be cleared or
 * given new words when the list changes otherwise (the navigation builder, the hubs' sortable
 * lists, the dashboard designer).
 */
export const SILENT_DND_ANNOUNCER: Announcements = {
  onDragStart: () => undefined,
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
