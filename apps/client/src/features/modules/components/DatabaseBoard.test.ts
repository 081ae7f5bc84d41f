import { describe, expect, it } from 'vitest';
import { adjacentLane } from './DatabaseBoard';

describe('adjacentLane: where arrow right and left take a dragged card', () => {
  // Three lanes 288 px wide with 12 px between them, listed out of order.
  const lanes = [
    { id: 'done', rect: { left: 600, width: 288 } },
    { id: 'todo', rect: { left: 0, width: 288 } },
    { id: 'doing', rect: { left: 300, width: 288 } },
  ];

  it.each([
    ['from the first lane, right: the second', 144, 'right', 'doing'],
    ['from the second lane, right: the third', 444, 'right', 'done'],
    ['from the last lane, right: none', 744, 'right', null],
    ['from the last lane, left: the second', 744, 'left', 'doing'],
    ['from the second lane, left: the first', 444, 'left', 'todo'],
    ['from the first lane, left: none', 144, 'left', null],
    ['a card half over a gap, right: the lane starting after its centre', 294, 'right', 'doing'],
  ] as const)('%s', (_case, centre, direction, expected) => {
    expect(adjacentLane(lanes, centre, direction)).toBe(expected);
  });

  it('no lanes: none', () => {
    expect(adjacentLane([], 100, 'right')).toBeNull();
  });
});
