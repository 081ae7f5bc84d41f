/**
 * Keeps the keyboard focus in the page when the control that held it goes away: a Save button
 * that disables itself once saved, an "Edit layout" button replaced by "Save layout", an Undo
 * with nothing left to undo. The browser then drops the focus on <body>, and a keyboard user
 * starts again from the top of the page (WCAG 2.4.3).
 *
 * Installed once for the app. It remembers the element that last took the focus and its
 * ancestors; when that element is disabled or removed and the focus is on <body> a moment later
 * (after dialogs and widgets had their turn to place it), it focuses the first enabled control
 * in the nearest container still on the page, or the page's main region. A pointer press
 * forgets the element: clicking empty space is the user's own choice of no focus.
 */
const TABBABLE =
  'button:not(:disabled), [href], input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

const HIDDEN = '[inert], [aria-hidden=true]';
const DRAGGING = '[aria-roledescription][aria-pressed=true]';

function usable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || el.closest(HIDDEN)) return false;
  // Laid out at all (not display:none, not in a closed <details>); jsdom lays out nothing.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

function gone(el: HTMLElement): boolean {
  return !el.isConnected || el.matches(':disabled') || el.closest('[inert]') !== null;
}

/** Where the focus goes: a control near where it was, else the main region. */
export function focusFallback(
  ancestors: readonly HTMLElement[],
  doc: Document = document,
): HTMLElement | null {
  const main = doc.getElementById('main-content');
  for (const container of ancestors) {
    if (!container.isConnected || container === doc.body || container.id === 'main-content') break;
    // A container holding the main region is the page itself: its first control would be the
    // skip link or the top bar, a jump back to the top (the page's own <main> was replaced).
    if (main && container.contains(main)) break;
    const inside = [...container.querySelectorAll(TABBABLE)].find(usable);
    if (inside) return inside;
  }
  return main;
}

export function installFocusKeeper(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  let last: HTMLElement | null = null;
  let ancestors: HTMLElement[] = [];
  let pending = false;

  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || event.target === doc.body) return;
    last = event.target;
    ancestors = [];
    for (let p = last.parentElement; p && p !== doc.body; p = p.parentElement) ancestors.push(p);
  };
  const onPointerDown = () => {
    last = null;
  };
  const later = (fn: () => void) =>
    typeof win.requestAnimationFrame === 'function'
      ? win.requestAnimationFrame(() => win.requestAnimationFrame(fn))
      : win.setTimeout(fn, 32);
  const rescue = () => {
    pending = false;
    const active = doc.activeElement;
    // Still on the disabled control itself (the browser drops it later) counts as lost too.
    if (!last || !gone(last) || (active && active !== doc.body && active !== last)) return;
    // A drag in progress (dnd-kit marks its handle pressed) places the focus itself on drop.
    if (doc.querySelector(DRAGGING)) return;
    const target = focusFallback(ancestors, doc);
    // No main region yet (the next page still loading, as right after signing in): the next
    // change of the page tries again.
    if (!target) return;
    last = null;
    // Not scrolled to: the control is beside the one that went, and a jump would lose the place.
    target.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(() => {
    if (pending || !last || !gone(last)) return;
    pending = true;
    later(rescue);
  });
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'inert'],
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('pointerdown', onPointerDown, true);
  };
}
