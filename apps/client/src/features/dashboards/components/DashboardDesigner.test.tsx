import type { DashboardLayout } from '@atrium/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/test/render';
import { DashboardDesigner } from './DashboardDesigner';

const stat = (id: string, label: string, x: number, y: number, w = 3, h = 2) =>
  ({
    id,
    type: 'stat',
    x,
    y,
    w,
    h,
    config: { title: '', label, source: null, value: 1, unit: '', format: 'number', trend: null },
  }) as DashboardLayout[number];

// Alpha at the top-left corner, Beta filling the rest of its rows to the grid's right edge.
const TIGHT = [stat('alpha', 'Alpha', 0, 0), stat('beta', 'Beta', 3, 0, 9, 2)];

function Designer({ onChange }: { onChange: (layout: DashboardLayout) => void }) {
  const [layout, setLayout] = useState<DashboardLayout>(TIGHT);
  return (
    <DashboardDesigner
      layout={layout}
      onChange={(next) => {
        onChange(next);
        setLayout(next);
      }}
    />
  );
}

const announced = () => screen.getByTestId('designer-announcement').textContent;
const shown = () => screen.queryByTestId('designer-refusal')?.textContent ?? null;

describe('DashboardDesigner refusals', () => {
  beforeEach(() => {
    // jsdom has no PointerEvent: dnd-kit's pointer sensor reads isPrimary and the button.
    if (typeof window.PointerEvent === 'undefined') {
      class PointerEvent extends MouseEvent {
        readonly isPrimary: boolean;
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.isPrimary = init.isPrimary ?? true;
          this.pointerId = init.pointerId ?? 1;
        }
      }
      vi.stubGlobal('PointerEvent', PointerEvent);
    }
    // jsdom lays nothing out: the grid is 1200 px wide (a column is 101 px with its gap).
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if ((this as HTMLElement).dataset?.testid === 'widget-grid')
        return DOMRect.fromRect({ x: 0, y: 0, width: 1200, height: 400 });
      return DOMRect.fromRect({ x: 10, y: 10, width: 100, height: 40 });
    });
  });

  it('says why a widget dropped on its neighbour springs back, aloud and in the toolbar', () => {
    const onChange = vi.fn();
    renderWithQuery(<Designer onChange={onChange} />);
    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    // Dragged four columns right, onto Beta (which reaches the edge: no free place beyond it).
    fireEvent.pointerDown(handle, { button: 0, isPrimary: true, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(document, { clientX: 200, clientY: 22 });
    fireEvent.pointerMove(document, { clientX: 424, clientY: 22 });
    fireEvent.pointerUp(document, { clientX: 424, clientY: 22 });
    expect(onChange).not.toHaveBeenCalled();
    expect(announced()).toBe('No room to move Alpha right: Beta is in the way.');
    const toolbar = screen.getByRole('toolbar', { name: 'Arrange Alpha' });
    expect(within(toolbar).getByTestId('designer-refusal').textContent).toBe(
      'No room to move Alpha right: Beta is in the way.',
    );
    // dnd-kit's own announcer says nothing ("draggable item move:alpha was dropped").
    expect(document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '').toBe('');

    // Its corner dragged into Beta: the same reason a Shift + arrow right gets.
    const corner = screen.getByRole('button', { name: 'Resize Alpha' });
    fireEvent.pointerDown(corner, { button: 0, isPrimary: true, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(document, { clientX: 120, clientY: 20 });
    fireEvent.pointerMove(document, { clientX: 222, clientY: 20 });
    fireEvent.pointerUp(document, { clientX: 222, clientY: 20 });
    expect(onChange).not.toHaveBeenCalled();
    expect(announced()).toBe('No room to make Alpha wider: Beta is in the way.');
    expect(shown()).toBe('No room to make Alpha wider: Beta is in the way.');

    // A drag that works says where the widget went, and the reason goes.
    fireEvent.pointerDown(handle, { button: 0, isPrimary: true, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(document, { clientX: 20, clientY: 100 });
    fireEvent.pointerMove(document, { clientX: 20, clientY: 172 });
    fireEvent.pointerUp(document, { clientX: 20, clientY: 172 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(announced()).toBe('Alpha moved to column 1, row 3');
    expect(shown()).toBeNull();
  });

  it('shows a refused key’s reason too, not only to screen readers', () => {
    renderWithQuery(<Designer onChange={() => {}} />);
    const handle = screen.getByRole('button', { name: 'Move Alpha' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(announced()).toBe('Alpha cannot move further left: it is at the edge of the grid.');
    expect(shown()).toBe('Alpha cannot move further left: it is at the edge of the grid.');
    // Another widget selected: the reason was about Alpha, so it goes.
    fireEvent.focus(screen.getByRole('button', { name: 'Move Beta' }));
    expect(shown()).toBeNull();
  });
});
