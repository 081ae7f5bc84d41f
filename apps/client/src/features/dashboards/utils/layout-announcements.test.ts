import type { DashboardLayout, DashboardWidget } from '@atrium/schema';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { refusalForKey } from '../components/DesignerWidget';
import { refusalMessage } from './layout-announcements';

const stat = (id: string, x: number, y: number, w = 3, h = 2) =>
  ({
    id,
    type: 'stat',
    x,
    y,
    w,
    h,
    config: { title: '', label: id, source: 'fixed', value: 1, unit: '', format: 'number', trend: null },
  }) as DashboardLayout[number];

const nameOf = (widget: DashboardWidget) => (widget.type === 'stat' ? widget.config.label : widget.id);

/** What a screen reader hears after `key` (Shift: resize) on `id`'s handle changes nothing. */
function heard(layout: DashboardLayout, id: string, key: string, shift = false): string | null {
  const widget = layout.find((w) => w.id === id)!;
  const refusal = refusalForKey(layout, widget, key, shift);
  return refusal && refusalMessage(i18n, refusal, nameOf(widget), nameOf);
}

describe('why a designer key changed nothing, as announced', () => {
  it('names the neighbour a widget cannot grow over or move past', () => {
    const layout = [stat('Alpha', 0, 0), stat('Beta', 3, 0, 9, 2), stat('Gamma', 0, 2)];
    expect(heard(layout, 'Alpha', 'ArrowRight', true)).toBe(
      'No room to make Alpha wider: Beta is in the way.',
    );
    expect(heard(layout, 'Alpha', 'ArrowDown', true)).toBe(
      'No room to make Alpha taller: Gamma is in the way.',
    );
    expect(heard(layout, 'Alpha', 'ArrowRight')).toBe('No room to move Alpha right: Beta is in the way.');
    expect(heard(layout, 'Beta', 'ArrowLeft')).toBe('No room to move Beta left: Alpha is in the way.');
  });

  it('says when the grid ends or the size cannot change further', () => {
    const layout = [stat('Alpha', 0, 0, 2, 2), stat('Right', 9, 0), stat('Tall', 0, 4, 2, 24)];
    expect(heard(layout, 'Alpha', 'ArrowLeft')).toBe(
      'Alpha cannot move further left: it is at the edge of the grid.',
    );
    expect(heard(layout, 'Alpha', 'ArrowUp')).toBe(
      'Alpha cannot move further up: it is at the top of the grid.',
    );
    expect(heard(layout, 'Right', 'ArrowRight')).toBe(
      'Right cannot move further right: it is at the edge of the grid.',
    );
    expect(heard(layout, 'Right', 'ArrowRight', true)).toBe(
      'Right cannot grow wider: it reaches the right edge of the grid.',
    );
    expect(heard(layout, 'Alpha', 'ArrowLeft', true)).toBe(
      'Alpha is already as narrow as it can be (2 columns).',
    );
    expect(heard(layout, 'Alpha', 'ArrowUp', true)).toBe('Alpha is already as short as it can be (2 rows).');
    expect(heard(layout, 'Tall', 'ArrowDown', true)).toBe(
      'Tall is already as tall as a widget can be (24 rows).',
    );
  });

  it('has nothing to say when the key moves or resizes, or is not an arrow', () => {
    const layout = [stat('Alpha', 0, 0), stat('Beta', 3, 0)];
    expect(heard(layout, 'Alpha', 'ArrowRight')).toBeNull(); // jumps past Beta
    expect(heard(layout, 'Alpha', 'ArrowDown', true)).toBeNull();
    expect(heard(layout, 'Alpha', 'Enter')).toBeNull();
  });
});
