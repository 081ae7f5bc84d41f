import { describe, expect, it } from 'vitest';
import { filterNavigation } from './navigation-filter.js';
import { isNavigationTempId, navigationDraftSchema } from './navigation-draft.js';

const A = '00000000-0000-4000-8000-00000000000a';

describe('navigationDraftSchema (PUT /navigation/tree)', () => {
  it('takes new items with temporary ids, under a stored item or another new one', () => {
    const body = navigationDraftSchema.parse({
      create: [
        { temp_id: 'tmp-1', title: 'Group', parent_id: A },
        { temp_id: 'tmp-2', title: 'Child', parent_id: 'tmp-1', path: '/zones' },
      ],
      update: [{ id: A, parent_id: 'tmp-2', order_index: 3 }],
    });
    expect(body.create[1]).toMatchObject({
      parent_id: 'tmp-1',
      type: 'external',
      is_active: true,
      order_index: 0,
    });
    expect(body.delete).toEqual([]);
  });

  it.each([
    [{ create: [{ temp_id: 'new', title: 'x' }] }, 'Temporary id must be'],
    [
      { create: [{ temp_id: 'tmp-1', title: 'x', parent_id: 'nope' }] },
      'Parent id must be a UUID or the temporary id',
    ],
    [{ create: [{ temp_id: 'tmp-1', title: 'x', path: 'javascript:alert(1)' }] }, 'javascript'],
    [{ update: [{ id: A }] }, 'At least one field'],
    [{ update: [{ id: A, title: 'x' }], delete: [A] }, 'both changed and deleted'],
    [{ delete: [A, A.toUpperCase()] }, 'listed more than once'],
    [
      {
        create: [
          { temp_id: 'tmp-1', title: 'a' },
          { temp_id: 'tmp-1', title: 'b' },
        ],
      },
      'listed more than once',
    ],
    [{ items: [] }, 'Unrecognized key'],
  ])('refuses %j', (body, message) => {
    const result = navigationDraftSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toContain(message);
  });

  it('tells temporary ids from UUIDs', () => {
    expect(isNavigationTempId('tmp-abc_1')).toBe(true);
    expect(isNavigationTempId(A)).toBe(false);
  });
});

describe('filterNavigation (the one menu filter)', () => {
  const item = (required_role: string | null, zone_id: string | null = null, rest = {}) => ({
    is_active: true,
    is_visible: true,
    required_role,
    zone_id,
    ...rest,
  });
  it('keeps active, visible items the role may see, global or in a given zone', () => {
    const items = [
      item(null),
      item('admin'),
      item('super_admin'),
      item(null, A),
      item(null, null, { is_active: false }),
      item(null, null, { is_visible: false }),
    ];
    expect(filterNavigation(items, 'user', new Set())).toEqual([items[0]]);
    expect(filterNavigation(items, 'admin', new Set([A]))).toEqual([items[0], items[1], items[3]]);
    expect(filterNavigation(items, 'platform_owner', new Set())).toEqual([items[0], items[1], items[2]]);
  });
});
