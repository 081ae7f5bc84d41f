import { describe, expect, it } from 'vitest';
import { zoneAbilities } from './zone-abilities';

describe('zoneAbilities (edit controls by zone role)', () => {
  it.each([
    [
      'owner',
      {
        editZone: true,
        deleteZone: true,
        manageMembers: true,
        createHub: true,
        editContent: true,
        editModules: true,
        deleteModules: true,
        editDashboards: true,
      },
    ],
    [
      'admin',
      {
        editZone: true,
        deleteZone: false,
        manageMembers: true,
        createHub: true,
        editContent: true,
        editModules: true,
        deleteModules: true,
        editDashboards: true,
      },
    ],
    [
      'member',
      {
        editZone: false,
        deleteZone: false,
        manageMembers: false,
        createHub: false,
        editContent: true,
        editModules: true,
        deleteModules: true,
        editDashboards: true,
      },
    ],
    [
      'viewer',
      {
        editZone: false,
        deleteZone: false,
        manageMembers: false,
        createHub: false,
        editContent: false,
        editModules: false,
        deleteModules: false,
        editDashboards: false,
      },
    ],
  ] as const)('%s', (role, expected) => {
    expect(zoneAbilities(role)).toMatchObject(expected);
  });

  it('gives nothing to a non-member and everything to a platform admin', () => {
    expect(Object.values(zoneAbilities(null)).some(Boolean)).toBe(false);
    expect(Object.values(zoneAbilities(null, { platformAdmin: true })).every(Boolean)).toBe(true);
  });

  it('makes an archived zone read-only but still manageable', () => {
    const a = zoneAbilities('owner', { archived: true });
    expect(a).toMatchObject({
      editZone: true,
      deleteZone: true,
      manageMembers: true,
      createHub: false,
      editContent: false,
      editModules: false,
      deleteModules: false,
      editDashboards: false,
    });
  });
});
