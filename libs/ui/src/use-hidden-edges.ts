import { useEffect, useState } from 'react';

/**
 * Which ends of a row that scrolls sideways hide something: its first and last children watched
 * against the row itself (IntersectionObserver), so scrolling and resizing both update it. Give
 * the row `data-hidden-start` / `data-hidden-end` from it and the `edge-fade-x` utility (as
 * TabsList does), and the row fades out where something is hidden, so it reads as scrollable.
 */
export function useHiddenEdges(
  list: HTMLElement | null,
  /** Changes when the row's children do (they are observed again). */
  children: unknown = null,
): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!list || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let next = current;
          for (const entry of entries) {
            const hidden = entry.intersectionRatio < 0.99;
            if (entry.target === first && next.start !== hidden) next = { ...next, start: hidden };
            if (entry.target === last && next.end !== hidden) next = { ...next, end: hidden };
          }
          return next;
        }),
      { root: list, threshold: [0.99] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [list, children]);
  return edges;
}
