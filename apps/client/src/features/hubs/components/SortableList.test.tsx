import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';

const ITEMS = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
  { id: 'c', name: 'Gamma' },
];
type Item = (typeof ITEMS)[number];

/**
 * A list saved as the hubs' is: the new order shown at once (optimistic), and `putBack` plays the
 * server refusing it (the cached order rolled back).
 */
function Harness({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const [items, setItems] = useState<readonly Item[]>(ITEMS);
  return (
    <>
      <SortableList
        label="Hubs"
        items={items}
        onReorder={(ids) => {
          onReorder(ids);
          setItems(ids.map((id) => ITEMS.find((i) => i.id === id)!));
        }}
        renderItem={(item) => <span>{item.name}</span>}
      />
      <button type="button" onClick={() => setItems(ITEMS)}>
        put back
      </button>
    </>
  );
}

/** The list's own live region (dnd-kit's is `DndLiveRegion-…`). */
const region = () => document.querySelector<HTMLElement>('[id$="-announcement"][role="status"]')!;
const dndKitRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('SortableList announcements', () => {
  beforeEach(() => {
    // jsdom lays nothing out: each row is 40 px tall, one under the other, so the keyboard
    // sensor finds the row above and below.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const li = this.closest('li');
      const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 40, width: 400, height: 40 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says where a keyboard drop put the item, and clears it when the order is put back', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Beta' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(region().textContent).toBe('Beta is over position 2 of 3.'));
    // The sensor listens for the arrows after a timer of 0 ms (KeyboardSensor.attach).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
    await waitFor(() => expect(region().textContent).toBe('Beta is over position 1 of 3.'));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(region().textContent).toBe('Beta dropped at position 1 of 3.'));
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c']);
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);
    // dnd-kit's own announcer says nothing: its words would stay in the page for good.
    expect(dndKitRegion()?.textContent ?? '').toBe('');

    // The save failed and the order is put back: the drop's words go with it.
    fireEvent.click(screen.getByRole('button', { name: 'put back' }));
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(region().textContent).toBe('');
    expect(document.body.textContent).not.toContain('dropped at position 1');
  });

  it('says a cancelled drag, and where a move button put the item, until the order changes otherwise', async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Drag Alpha' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(region().textContent).toBe('Alpha is over position 1 of 3.'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(region().textContent).toBe('Moving Alpha was cancelled.'));
    expect(onReorder).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c']);
    expect(region().textContent).toBe('Alpha moved to position 2 of 3.');
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    expect(region().textContent).toBe('Gamma moved to position 2 of 3.');
    fireEvent.click(screen.getByRole('button', { name: 'put back' }));
    expect(region().textContent).toBe('');
  });
});
