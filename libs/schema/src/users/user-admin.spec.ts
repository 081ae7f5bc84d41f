import { describe, expect, it } from 'vitest';
import {
  createRoleSchema,
  mayGrantRole,
  mayManageUser,
  platformRoleRank,
  SYSTEM_ROLES,
  updateRoleSchema,
} from './roles.js';
import { adminUserPatchSchema, listUsersQuerySchema, USER_LIST_DEFAULT_LIMIT } from './user-admin.js';

describe('listUsersQuerySchema', () => {
  it('fills the paging defaults and turns flags into booleans', () => {
    expect(listUsersQuerySchema.parse({})).toEqual({
      limit: USER_LIST_DEFAULT_LIMIT,
      offset: 0,
      order: { column: 'email', descending: false },
    });
    expect(
      listUsersQuerySchema.parse({
        q: '  ada ',
        role: 'admin',
        is_disabled: 'false',
        order: 'created_at.desc',
        limit: '100',
        offset: '40',
      }),
    ).toEqual({
      q: 'ada',
      role: 'admin',
      is_disabled: false,
      order: { column: 'created_at', descending: true },
      limit: 100,
      offset: 40,
    });
    expect(listUsersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('keeps LIKE metacharacters as text (the server escapes them)', () => {
    expect(listUsersQuerySchema.parse({ q: '100%_\\' }).q).toBe('100%_\\');
  });

  it.each([
    ['limit 0', { limit: '0' }, 'limit'],
    ['limit over 100', { limit: '101' }, 'limit'],
    ['negative offset', { offset: '-1' }, 'offset'],
    ['huge offset', { offset: '999999999' }, 'offset'],
    ['fractional limit', { limit: '2.5' }, 'limit'],
    ['limit as words', { limit: 'ten' }, 'limit'],
    ['a search over 100 characters', { q: 'x'.repeat(101) }, 'q'],
    ['a control character', { q: 'a\u0000b' }, 'q'],
    ['a repeated parameter', { q: ['a', 'b'] }, 'q'],
    ['a role that is not snake_case', { role: 'Admin' }, 'role'],
    ['an SQL role', { role: "admin' OR 1=1 --" }, 'role'],
    ['is_disabled not a boolean', { is_disabled: 'yes' }, 'is_disabled'],
    ['an order without direction', { order: 'email' }, 'order'],
    ['an order by an unknown column', { order: 'password_hash.asc' }, 'order'],
    ['an order by two columns', { order: 'email.asc,name.desc' }, 'order'],
    ['an unknown parameter', { sort: 'email' }, ''],
  ])('refuses %s', (_name, query, path) => {
    const result = listUsersQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('adminUserPatchSchema', () => {
  it('takes a role and/or the disabled flag', () => {
    expect(adminUserPatchSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(adminUserPatchSchema.parse({ is_disabled: true, role: 'user' })).toEqual({
      is_disabled: true,
      role: 'user',
    });
  });

  it.each([
    ['an empty body', {}],
    ['an email', { email: 'x@example.com' }],
    ['names', { role: 'user', first_name: 'Eve' }],
    ['mfa_enabled', { mfa_enabled: false }],
    ['is_disabled as text', { is_disabled: 'true' }],
    ['a role with spaces', { role: 'super admin' }],
    ['a role too long', { role: 'r'.repeat(64) }],
    ['a null role', { role: null }],
  ])('refuses %s', (_name, body) => {
    expect(adminUserPatchSchema.safeParse(body).success).toBe(false);
  });
});

describe('role schemas', () => {
  it('creates with an empty description by default; refuses names that are not snake_case', () => {
    expect(createRoleSchema.parse({ name: 'editor', label: ' Editor ' })).toEqual({
      name: 'editor',
      label: 'Editor',
      description: '',
    });
    for (const name of ['Editor', '1st', 'with-dash', '', 'a'.repeat(64), '_x']) {
      expect(createRoleSchema.safeParse({ name, label: 'X' }).success).toBe(false);
    }
    expect(createRoleSchema.safeParse({ name: 'editor', label: '   ' }).success).toBe(false);
    expect(createRoleSchema.safeParse({ name: 'editor', label: 'E', is_system: true }).success).toBe(false);
  });

  it('updates label or description only', () => {
    expect(updateRoleSchema.parse({ description: 'Writes posts' })).toEqual({ description: 'Writes posts' });
    expect(updateRoleSchema.safeParse({}).success).toBe(false);
    expect(updateRoleSchema.safeParse({ name: 'other' }).success).toBe(false);
    expect(updateRoleSchema.safeParse({ label: 'L', is_system: false }).success).toBe(false);
  });
});

describe('role ranks', () => {
  it('ranks the admin roles; everything else counts as user', () => {
    expect(SYSTEM_ROLES.map(platformRoleRank)).toEqual([0, 0, 1, 2, 3]);
    expect(platformRoleRank('editor')).toBe(0);
    expect(platformRoleRank('__proto__')).toBe(0);
    expect(platformRoleRank('constructor')).toBe(0);
    expect(platformRoleRank(null)).toBe(0);
  });

  it.each([
    ['platform_owner', 'platform_owner', true],
    ['super_admin', 'platform_owner', false],
    ['super_admin', 'super_admin', true],
    ['admin', 'super_admin', false],
    ['admin', 'admin', true],
    ['admin', 'editor', true],
    ['user', 'user', false],
    ['editor', 'user', false],
  ])('%s may grant %s: %s', (actor, role, expected) => {
    expect(mayGrantRole(actor, role)).toBe(expected);
    expect(mayManageUser(actor, role)).toBe(expected);
  });
});
