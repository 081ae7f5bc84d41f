import type { KeyboardEvent } from 'react';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-nav-row] [data-nav-focus]')];
}

function rowOf(element: HTMLElement): HTMLElement | null {
  return element.closest<HTMLElement>('[data-nav-row]');
}

/**
 * Keyboard movement in the sidebar's menus (the tree view pattern over links): ↓/↑ the next or
 * previous entry, Home/End the first or last, → opens a closed group or enters an open one,
 * ← closes an open group or goes up to its parent. Enter follows the link (or toggles a group
 * heading) natively. Put on the element around the menus.
 */
export function onTreeKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-nav-focus')) return;
  const container = event.currentTarget;
  const row = rowOf(target);
  if (!row) return;
  const items = focusables(container);
  const index = items.indexOf(target);
  const toggle = row.querySelector<HTMLElement>('[data-nav-toggle]');
  const open = toggle?.getAttribute('aria-expanded');
  let next: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[index + 1];
      break;
    case 'ArrowUp':
      next = items[index - 1];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items.at(-1);
      break;
    case 'ArrowRight':
      if (open === 'false') {
        toggle!.click();
        event.preventDefault();
        return;
      }
      if (open === 'true') next = items[index + 1];
      break;
    case 'ArrowLeft': {
      if (open === 'true') {
        toggle!.click();
        event.preventDefault();
        return;
      }
      const parentId = row.getAttribute('data-nav-parent');
      if (parentId) {
        const parentRow = [...container.querySelectorAll<HTMLElement>('[data-nav-row]')].find(
          (candidate) => candidate.getAttribute('data-nav-id') === parentId,
        );
        next = parentRow?.querySelector<HTMLElement>('[data-nav-focus]') ?? undefined;
      }
      break;
    }
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
