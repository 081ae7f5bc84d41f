import { describe, expect, it } from 'vitest';
import { builtinCollection } from './builtin/index.js';
import type { Collection } from './collection-schema.js';
import { resolveRolePermission } from './role-permissions.js';
import { validateCollection } from './validate-collection.js';

const tasks = validateCollection({
  name: 'tasks',
  label: 'Task',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'secret_note', type: 'text' },
    { name: 'ref', type: 'string', readonly: true },
  ],
  permissions: {
    user: {
      actions: ['read', 'create'],
      read_fields: ['id', 'title'],
      scope: { kind: 'own', field: 'created_by' },
    },
    viewer: ['read'],
  },
}).collection as Collection;

describe('resolveRolePermission', () => {
  it('denies a role the schema does not name', () => {
    expect(resolveRolePermission(tasks, 'guest')).toBeNull();
    expect(resolveRolePermission(tasks, 'constructor')).toBeNull();
    expect(resolveRolePermission(tasks, '__proto__')).toBeNull();
  });

  it('fills a grant’s defaults: every column readable, no field written without create or update, all rows', () => {
    expect(resolveRolePermission(tasks, 'viewer')).toEqual({
      actions: ['read'],
      readFields: ['id', 'title', 'secret_note', 'ref', 'created_at', 'updated_at', 'created_by'],
      writeFields: [],
      scope: { kind: 'all' },
    });
  });

  it('keeps the listed fields and the scope; without write_fields it writes only what it reads', () => {
    expect(resolveRolePermission(tasks, 'user')).toEqual({
      actions: ['create', 'read'], // in the canonical order
      readFields: ['id', 'title'],
      writeFields: ['title'], // not secret_note, which it may not read
      scope: { kind: 'own', field: 'created_by' },
    });
  });

  it('always reads the primary key, listed or not; writes a field listed in write_fields even unread', () => {
    const grant = (g: object) =>
      resolveRolePermission(
        {
          ...tasks,
          permissions: { user: { actions: ['read', 'update'], scope: { kind: 'all' }, ...g } },
        } as Collection,
        'user',
      )!;
    expect(grant({ read_fields: ['title'] }).readFields).toEqual(['id', 'title']);
    expect(grant({ read_fields: [] }).readFields).toEqual(['id']);
    expect(grant({ read_fields: ['title'], write_fields: ['secret_note'] }).writeFields).toEqual([
      'secret_note',
    ]);
    expect(grant({ read_fields: ['ref', 'title'] }).writeFields).toEqual(['title']); // ref is read-only
  });

  it.each(['user', 'guest', 'editor'])(
    'gives %s, named or not, the built-in navigation’s default grant: read, under the menu’s row scope',
    (role) => {
      const navigation = builtinCollection('navigation')!;
      expect(navigation.permissions).toEqual({});
      const permission = resolveRolePermission(navigation, role)!;
      expect(permission.actions).toEqual(['read']);
      expect(permission.scope).toEqual(navigation.default_permission!.scope);
      expect(permission.scope.kind).toBe('all_of');
    },
  );

  it('prefers a role’s own grant to the default one', () => {
    const withDefault = {
      ...tasks,
      default_permission: { actions: ['read' as const], scope: { kind: 'all' as const } },
    };
    expect(resolveRolePermission(withDefault, 'user')!.scope).toEqual({ kind: 'own', field: 'created_by' });
    expect(resolveRolePermission(withDefault, 'guest')!.actions).toEqual(['read']);
    expect(resolveRolePermission(tasks, 'guest')).toBeNull();
  });

  it.each(['admin', 'super_admin', 'platform_owner'])(
    'gives %s everything except internal columns',
    (role) => {
      const users = builtinCollection('users')!;
      const permission = resolveRolePermission(users, role)!;
      expect(permission.actions).toEqual(['create', 'read', 'update', 'delete']);
      expect(permission.scope).toEqual({ kind: 'all' });
      expect(permission.readFields).not.toContain('password_hash');
      expect(permission.writeFields).toEqual(['email', 'is_disabled']);
    },
  );
});
