import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildNavigationTree,
  findNavigationTreeProblems,
  findNavigationTreeProblemsFrom,
  findNavigationDepthProblems,
  navigationSubtreeIds,
  flattenNavigationTree,
  type NavigationTreeInput,
  type NavigationTreeNode,
} from './navigation-tree.js';
import { NAVIGATION_MAX_DEPTH } from './navigation-limits.js';

interface Item extends NavigationTreeInput {
  id: string;
  parent_id: string | null;
  order_index?: number | null;
  required_role?: string | null;
}

const item = (
  id: string,
  parent_id: string | null,
  order_index?: number | null,
  required_role?: string | null,
) => ({
  id,
  parent_id,
  ...(order_index === undefined ? {} : { order_index }),
  ...(required_role === undefined ? {} : { required_role }),
});

/** `a(b c(d))` — the shape of a tree, by id. */
function shape(nodes: readonly NavigationTreeNode<Item>[]): string {
  return nodes.map((n) => (n.children.length ? `${n.id}(${shape(n.children)})` : n.id)).join(' ');
}

describe('buildNavigationTree: the specification as a table', () => {
  const cases: Array<{ rule: string; items: Item[]; tree: string }> = [
    { rule: 'empty data gives an empty tree', items: [], tree: '' },
    { rule: 'items without parent_id are roots', items: [item('a', null), item('b', null)], tree: 'a b' },
    {
      rule: 'children hang under their parent, whatever the input order',
      items: [item('c', 'a'), item('a', null), item('b', 'a')],
      tree: 'a(c b)',
    },
    {
      rule: 'an item whose parent is missing is dropped',
      items: [item('a', null), item('b', 'gone')],
      tree: 'a',
    },
    {
      rule: 'and so is everything under it',
      items: [item('a', null), item('b', 'gone'), item('c', 'b'), item('d', 'c')],
      tree: 'a',
    },
    {
      rule: 'only items without parent_id are roots (an orphan is not promoted)',
      items: [item('x', 'nope', -5)],
      tree: '',
    },
    {
      rule: 'siblings sort by order_index ascending',
      items: [item('a', null, 3), item('b', null, 1), item('c', null, 2)],
      tree: 'b c a',
    },
    {
      rule: 'missing order_index counts as 0',
      items: [item('a', null, 1), item('b', null), item('c', null, -1), item('d', null, null)],
      tree: 'c b d a',
    },
    {
      rule: 'equal order_index keeps input order (stable)',
      items: [item('a', null, 0), item('b', null, 0), item('c', null, 0)],
      tree: 'a b c',
    },
    {
      rule: 'nested siblings sort too',
      items: [item('r', null), item('y', 'r', 2), item('x', 'r', 1), item('z', 'x', 0), item('w', 'x', -1)],
      tree: 'r(x(w z) y)',
    },
    {
      rule: 'a cycle is dropped (no member is a root)',
      items: [item('a', null), item('b', 'c'), item('c', 'b'), item('d', 'd')],
      tree: 'a',
    },
    {
      rule: 'an id listed twice counts once (the first)',
      items: [item('a', null, 2), item('a', null, 1)],
      tree: 'a',
    },
  ];
  it.each(cases)('$rule', ({ items, tree }) => {
    expect(shape(buildNavigationTree(items))).toBe(tree);
  });

  it('gives each node requiredRoles: its required_role as a list, or []', () => {
    const [admin, open, blank] = buildNavigationTree([
      item('admin', null, 0, 'admin'),
      item('open', null, 1, null),
      item('blank', null, 2),
    ]);
    expect(admin.requiredRoles).toEqual(['admin']);
    expect(open.requiredRoles).toEqual([]);
    expect(blank.requiredRoles).toEqual([]);
  });

  it('keeps every field of the item and does not change the input', () => {
    const input = [{ id: 'a', parent_id: null, title: 'Home', path: '/dashboard', order_index: 0 }];
    const copy = structuredClone(input);
    const [node] = buildNavigationTree(input);
    expect(node).toMatchObject({
      id: 'a',
      title: 'Home',
      path: '/dashboard',
      children: [],
      requiredRoles: [],
    });
    expect(input).toEqual(copy);
  });

  it('handles a 10,000-deep chain without recursion', () => {
    const items: Item[] = [item('n0', null)];
    for (let i = 1; i < 10_000; i++) items.push(item(`n${i}`, `n${i - 1}`));
    const tree = buildNavigationTree(items);
    expect(flattenNavigationTree(tree)).toHaveLength(10_000);
  });
});

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const arbitraryItems = fc
  .uniqueArray(fc.constantFrom(...ids), { minLength: 0, maxLength: ids.length })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((id) =>
        fc.record({
          id: fc.constant(id),
          parent_id: fc.option(fc.constantFrom(...ids, 'missing'), { nil: null }),
          order_index: fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }),
        }),
      ),
    ),
  );

