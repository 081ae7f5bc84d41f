import { filterNavigation } from '@atrium/schema';
import type { NavigationItem } from '@atrium/schema';
import { NavigationMenus } from './navigation-menus.js';

const ZONE_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ZONE_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function item(n: number, over: Partial<NavigationItem> = {}): NavigationItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Item ${n} — “quoted” ✓`,
    label: null,
    path: `/dashboard?item=${n}`,
    href: null,
    icon: 'circle',
    description: n % 2 ? 'with "quotes" and \\ backslashes' : null,
    type: 'internal',
    parent_id: null,
    order_index: n,
    is_active: true,
    is_visible: true,
    required_role: null,
    zone_id: null,
    metadata: { n },
    updated_at: '2026-11-26T12:00:00.000Z',
    ...over,
  };
}

const items: NavigationItem[] = [
  item(1),
  item(2, { required_role: 'admin' }),
  item(3, { zone_id: ZONE_A }),
  item(4, { zone_id: ZONE_B, required_role: 'admin' }),
  item(5, { is_active: false }),
  item(6, { is_visible: false }),
  item(7, { required_role: 'super_admin' }),
];
const allJson = JSON.stringify(items);

describe('NavigationMenus', () => {
  it.each([
    ['user', []],
    ['admin', []],
    ['user', [ZONE_A]],
    ['admin', [ZONE_A, ZONE_B]],
    ['super_admin', [ZONE_B]],
    ['guest', []],
  ] as const)('answers a %s in zones %j with exactly what the menu filter keeps', (role, zones) => {
    const menus = new NavigationMenus(items);
    const answer = menus.list(role, [...zones]);
    expect(JSON.parse(answer.body.toString())).toEqual(filterNavigation(items, role, new Set(zones)));
  });

  it('answers the whole table as one JSON array, tagged with its digest', () => {
    const menus = new NavigationMenus(items);
    expect(menus.all.body.toString()).toBe(allJson);
    expect(JSON.parse(new NavigationMenus([]).all.body.toString())).toEqual([]);
    expect(new NavigationMenus(JSON.parse(allJson) as NavigationItem[]).all.etag).toBe(menus.all.etag);
    expect(new NavigationMenus(items.slice(1)).all.etag).not.toBe(menus.all.etag);
  });

  it('answers an empty menu as an empty list', () => {
    expect(new NavigationMenus(items).list('user', []).body.toString()).not.toBe('[]');
    expect(new NavigationMenus([]).list('user', []).body.toString()).toBe('[]');
  });

  it('keeps each answer: the second caller with the same role and zones gets the same response', () => {
    const menus = new NavigationMenus(items);
    expect(menus.list('user', [ZONE_A])).toBe(menus.list('user', [ZONE_A]));
    expect(menus.list('user', [ZONE_A])).not.toBe(menus.list('user', []));
  });

  it('tags the same table and filter alike on every node, and anything else differently', () => {
    const here = new NavigationMenus(items).list('admin', [ZONE_A]);
    const elsewhere = new NavigationMenus(JSON.parse(allJson) as NavigationItem[]).list('admin', [ZONE_A]);
    expect(elsewhere.etag).toBe(here.etag);
    expect(elsewhere.body.equals(here.body)).toBe(true);

    const changed = [...items.slice(0, 6), item(7, { required_role: 'super_admin', title: 'Renamed' })];
    const afterChange = new NavigationMenus(changed).list('admin', [ZONE_A]);
    // Item 7 is a super_admin's: the admin's bytes are the same, the tag still changes with the table.
    expect(afterChange.body.equals(here.body)).toBe(true);
    expect(afterChange.etag).not.toBe(here.etag);

    const menus = new NavigationMenus(items);
    const tags = new Set(
      [menus.list('admin', [ZONE_A]), menus.list('admin', []), menus.list('user', [ZONE_A])].map(
        (b) => b.etag,
      ),
    );
    expect(tags.size).toBe(3);
  });

  it('after a change, answers the new table byte for byte from the bytes it kept and the ones it made', () => {
    // A small deterministic generator: moves, edits, deletes and additions, over several changes.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let table = Array.from({ length: 60 }, (_, i) =>
      item(100 + i, { required_role: i % 5 === 0 ? 'admin' : null, zone_id: i % 7 === 0 ? ZONE_A : null }),
    );
    let menus = new NavigationMenus(table);
    let added = 1000;
    for (let change = 0; change < 25; change++) {
      const next = [...table];
      for (let k = random(6); k >= 0; k--) {
        const [moved] = next.splice(random(next.length), 1); // moved: the same object elsewhere
        next.splice(random(next.length + 1), 0, moved);
      }
      for (let k = random(4); k > 0; k--) {
        const i = random(next.length);
        next[i] = { ...next[i], title: `Renamed ${change} “✓”`, order_index: random(100) }; // a new object
      }
      if (next.length > 5) next.splice(random(next.length), 1 + random(3));
      for (let k = random(3); k > 0; k--) next.splice(random(next.length + 1), 0, item(added++));
      menus = new NavigationMenus(next, menus);
      table = next;
      expect(menus.all.body.toString()).toBe(JSON.stringify(table));
      for (const [role, zones] of [
        ['admin', [ZONE_A]],
        ['user', []],
      ] as const)
        expect(menus.list(role, [...zones]).body.toString()).toBe(
          JSON.stringify(filterNavigation(table, role, new Set(zones))),
        );
    }
    expect(new NavigationMenus(table).all.etag).toBe(menus.all.etag);
  });
});
