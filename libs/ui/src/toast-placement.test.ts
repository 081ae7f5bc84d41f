import { describe, expect, it } from 'vitest';
import { toastPlacement, type Box, type ToastPlacement } from './toast-placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** The toasts' region's box on screen (it pads its toasts by 16 px). */
function regionBox(view: { height: number }, p: ToastPlacement) {
  const top = p.top ?? view.height - (p.bottom ?? 0) - p.maxHeight;
  const bottom = p.bottom === undefined ? top + p.maxHeight : view.height - p.bottom;
  return { left: p.left, right: p.left + p.width, top, bottom };
}

describe('toastPlacement: toasts clear of an open dialog’s header and footer buttons', () => {
  it('a side panel on a laptop (1280 px): in the free column left of it, at the bottom', () => {
    const view = { width: 1280, height: 800 };
    const p = toastPlacement(view, { dialog: box(704, 0, 1280, 800), headerBottom: 100, footerTop: 740 });
    expect(p).toEqual({ left: 284, width: 420, bottom: 0, maxHeight: 800 });
    expect(p.left + p.width).toBeLessThanOrEqual(704);
  });

  it('a centred dialog on a wide screen: right of it, as narrow as the room there', () => {
    const view = { width: 1280, height: 800 };
    const p = toastPlacement(view, { dialog: box(384, 100, 896, 700), headerBottom: 170, footerTop: 640 });
    expect(p).toMatchObject({ left: 896, width: 384, bottom: 0 });
  });

  it('a phone (375 px) with a full-height panel: over its body, just above the footer, below the header', () => {
    const view = { width: 375, height: 667 };
    const parts = { dialog: box(0, 0, 375, 667), headerBottom: 96, footerTop: 600 };
    const p = toastPlacement(view, parts);
    expect(p).toEqual({ left: 0, width: 375, bottom: 67, maxHeight: 504 });
    const region = regionBox(view, p);
    expect(region.top).toBeGreaterThanOrEqual(parts.headerBottom);
    expect(region.bottom).toBeLessThanOrEqual(parts.footerTop);
  });

  it('a short dialog whose body has no room for a toast: above it, else below it', () => {
    const view = { width: 375, height: 667 };
    const above = toastPlacement(view, { dialog: box(16, 250, 359, 420), headerBottom: 320, footerTop: 360 });
    expect(above).toEqual({ left: 16, width: 343, bottom: 417, maxHeight: 250 });
    const below = toastPlacement(view, { dialog: box(16, 40, 359, 420), headerBottom: 300, footerTop: 360 });
    expect(below).toEqual({ left: 16, width: 343, top: 420, maxHeight: 247 });
  });
});
