import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a scroll box has more content below what shows (it overflows and is not scrolled to
 * the end): the widget body then fades out at the bottom and takes keyboard focus to scroll.
 */
export function useOverflowHint(ref: RefObject<HTMLElement | null>): { overflows: boolean; more: boolean } {
  const [state, setState] = useState({ overflows: false, more: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const overflows = box.scrollHeight > box.clientHeight + 1;
      const more = overflows && box.scrollTop + box.clientHeight < box.scrollHeight - 1;
      setState((s) => (s.overflows === overflows && s.more === more ? s : { overflows, more }));
    };
    // Changes (a chart drawing its SVG node by node, data arriving) are measured once per frame:
    // reading scrollHeight forces a layout, and every widget of a dashboard doing so on each of
    // its mutations made the browser lay the page out over and over while it loaded.
    let frame = 0;
    const later = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    // Sizes are measured in the ResizeObserver's callback, which runs right after the browser has
    // laid the page out: reading them there costs nothing. Its first call (every observed element
    // is reported once) is the first measurement — measuring at mount instead made each of a
    // dashboard's widgets force a layout of the page while it was still being built.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (!observer) measure(); // no ResizeObserver (jsdom): once now
    observer?.observe(box);
    for (const child of box.children) observer?.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of box.children) observer?.observe(child);
      later();
    });
    mutations.observe(box, { childList: true, subtree: true, characterData: true });
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      mutations.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
