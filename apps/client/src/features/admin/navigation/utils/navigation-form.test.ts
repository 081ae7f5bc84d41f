import type { NavigationItem } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { routeRow } from '@/test/api-stub';
import {
  EMPTY_NAVIGATION_FORM,
  navigationFormSchema,
  navigationFormValues,
  navigationUpdatePatch,
  routeForLink,
} from './navigation-form';

const ITEM: NavigationItem = {
  id: '5d1c2c8e-8c55-4b8e-9d51-0b0c3a1d2e01',
  title: 'Users',
  label: null,
  path: '/admin/users',
  href: null,
  icon: 'users',
  description: null,
  type: 'internal',
  parent_id: null,
  order_index: 3,
  is_active: true,
  is_visible: true,
  required_role: 'admin',
  zone_id: null,
  metadata: {},
  updated_at: '2026-11-25T18:00:00.000Z',
};

describe('the menu item form', () => {
  it('turns the fields into a create body, empty choices as null and the type from the link', () => {
    const parsed = navigationFormSchema.parse({
      ...EMPTY_NAVIGATION_FORM,
      title: ' Docs ',
      path: 'https://example.com/docs',
    });
    expect(parsed).toMatchObject({
      title: 'Docs',
      path: 'https://example.com/docs',
      type: 'external',
      icon: null,
      parent_id: null,
      required_role: null,
      zone_id: null,
      is_active: true,
      is_visible: true,
    });
    expect(navigationFormSchema.parse({ ...EMPTY_NAVIGATION_FORM, title: 'Group' })).toMatchObject({
      path: null,
      type: 'group',
    });
  });

  it.each([
    ['javascript:alert(1)', 'not a "javascript:" URL'],
    ['data:text/html,hi', 'not a "data:" URL'],
    ['//evil.example', 'not "//…"'],
    ['admin/users', 'starting with "/"'],
  ])('refuses the link %s under the link field with the shared schema’s message', (path, message) => {
    const result = navigationFormSchema.safeParse({ ...EMPTY_NAVIGATION_FORM, title: 'X', path });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === 'path');
    expect(issue?.message).toContain(message);
  });

  it('asks for a title', () => {
    const result = navigationFormSchema.safeParse({ ...EMPTY_NAVIGATION_FORM, title: '  ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: 'Title is required' });
  });

  it('edits send only what changed, with the type following a new link', () => {
    const values = navigationFormSchema.parse({
      ...navigationFormValues(ITEM),
      title: 'People',
      path: 'https://people.example',
    });
    expect(navigationUpdatePatch(ITEM, values)).toEqual({
      title: 'People',
      path: 'https://people.example',
      type: 'external',
    });
    expect(navigationUpdatePatch(ITEM, navigationFormSchema.parse(navigationFormValues(ITEM)))).toEqual({});
  });
});

describe('the page an item links to', () => {
  const zones = routeRow({ name: 'zones', path: '/zones', component_name: 'ZonesPage' });
  const oldZones = routeRow({
    name: 'zones_old',
    path: '/zones',
    component_name: 'ZonesPage',
    is_active: false,
  });
  const users = routeRow({ name: 'admin_users', path: '/admin/users', component_name: 'AdminUsersPage' });

  it('is the route of the same path, an active one before an inactive one', () => {
    expect(routeForLink([users, zones], '/zones')).toBe(zones);
    expect(routeForLink([oldZones, users, zones], ' /zones ')).toBe(zones);
    expect(routeForLink([oldZones, users], '/zones')).toBe(oldZones);
  });

  it.each([
    ['an empty link (a group heading)', ''],
    ['a path no route has', '/zones/archive'],
    ['an address elsewhere', 'https://example.com/zones'],
  ])('is none for %s', (_case, link) => {
    expect(routeForLink([users, zones], link)).toBeUndefined();
  });
});