/** Reference: an item is in the tree when following parents from it reaches a root within n steps. */
function reachesRoot(items: readonly Item[], id: string): boolean {
  const byId = new Map(items.map((i) => [i.id, i]));
  let current = byId.get(id);
  for (let steps = 0; current && steps <= items.length; steps++) {
    if (current.parent_id === null) return true;
    current = byId.get(current.parent_id);
  }
  return false;
}

describe('buildNavigationTree: properties', () => {
  it('contains exactly the items that reach a root, each once, under its own parent', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        const tree = buildNavigationTree(items);
        const flat = flattenNavigationTree(tree);
        const inTree = flat.map((n) => n.id).sort();
        expect(inTree).toEqual(
          items
            .filter((i) => reachesRoot(items, i.id))
            .map((i) => i.id)
            .sort(),
        );
        for (const root of tree) expect(root.parent_id).toBeNull();
        for (const node of flat) for (const child of node.children) expect(child.parent_id).toBe(node.id);
      }),
    );
  });

  it('orders every sibling list by order_index (missing = 0), stable', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        const position = new Map(items.map((i, index) => [i.id, index]));
        const check = (siblings: NavigationTreeNode<Item>[]) => {
          for (let i = 1; i < siblings.length; i++) {
            const a = siblings[i - 1];
            const b = siblings[i];
            const oa = a.order_index ?? 0;
            const ob = b.order_index ?? 0;
            expect(oa < ob || (oa === ob && position.get(a.id)! < position.get(b.id)!)).toBe(true);
          }
        };
        const tree = buildNavigationTree(items);
        check(tree);
        for (const node of flattenNavigationTree(tree)) check(node.children);
      }),
    );
  });

  it('agrees with findNavigationTreeProblems: no problems means every item is in the tree', () => {
    fc.assert(
      fc.property(arbitraryItems, (items) => {
        // Too deep is a bound, not a broken tree: every item is still in it.
        const problems = findNavigationTreeProblems(items).filter((p) => p.kind !== 'too_deep');
        const inTree = flattenNavigationTree(buildNavigationTree(items)).length;
        if (problems.length === 0) expect(inTree).toBe(items.length);
        else expect(inTree).toBeLessThan(items.length);
      }),
    );
  });
});

