import { describe, expect, it } from 'vitest';
import {
  ARCHIVED_ZONE_REASON,
  can,
  decidePermission,
  describePermission,
  NOT_A_MEMBER_REASON,
  ZONE_ROLE_PERMISSIONS,
} from './permission-matrix.js';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES, ZONE_ROLES } from './permission-vocabulary.js';
import type { PermissionAction, PermissionResource, ZoneRole } from './permission-vocabulary.js';

// The expected matrix written out cell by cell (O owner, A admin, M member, V viewer).
const EXPECTED: Record<PermissionResource, Record<PermissionAction, string>> = {
  zone: { read: 'OAMV', create: 'OA', update: 'OA', delete: 'O', manage_members: 'OA' },
  hub: { read: 'OAMV', create: 'OA', update: 'OA', delete: 'OA', manage_members: 'OA' },
  module: { read: 'OAMV', create: 'OAM', update: 'OAM', delete: 'OAM', manage_members: 'OA' },
  dashboard: { read: 'OAMV', create: 'OAM', update: 'OAM', delete: 'OAM', manage_members: 'OA' },
};
const LETTER: Record<ZoneRole, string> = { owner: 'O', admin: 'A', member: 'M', viewer: 'V' };

const cells = ZONE_ROLES.flatMap((role) =>
  PERMISSION_RESOURCES.flatMap((resource) =>
    PERMISSION_ACTIONS.map(
      (action) => [role, resource, action, EXPECTED[resource][action].includes(LETTER[role])] as const,
    ),
  ),
);

describe('can(role, resource, action)', () => {
  it.each(cells)('%s · %s · %s → %s', (role, resource, action, allowed) => {
    expect(can(role, resource, action)).toBe(allowed);
  });

  it('denies without a role', () => {
    for (const resource of PERMISSION_RESOURCES) {
      for (const action of PERMISSION_ACTIONS) {
        expect(can(null, resource, action)).toBe(false);
        expect(can(undefined, resource, action)).toBe(false);
      }
    }
  });

  it('denies unknown roles, resources and actions (never fails open)', () => {
    expect(can('superuser' as ZoneRole, 'zone', 'read')).toBe(false);
    expect(can('owner', 'toString' as PermissionResource, 'read')).toBe(false);
    expect(can('owner', 'zone', 'constructor' as PermissionAction)).toBe(false);
  });

  it('owner has every permission and each role has a subset of the stronger one', () => {
    const granted = (r: ZoneRole) =>
      cells.filter(([role, , , ok]) => role === r && ok).map(([, res, act]) => `${res}:${act}`);
    expect(granted('owner')).toHaveLength(PERMISSION_RESOURCES.length * PERMISSION_ACTIONS.length);
    for (const [weaker, stronger] of [
      ['viewer', 'member'],
      ['member', 'admin'],
      ['admin', 'owner'],
    ] as const) {
      expect(granted(stronger)).toEqual(expect.arrayContaining(granted(weaker)));
    }
  });

  it('the exported table is frozen', () => {
    expect(Object.isFrozen(ZONE_ROLE_PERMISSIONS)).toBe(true);
  });
});

describe('decidePermission', () => {
  it.each(['admin', 'super_admin', 'platform_owner'])(
    'platform role %s may do everything, member or not',
    (platformRole) => {
      for (const resource of PERMISSION_RESOURCES) {
        for (const action of PERMISSION_ACTIONS) {
          const d = decidePermission({ platformRole, zoneRole: null }, resource, action);
          expect(d).toEqual({ allowed: true, reason: expect.stringContaining(platformRole) });
        }
      }
    },
  );

  it('a non-member is refused as such', () => {
    expect(decidePermission({ platformRole: 'user' }, 'zone', 'read')).toEqual({
      allowed: false,
      reason: NOT_A_MEMBER_REASON,
      denial: 'not_member',
    });
  });

  it('a role lacking the action gets a reason naming the role and the action', () => {
    expect(decidePermission({ platformRole: 'user', zoneRole: 'viewer' }, 'hub', 'update')).toEqual({
      allowed: false,
      reason: 'Zone role "viewer" may not update hubs',
      denial: 'forbidden',
    });
    expect(decidePermission({ zoneRole: 'member' }, 'zone', 'manage_members').reason).toBe(
      'Zone role "member" may not manage the members of this zone',
    );
  });

  it('grants carry a reason too', () => {
    expect(decidePermission({ zoneRole: 'member' }, 'dashboard', 'create')).toEqual({
      allowed: true,
      reason: 'Zone role "member" may create dashboards',
    });
  });

  it.each([
    ['hub', 'create', false],
    ['module', 'update', false],
    ['dashboard', 'delete', false],
    ['zone', 'update', true],
    ['zone', 'delete', true],
    ['zone', 'manage_members', true],
    ['hub', 'read', true],
  ] as const)('an archived zone: %s %s allowed=%s', (resource, action, allowed) => {
    for (const subject of [{ zoneRole: 'owner' as const }, { platformRole: 'platform_owner' }]) {
      const d = decidePermission({ ...subject, zoneArchived: true }, resource, action);
      expect(d.allowed).toBe(allowed);
      if (!allowed) expect(d).toMatchObject({ reason: ARCHIVED_ZONE_REASON, denial: 'archived' });
    }
  });

  it('an archived zone still answers "forbidden" to a role that could not act anyway', () => {
    expect(decidePermission({ zoneRole: 'viewer', zoneArchived: true }, 'hub', 'create').denial).toBe(
      'forbidden',
    );
  });

  it('describes actions in plain words', () => {
    expect(describePermission('zone', 'delete')).toBe('delete this zone');
    expect(describePermission('zone', 'create')).toBe('create zones');
    expect(describePermission('module', 'read')).toBe('read modules');
  });
});
