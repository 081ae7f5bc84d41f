import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
  /** The `key` the size was measured under (see below). */
  key: string;
}

/**
 * The element's content box in pixels, kept up to date by a ResizeObserver (0 × 0 until measured).
 * `key` names what else shapes the box (a chart's legend beside or under its plot, say): when it
 * changes, the box is measured again before the browser paints, and the size carries the key it
 * was measured under, so a caller can wait for the size that matches what it rendered instead of
 * drawing once with a stale size and again when the observer reports the new one.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, key = ''): ElementSize {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0, key: '' });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      setSize((prev) =>
        prev.width === width && prev.height === height && prev.key === key ? prev : { width, height, key },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, key]);
  return size;
}