describe('findNavigationTreeProblems', () => {
  const cases: Array<{
    rule: string;
    entries: Array<{ id: string; parent_id: string | null; title?: string }>;
    expected: Array<[string, string, RegExp]>;
  }> = [
    {
      rule: 'a forest has no problems',
      entries: [item('a', null), item('b', 'a'), item('c', 'b')],
      expected: [],
    },
    {
      rule: 'self-parenting names the item',
      entries: [{ id: 'a', parent_id: 'a', title: 'Home' }],
      expected: [['a', 'self_parent', /Navigation item "Home" \(a\) cannot be its own parent/]],
    },
    {
      rule: 'an unknown parent names the item and the parent',
      entries: [item('a', null), item('b', 'zzz')],
      expected: [['b', 'unknown_parent', /Navigation item b has an unknown parent zzz/]],
    },
    {
      rule: 'a cycle is reported once, naming its items',
      entries: [
        { id: 'a', parent_id: 'c', title: 'A' },
        { id: 'b', parent_id: 'a', title: 'B' },
        { id: 'c', parent_id: 'b', title: 'C' },
      ],
      expected: [['a', 'cycle', /is in a cycle: A → C → B → A/]],
    },
    {
      rule: 'a long cycle is named by its first eight items and its last, whatever its length',
      entries: Array.from({ length: 10_000 }, (_, k) => ({
        id: `n${k}`,
        parent_id: `n${(k + 9_999) % 10_000}`,
        title: `T${k}`,
      })),
      expected: [
        [
          'n0',
          'cycle',
          /^Navigation item "T0" \(n0\) is in a cycle: T0 → T9999 → T9998 → T9997 → T9996 → T9995 → T9994 → T9993 → … 9991 more … → T1 → T0$/,
        ],
      ],
    },
    {
      rule: 'an item hanging under a cycle is not a second cycle',
      entries: [item('a', 'b'), item('b', 'a'), item('c', 'a')],
      expected: [['a', 'cycle', /a → b → a/]],
    },
    {
      rule: 'a duplicate id names the item',
      entries: [item('a', null), item('a', null)],
      expected: [['a', 'duplicate', /Navigation item a is listed more than once/]],
    },
  ];
  it.each(cases)('$rule', ({ entries, expected }) => {
    const problems = findNavigationTreeProblems(entries.map((e) => ({ ...e })));
    expect(problems.map((p) => [p.id, p.kind])).toEqual(expected.map(([id, kind]) => [id, kind]));
    problems.forEach((p, i) => expect(p.message).toMatch(expected[i][2]));
  });

  it('finds the one cycle of a 10,000-long ring without recursion', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      id: `n${i}`,
      parent_id: `n${(i + 1) % 10_000}`,
    }));
    const problems = findNavigationTreeProblems(entries);
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('cycle');
  });
});

describe('findNavigationTreeProblemsFrom (a change to a forest)', () => {
  // A forest: r → a → b → c, and r2 → d.
  const forest = () =>
    new Map(
      [
        item('r', null),
        item('a', 'r'),
        item('b', 'a'),
        item('c', 'b'),
        item('r2', null),
        item('d', 'r2'),
      ].map((e) => [e.id, e]),
    );

  it('finds a cycle closed by the one changed item, through items that did not change', () => {
    const byId = forest();
    byId.set('a', item('a', 'c')); // a under its own grandchild
    const problems = findNavigationTreeProblemsFrom(byId, ['a']);
    expect(problems.map((p) => [p.id, p.kind])).toEqual([['a', 'cycle']]);
    expect(problems[0].message).toMatch(/a → b → c → a|a → c → b → a/);
  });

  it('answers what the whole check answers for the changed items: unknown and own parents', () => {
    const byId = forest();
    byId.set('d', item('d', 'nowhere'));
    byId.set('b', item('b', 'b'));
    const kinds = findNavigationTreeProblemsFrom(byId, ['d', 'b']).map((p) => [p.id, p.kind]);
    expect(kinds).toEqual([
      ['d', 'unknown_parent'],
      ['b', 'self_parent'],
    ]);
    expect(findNavigationTreeProblems([...byId.values()]).map((p) => [p.id, p.kind])).toEqual(
      expect.arrayContaining(kinds),
    );
  });

  it('accepts a move to another branch, and leaves alone what no changed item reaches', () => {
    const byId = forest();
    byId.set('c', item('c', 'd'));
    expect(findNavigationTreeProblemsFrom(byId, ['c'])).toEqual([]);
    // A cycle among items that did not change is not this change's problem.
    byId.set('x', item('x', 'y'));
    byId.set('y', item('y', 'x'));
    expect(findNavigationTreeProblemsFrom(byId, ['c'])).toEqual([]);
    expect(findNavigationTreeProblems([...byId.values()]).map((p) => p.kind)).toEqual(['cycle']);
  });
});

