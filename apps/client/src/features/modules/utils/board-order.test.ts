import { describe, expect, it } from 'vitest';
import { byOrderField, orderValue, reorderChanges } from './board-order';

const row = (id: string, position: unknown, status = 'todo') => ({ id, position, status });

describe('byOrderField', () => {
  it('puts the lowest first, empty and non-numbers last, and keeps the order of equal values', () => {
    const rows = [row('a', null), row('b', 2), row('c', 1), row('d', 'x'), row('e', 1), row('f', -3)];
    expect(byOrderField(rows, 'position').map((r) => r.id)).toEqual(['f', 'c', 'e', 'b', 'a', 'd']);
  });

  it('reads only finite numbers as a place', () => {
    expect(orderValue(row('a', 2.5), 'position')).toBe(2.5);
    expect(orderValue(row('a', '2'), 'position')).toBeNull();
    expect(orderValue(row('a', Number.NaN), 'position')).toBeNull();
  });
});

describe('reorderChanges', () => {
  const rows = [row('a', 1), row('b', 2), row('c', 3), row('x', 7, 'done')];
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  const base = { rowsById, orderField: 'position', laneField: 'status', laneValue: 'todo' };

  it('writes only the cards whose number changes when one moves up in its column', () => {
    const changes = reorderChanges({ ...base, laneIds: ['a', 'c', 'b'], movedId: 'c' });
    expect(changes.map((c) => [c.row.id, c.values])).toEqual([
      ['c', { position: 2 }],
      ['b', { position: 3 }],
    ]);
  });

  it("gives a card from another column the column's value and its place", () => {
    const changes = reorderChanges({ ...base, laneIds: ['a', 'x', 'b', 'c'], movedId: 'x' });
    expect(changes.map((c) => [c.row.id, c.values])).toEqual([
      ['x', { position: 2, status: 'todo' }],
      ['b', { position: 3 }],
      ['c', { position: 4 }],
    ]);
  });

  it('numbers empty places and writes nothing when the order already holds', () => {
    const loose = new Map([row('a', null), row('b', 5)].map((r) => [r.id, r]));
    expect(
      reorderChanges({ ...base, rowsById: loose, laneIds: ['b', 'a'], movedId: 'a' }).map((c) => c.values),
    ).toEqual([{ position: 1 }, { position: 2 }]);
    expect(reorderChanges({ ...base, laneIds: ['a', 'b', 'c'], movedId: 'b' })).toEqual([]);
  });
});
