import type { DashboardLayout } from '@atrium/schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectionToolbar } from './SelectionToolbar';

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

/** What a screen reader reads after the button's name: the text of its aria-describedby. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SelectionToolbar', () => {
  // Alpha at the top-left corner, Beta filling the rest of its rows: Alpha can neither grow
  // wider nor move left, up or right.
  const layout = [stat('alpha', 'Alpha', 0, 0), stat('beta', 'Beta', 3, 0, 9, 2)];

  function renderToolbar() {
    const onChange = vi.fn();
    const onRefused = vi.fn();
    render(
      <SelectionToolbar
        widget={layout[0]}
        layout={layout}
        onChange={onChange}
        onRemove={() => {}}
        onRefused={onRefused}
      />,
    );
    return { onChange, onRefused };
  }

  it('keeps a tool that can do nothing focusable and says why, by description and tooltip', async () => {
    renderToolbar();
    const wider = screen.getByRole('button', { name: 'Wider Alpha' });
    // aria-disabled, not disabled: it stays in the tab order, so its reason can be reached.
    expect(wider.getAttribute('aria-disabled')).toBe('true');
    expect((wider as HTMLButtonElement).disabled).toBe(false);
    expect(description(wider)).toBe('No room to make Alpha wider: Beta is in the way.');
    expect(description(screen.getByRole('button', { name: 'Move left Alpha' }))).toBe(
      'Alpha cannot move further left: it is at the edge of the grid.',
    );
    expect(description(screen.getByRole('button', { name: 'Shorter Alpha' }))).toBe(
      'Alpha is already as short as it can be (2 rows).',
    );
    // A tool that acts has no reason to give.
    const taller = screen.getByRole('button', { name: 'Taller Alpha' });
    expect(taller.getAttribute('aria-disabled')).toBeNull();
    expect(taller.getAttribute('aria-describedby')).toBeNull();

    // Focused from the keyboard, it shows its tooltip: the label and the reason.
    wider.focus();
    expect(document.activeElement).toBe(wider);
    const tooltip = await screen.findByRole('tooltip');
    const shown = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]')!;
    // Shown: the label, and the reason under it.
    const lines = [...shown.querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toEqual(['Wider', 'No room to make Alpha wider: Beta is in the way.']);
    // While it shows, the tooltip describes the button: the reason, read once.
    expect(tooltip.textContent).toBe('No room to make Alpha wider: Beta is in the way.');
    expect(description(wider)).toBe('No room to make Alpha wider: Beta is in the way.');
  });

  it('does nothing when a tool that can do nothing is pressed, but says its reason again', () => {
    const { onChange, onRefused } = renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Wider Alpha' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith('alpha', 'No room to make Alpha wider: Beta is in the way.');
    fireEvent.click(screen.getByRole('button', { name: 'Taller Alpha' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0][0]).toMatchObject({ id: 'alpha', w: 3, h: 3 });
  });

  it('shows why the last move did nothing, under the widget’s name', () => {
    render(
      <SelectionToolbar
        widget={layout[0]}
        layout={layout}
        onChange={() => {}}
        onRemove={() => {}}
        onRefused={() => {}}
        refusal="No room to move Alpha right: Beta is in the way."
      />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Arrange Alpha' });
    expect(within(toolbar).getByTestId('designer-refusal').textContent).toBe(
      'No room to move Alpha right: Beta is in the way.',
    );
  });
});
