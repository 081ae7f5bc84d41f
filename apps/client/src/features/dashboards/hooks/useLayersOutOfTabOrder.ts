import { useEffect, type RefObject } from 'react';

/** recharts 3's z-index layers: one `<g>` per layer, drawn into through a React portal. */
const LAYERS = 'g[class^="recharts-zIndex-layer_"]:not([tabindex])';

/**
 * Keeps a chart's z-index layers out of the Tab order. React listens for focus events on every
 * portal container, and Chromium makes an SVG element with focus listeners focusable: each layer
 * `<g>` became a Tab stop with no name (3–5 a chart) inside a drawing that is hidden from screen
 * readers anyway (its `role="img"` box is named by its points). recharts dropped its own
 * `tabIndex={-1}` on these groups in 3.x; `tabindex="-1"` puts them back out of the order, and
 * the layers come and go with the chart's content, so they are marked as they appear.
 */
export function useLayersOutOfTabOrder(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const mark = () => {
      for (const layer of root.querySelectorAll(LAYERS)) layer.setAttribute('tabindex', '-1');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
}
