import { useEffect, useState, type CSSProperties } from 'react';

/** A box on screen, in CSS pixels from the viewport's top left (a DOMRect's sides). */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** An open dialog's parts that toasts must leave visible: its box, its header's foot, its footer's top. */
export interface DialogParts {
  dialog: Box;
  /** Where its header (title, description, the corner ×) ends, as if its body were not scrolled. */
  headerBottom: number;
  /** Where its footer (the bar holding Cancel and Save) starts. */
  footerTop: number;
}

/** Where the toasts' region goes: the region's own box (it pads its toasts by 16 px). */
export interface ToastPlacement {
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  maxHeight: number;
}

/** The region's width at most (toasts of 388 px, padded), the least it may shrink to beside a dialog, and the height one toast needs. */
export const TOAST_REGION = { width: 420, minWidth: 320, minHeight: 112 } as const;

/**
 * Where toasts go while a dialog with a footer is open, so that they cover neither its header
 * (the title and the ×) nor its footer's buttons: beside the dialog when a column of the screen
 * is free (a side panel on a laptop: left of it; a centred dialog on a wide screen: right of it),
 * at the bottom of the screen; else over the dialog's body, just above its footer, never higher
 * than its header's foot (a phone, where the dialog spans the width); else — a body too short for
 * a toast — above the dialog or below it, where the screen has room.
 */
export function toastPlacement(
  view: { width: number; height: number },
  parts: DialogParts,
  region: { width: number; minWidth: number; minHeight: number } = TOAST_REGION,
): ToastPlacement {
  const { dialog, headerBottom, footerTop } = parts;
  const right = view.width - dialog.right;
  if (right >= region.minWidth) {
    return { left: dialog.right, width: Math.min(region.width, right), bottom: 0, maxHeight: view.height };
  }
  if (dialog.left >= region.minWidth) {
    const width = Math.min(region.width, dialog.left);
    return { left: dialog.left - width, width, bottom: 0, maxHeight: view.height };
  }
  const span = Math.min(region.width, dialog.right - dialog.left);
  const left = dialog.left + (dialog.right - dialog.left - span) / 2;
  const body = footerTop - headerBottom;
  const below = view.height - dialog.bottom;
  if (body < region.minHeight && dialog.top >= region.minHeight) {
    return { left, width: span, bottom: view.height - dialog.top, maxHeight: dialog.top };
  }
  if (body < region.minHeight && below >= region.minHeight) {
    return { left, width: span, top: dialog.bottom, maxHeight: below };
  }
  return { left, width: span, bottom: view.height - footerTop, maxHeight: Math.max(body, 0) };
}

/** An open dialog's parts on screen, or null for a dialog without a footer (a command palette). */
export function measureDialog(content: Element): DialogParts | null {
  const footer =
    content.querySelector('[data-slot="dialog-footer-bar"]:not(:empty)') ??
    [...content.querySelectorAll('[data-slot="dialog-footer"]')].at(-1);
  if (!footer) return null;
  const dialog = content.getBoundingClientRect();
  const header =
    content.querySelector('[data-slot="dialog-header"]') ??
    content.querySelector('[data-slot="dialog-title"]');
  // A footer dialog's DialogHeader sits above the body and stays put; a bare title inside the
  // body scrolls with it: where it ends when the body is at its top.
  const scrolled = header?.closest('[data-slot="dialog-body"]')?.scrollTop ?? 0;
  const close = content.querySelector('[data-slot="dialog-close"]');
  const headerBottom = Math.max(
    header ? header.getBoundingClientRect().bottom + scrolled : dialog.top,
    close ? close.getBoundingClientRect().bottom : dialog.top,
  );
  return { dialog, headerBottom, footerTop: footer.getBoundingClientRect().top };
}

/** The topmost open dialog of ours (the last one opened: Radix portals each to the body's end). */
function openDialog(): Element | null {
  return [...document.querySelectorAll('[data-slot="dialog-content"][data-state="open"]')].at(-1) ?? null;
}

/**
 * The toasts' region style while a dialog with a footer is open (see `toastPlacement`), else
 * undefined (its usual place). Measured again when a dialog opens or closes, changes size, ends
 * its opening animation, when the window is resized, and when `toasts` changes (a toast shows).
 */
export function useToastPlacement(toasts: unknown): CSSProperties | undefined {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  useEffect(() => {
    let frame = 0;
    let watched: Element | null = null;
    // jsdom has no ResizeObserver: there the dialog's size is measured on the other events only.
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => schedule());
    const measure = () => {
      frame = 0;
      const content = openDialog();
      if (content !== watched) {
        sizes?.disconnect();
        watched = content;
        if (content) {
          sizes?.observe(content);
          const bar = content.querySelector('[data-slot="dialog-footer-bar"]');
          if (bar) sizes?.observe(bar);
        }
      }
      const parts = content ? measureDialog(content) : null;
      const next = parts
        ? toastPlacement({ width: window.innerWidth, height: window.innerHeight }, parts)
        : null;
      setPlacement((last) => (JSON.stringify(last) === JSON.stringify(next) ? last : next));
    };
    function schedule() {
      if (!frame) frame = requestAnimationFrame(measure);
    }
    // Radix portals a dialog into the body: a child added or removed there, or a state changed.
    const dom = new MutationObserver(schedule);
    dom.observe(document.body, { childList: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('animationend', schedule, true);
    document.addEventListener('transitionend', schedule, true);
    measure();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      sizes?.disconnect();
      dom.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('animationend', schedule, true);
      document.removeEventListener('transitionend', schedule, true);
    };
  }, [toasts]);
  if (!placement) return undefined;
  return {
    top: placement.top ?? 'auto',
    bottom: placement.bottom ?? 'auto',
    left: placement.left,
    right: 'auto',
    width: placement.width,
    maxWidth: 'none',
    maxHeight: placement.maxHeight,
    translate: 'none',
    flexDirection: placement.top === undefined ? 'column' : 'column-reverse',
    overflow: 'hidden',
  };
}
