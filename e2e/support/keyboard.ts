import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element visibly shows its focus: the pixels in and just around it (a ring
 * is drawn up to 4 px outside) differ between it focused and the same page with nothing focused.
 * Transitions are finished and the caret hidden, so only a focus indicator can make the change.
 */
async function focusIsVisible(page: Page, focused: Locator): Promise<boolean> {
  // A visually hidden control (a radio drawn as its label) shows its focus on what is seen.
  const box = await focused.evaluate((element) => {
    const seen = (node: Element) => node.getBoundingClientRect().width > 2;
    const shown = seen(element) ? element : (element.closest('label') ?? element.parentElement ?? element);
    const { x, y, width, height } = shown.getBoundingClientRect();
    return width > 0 && height > 0 ? { x, y, width, height } : null;
  });
  if (!box) return false;
  const view = page.viewportSize() ?? { width: 1280, height: 720 };
  const x = Math.max(0, box.x - 4);
  const y = Math.max(0, box.y - 4);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(view.width, box.x + box.width + 4) - x),
    height: Math.max(1, Math.min(view.height, box.y + box.height + 4) - y),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  // A handle, not the locator: `:focus` matches nothing once the element is blurred.
  const element = await focused.elementHandle();
  const withFocus = await shot();
  await element!.evaluate((node) => (node as HTMLElement).blur());
  const withoutFocus = await shot();
  await element!.focus();
  return !withFocus.equals(withoutFocus);
}

/** A short description of the focused element for failure messages. */
function describe(focused: Locator): Promise<string> {
  return focused.evaluate((element) => element.outerHTML.slice(0, 140));
}

/** The focused element has an accessible name and shows a visible focus indicator. */
export async function expectFocusNamedAndVisible(page: Page, where: string): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused, `${where}: something has the focus`).toHaveCount(1);
  const html = await describe(focused);
  await expect(focused, `${where}: the focused ${html} has a name`).toHaveAccessibleName(/\S/);
  expect(await focusIsVisible(page, focused), `${where}: the focused ${html} shows its focus`).toBe(true);
}

/**
 * Tabs through `container` (a dialog, a menu, a popover) from the element focused now, round to
 * where the walk began: every stop is inside it, has a name and shows a visible focus ring.
 * Returns how many stops there were.
 */
export async function expectTabStopsNamedAndVisible(page: Page, container: Locator, where: string) {
  // The walk ends back where it began, or at its first stop again (when it began on something
  // Tab does not stop at, such as a dialog's own box).
  const marker = 'data-tab-walk-start';
  const first = 'data-tab-walk-first';
  await page.evaluate((name) => document.activeElement?.setAttribute(name, ''), marker);
  let stops = 0;
  try {
    for (; stops < 80; stops += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused, `${where}: Tab ${stops + 1} lands somewhere`).toHaveCount(1);
      const html = await describe(focused);
      expect(
        await focused.evaluate((element, box) => box.contains(element), await container.elementHandle()),
        `${where}: Tab ${stops + 1} stays in the overlay (reached ${html})`,
      ).toBe(true);
      await expectFocusNamedAndVisible(page, `${where}, Tab ${stops + 1}`);
      const back = await focused.evaluate(
        (element, [start, firstStop, isFirst]) => {
          if (isFirst) element.setAttribute(firstStop, '');
          return !isFirst && (element.hasAttribute(start) || element.hasAttribute(firstStop));
        },
        [marker, first, stops === 0] as const,
      );
      if (back) return stops + 1;
    }
  } finally {
    await page.evaluate(
      (names) => names.forEach((name) => document.querySelector(`[${name}]`)?.removeAttribute(name)),
      [marker, first],
    );
  }
  throw new Error(`${where}: 80 Tab presses never came back to where the walk began`);
}
