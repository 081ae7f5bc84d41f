import { describe, expect, it } from 'vitest';
import { applyOrder, moveId, moveIndex } from './move-item';

describe('moving items in an ordered list', () => {
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 5, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 1, ['a', 'b', 'c']],
  ])('moveId(%j, %s, %i) → %j', (ids, id, delta, expected) => {
    expect(moveId(ids, id, delta)).toEqual(expected);
  });

  it('moveIndex drops an item where dnd-kit says', () => {
    expect(moveIndex(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('applyOrder', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  it('puts the listed items first, in order, and keeps the others after them', () => {
    expect(applyOrder(items, ['c', 'a']).map((i) => i.id)).toEqual(['c', 'a', 'b', 'd']);
  });
  it('ignores ids it does not hold', () => {
    expect(applyOrder(items, ['x', 'b']).map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
  });
});
