import { describe, expect, it } from 'vitest';
import { adjacentLane, arrangementOf, moveAcrossLanes } from './DatabaseBoard';

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

describe('moveAcrossLanes: where an ordered board puts a dragged card', () => {
  const lanes = { todo: ['a', 'b', 'c'], done: ['x', 'y'], '∅': [] };

  it.each([
    ['over a card of its lane, lower down: that card’s place', 'a', 'c', { todo: ['b', 'c', 'a'] }],
    ['over a card of its lane, higher up: that card’s place', 'c', 'a', { todo: ['c', 'a', 'b'] }],
    ['over its own lane: stays', 'b', 'todo', {}],
    ['over a card of another lane: before it', 'b', 'y', { todo: ['a', 'c'], done: ['x', 'b', 'y'] }],
    ['over another lane itself: at its end', 'a', 'done', { todo: ['b', 'c'], done: ['x', 'y', 'a'] }],
    ['over an empty lane: its only card', 'c', '∅', { todo: ['a', 'b'], '∅': ['c'] }],
    ['over itself: stays', 'b', 'b', {}],
    ['over something unknown: stays', 'b', 'nope', {}],
  ] as const)('%s', (_case, active, over, changed) => {
    expect(moveAcrossLanes(lanes, active, over)).toEqual({ ...lanes, ...changed });
  });
});

describe('arrangementOf: what a board shows, for its live region', () => {
  it('keeps the order of an ordered board, and only the lanes’ cards of the others', () => {
    const a = { todo: ['a', 'b'], done: ['c'] };
    const b = { todo: ['b', 'a'], done: ['c'] };
    expect(arrangementOf(a, true)).not.toBe(arrangementOf(b, true));
    expect(arrangementOf(a, false)).toBe(arrangementOf(b, false));
    expect(arrangementOf(a, false)).not.toBe(arrangementOf({ todo: ['a'], done: ['b', 'c'] }, false));
  });
});
