import { describe, expect, it } from 'vitest';
import { builtinCollection } from '@atrium/schema';
import { gadgets, projects } from '@/features/schema-ui/testing/fixtures';
import {
  grantOf,
  grantSummary,
  NO_GRANT,
  notOnlyPermissions,
  sameGrant,
  scopeFields,
  scopeSummary,
  toggleAction,
  withGrant,
} from './permission-matrix';

describe('permission matrix model', () => {
  it("reads a role's grant from the schema, and no grant for a role it does not name", () => {
    expect(grantOf(projects, 'nobody')).toBe(NO_GRANT);
    const withRead = withGrant(projects, 'editor', { actions: ['read'], scope: { kind: 'all' } });
    expect(grantOf(withRead, 'editor')).toEqual({ actions: ['read'], scope: { kind: 'all' } });
  });

  it('shows a built-in default grant for every role the schema does not name', () => {
    const navigation = builtinCollection('navigation')!;
    for (const role of ['user', 'guest', 'editor'])
      expect(grantOf(navigation, role)).toEqual({
        actions: ['read'],
        scope: navigation.default_permission!.scope,
      });
  });

  it('keeps actions in the schema order and removes a role left with none', () => {
    const grant = toggleAction(toggleAction(NO_GRANT, 'delete', true), 'read', true);
    expect(grant.actions).toEqual(['read', 'delete']);
    const granted = withGrant(gadgets, 'editor', grant);
    expect(granted.permissions.editor).toEqual({ actions: ['read', 'delete'], scope: { kind: 'all' } });
    const removed = withGrant(
      granted,
      'editor',
      toggleAction(toggleAction(grant, 'read', false), 'delete', false),
    );
    expect(Object.hasOwn(removed.permissions, 'editor')).toBe(false);
  });

  it('compares grants as sets and summarises them', () => {
    const a = {
      actions: ['read', 'update'] as const,
      read_fields: ['name', 'notes'],
      scope: { kind: 'all' } as const,
    };
    const b = {
      actions: ['update', 'read'] as const,
      read_fields: ['notes', 'name'],
      scope: { kind: 'all' } as const,
    };
    expect(sameGrant({ ...a, actions: [...a.actions] }, { ...b, actions: [...b.actions] })).toBe(true);
    expect(sameGrant(NO_GRANT, { ...NO_GRANT, read_fields: [] })).toBe(false);
    expect(grantSummary(NO_GRANT, gadgets)).toBe('No access');
    expect(grantSummary({ actions: ['read'], scope: { kind: 'all' } }, gadgets)).toBe(
      'All fields · every row',
    );
    expect(
      grantSummary(
        { actions: ['read'], read_fields: ['name'], scope: { kind: 'own', field: 'owner_id' } },
        gadgets,
      ),
    ).toMatch(/^Reads 2 of \d+ · rows they created \(owner_id\)$/); // name, and the key (always read)
    expect(
      grantSummary(
        { actions: ['read', 'update'], read_fields: ['id', 'name'], scope: { kind: 'all' } },
        gadgets,
      ),
    ).toMatch(/^Reads 2 of \d+, writes 1 of \d+ · every row$/); // writes what it reads: name
  });

  it('offers the fields a row scope can go through', () => {
    expect(scopeFields(gadgets, 'own')).toEqual(expect.arrayContaining(['serial', 'owner_id']));
    expect(scopeFields(gadgets, 'zone_member')).not.toContain('owner_id');
  });

  it('offers created_by first for "rows they created", as the schema builder means it', () => {
    expect(scopeFields(projects, 'own')[0]).toBe('created_by');
    expect(scopeFields(projects, 'own')).toContain('lead_id');
  });

  it('lets only permission changes through from a dry run', () => {
    expect(
      notOnlyPermissions({
        changes: [
          { kind: 'additive', change: 'permissions_changed', path: 'permissions', message: 'x', rows: null },
        ],
      }),
    ).toBeNull();
    expect(
      notOnlyPermissions({
        changes: [
          {
            kind: 'destructive',
            change: 'field_removed',
            path: 'fields.a',
            message: 'Field "a" dropped',
            rows: 0,
          },
        ],
      }),
    ).toContain('Field "a" dropped');
  });

  it('puts every row scope in words, composed ones (the built-in navigation’s) part by part', () => {
    expect(scopeSummary({ kind: 'all' })).toBe('every row');
    expect(scopeSummary({ kind: 'own', field: 'created_by' })).toBe('rows they created (created_by)');
    expect(
      scopeSummary({
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'is_active' },
          { kind: 'role', field: 'required_role' },
          { kind: 'zone_member', field: 'zone_id', include_null: true },
        ],
      }),
    ).toBe(
      'rows where is_active and rows for their role (required_role) and rows of their zones or of none (zone_id)',
    );
  });

  it('says which relation a zone is read through, and who reads inactive rows (modules: two different parts)', () => {
    const modules = builtinCollection('modules')!.permissions.user!.scope!;
    const words = scopeSummary(modules);
    expect(words).toBe(
      'rows of their zones (hub_id → zone_id), inactive ones (is_active) only for zone owner, admin, member and ' +
        'rows of their zones (hub_id → zone_id), inactive ones (hub_id → is_active) only for zone owner, admin',
    );
  });
});