describe('the depth bound (NAVIGATION_MAX_DEPTH levels)', () => {
  /** A chain root → n1 → … of `levels` items, by id. */
  const chain = (levels: number, prefix = 'n') =>
    new Map(
      Array.from({ length: levels }, (_, i) =>
        item(`${prefix}${i}`, i === 0 ? null : `${prefix}${i - 1}`),
      ).map((e) => [e.id, e]),
    );

  it('allows exactly NAVIGATION_MAX_DEPTH levels and refuses one more, naming the item added', () => {
    expect(NAVIGATION_MAX_DEPTH).toBe(10);
    const byId = chain(NAVIGATION_MAX_DEPTH);
    expect(findNavigationTreeProblemsFrom(byId, [`n${NAVIGATION_MAX_DEPTH - 1}`])).toEqual([]);
    byId.set('extra', item('extra', `n${NAVIGATION_MAX_DEPTH - 1}`));
    // `changed` may be an iterator (the server passes a Map's keys).
    const problems = findNavigationTreeProblemsFrom(byId, new Set(['extra']).values());
    expect(problems).toEqual([
      {
        id: 'extra',
        kind: 'too_deep',
        message: 'Navigation item extra would nest the menu 11 levels deep; at most 10 are allowed',
      },
    ]);
  });

  it('counts what a moved item carries: a 3-level branch under level 8 is too deep, under level 7 fits', () => {
    const byId = chain(8);
    for (const [id, e] of chain(3, 'b')) byId.set(id, e);
    byId.set('b0', item('b0', 'n7'));
    expect(findNavigationTreeProblemsFrom(byId, ['b0']).map((p) => [p.id, p.kind, p.message])).toEqual([
      ['b0', 'too_deep', 'Navigation item b0 would nest the menu 11 levels deep; at most 10 are allowed'],
    ]);
    byId.set('b0', item('b0', 'n6'));
    expect(findNavigationTreeProblemsFrom(byId, ['b0'])).toEqual([]);
  });

  it('leaves alone items too deep under no changed item, and a cycle elsewhere', () => {
    const byId = chain(12);
    byId.set('x', item('x', 'y'));
    byId.set('y', item('y', 'x'));
    byId.set('solo', item('solo', 'n2'));
    expect(findNavigationDepthProblems(byId, ['solo'])).toEqual([]);
    // Moving the deep part up is a fix, and is allowed.
    byId.set('n5', item('n5', null));
    expect(findNavigationDepthProblems(byId, ['n5'])).toEqual([]);
  });

  it('walks a 10,000-deep chain without recursion, reporting the one changed item once', () => {
    const byId = chain(10_000);
    const problems = findNavigationDepthProblems(byId, ['n1']);
    expect(problems.map((p) => [p.id, p.message])).toEqual([
      ['n1', 'Navigation item n1 would nest the menu 10000 levels deep; at most 10 are allowed'],
    ]);
  });
});

describe('navigationSubtreeIds', () => {
  const entries = [
    item('r', null),
    item('a', 'r'),
    item('b', 'a'),
    item('c', 'a'),
    item('r2', null),
    item('d', 'r2'),
    item('x', 'y'),
    item('y', 'x'),
  ];

  it('answers each root with everything under it, all levels', () => {
    expect(navigationSubtreeIds(entries, ['a'])).toEqual(new Set(['a', 'b', 'c']));
    expect(navigationSubtreeIds(entries, ['r', 'd'])).toEqual(new Set(['r', 'a', 'b', 'c', 'd']));
    expect(navigationSubtreeIds(entries, ['b'])).toEqual(new Set(['b']));
  });

  it('stops on a cycle, and keeps an id that is not in the map', () => {
    expect(navigationSubtreeIds(entries, ['x'])).toEqual(new Set(['x', 'y']));
    expect(navigationSubtreeIds(entries, ['gone'])).toEqual(new Set(['gone']));
  });
});
