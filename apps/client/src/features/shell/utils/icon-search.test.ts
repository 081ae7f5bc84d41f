import { describe, expect, it } from 'vitest';
import { iconSearch, ICON_SEARCH_LIMIT } from './icon-search';

const NAMES = ['arrow-up', 'arrow-up-right', 'circle-arrow-up', 'house', 'arrow-down', 'up-arrow-box'];

describe('icon search', () => {
  it.each([
    ['arrow up', ['arrow-up', 'arrow-up-right', 'circle-arrow-up', 'up-arrow-box']],
    ['ARROW-UP', ['arrow-up', 'arrow-up-right', 'circle-arrow-up', 'up-arrow-box']],
    ['up arrow', ['up-arrow-box', 'arrow-up', 'arrow-up-right', 'circle-arrow-up']],
    ['hou', ['house']],
    ['  ', []],
    ['guitar', []],
    // Pattern characters are plain text: no regular expression is built from a search
    ['.*', []],
    ['(a+)+$', []],
  ])('finds %j: the exact name, then names starting with it, then the rest', (query, expected) => {
    expect(iconSearch(NAMES, query).names).toEqual(expected);
  });

  it('shows the first matches and counts them all', () => {
    const many = Array.from({ length: 150 }, (_, i) => `shape-${i}`);
    const result = iconSearch(many, 'shape');
    expect(result.names).toHaveLength(ICON_SEARCH_LIMIT);
    expect(result.total).toBe(150);
  });

  it('reads at most 40 characters of a search', () => {
    expect(iconSearch(['a'.repeat(40)], 'a'.repeat(10_000)).names).toEqual(['a'.repeat(40)]);
  });
});
