import type { CSSProperties } from 'react';

/**
 * The style that moves a row of a vertical sortable list (dnd-kit's useSortable) while others are
 * dragged past it: up or down only, in whole pixels (a fraction blurs text), with its transition.
 */
export function verticalSortableStyle(
  transform: { y: number } | null,
  transition: string | undefined,
): Pick<CSSProperties, 'transform' | 'transition'> {
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
}
