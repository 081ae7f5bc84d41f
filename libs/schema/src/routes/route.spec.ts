import { describe, expect, it } from 'vitest';
import { createRouteSchema, routeSchema, updateRouteSchema } from './route.js';

const row = {
  id: '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c',
  path: '/admin/users',
  name: 'admin_users',
  component_name: 'AdminUsersPage',
  component_path: null,
  layout: 'AdminLayout',
  is_public: false,
  is_active: true,
  created_at: '2024-05-01T12:00:00.000Z',
  metadata: { guard_type: 'admin', extra: { a: 1 } },
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('routeSchema', () => {
  it('parses a row and keeps extra metadata', () => {
    expect(routeSchema.parse(row)).toEqual(row);
  });

  it('accepts hand-written ids and Postgres offsets', () => {
    const r = {
      ...row,
      id: '00000000-0000-0000-0000-000000000001',
      created_at: '2024-05-01T12:00:00.123456+00:00',
    };
    expect(routeSchema.safeParse(r).success).toBe(true);
  });

  it.each([
    { id: 'nope' },
    { created_at: '2024-05-01' },
    { is_public: 'true' },
    { metadata: null },
    { metadata: { dynamic: 'yes' } },
    { component_path: undefined },
  ])('rejects %j', (patch) => {
    expect(routeSchema.safeParse({ ...row, ...patch }).success).toBe(false);
  });
});

describe('createRouteSchema', () => {
  const minimal = { path: '/reports/:reportId', name: 'report_view', component_name: 'ReportPage' };

  it('applies defaults', () => {
    expect(createRouteSchema.parse(minimal)).toEqual({
      ...minimal,
      is_public: false,
      is_active: true,
      metadata: {},
    });
  });

  it('accepts every field, layouts with or without the suffix', () => {
    for (const layout of ['Admin', 'adminLayout', 'ZoneLayout', null]) {
      const body = {
        ...minimal,
        component_path: 'pages/reports/ReportPage',
        layout,
        is_public: true,
        is_active: false,
        metadata: { dynamic: true, guard_type: 'auth', required_permission: 'reports.read', color: 'red' },
      };
      expect(createRouteSchema.parse(body)).toEqual(body);
    }
  });

  it.each([
    [{ path: 'reports' }, /^path: .*start with/],
    [{ path: '/a//b' }, /^path: /],
    [{ path: '/a b' }, /^path: .*whitespace/],
    [{ path: `/${'a'.repeat(600)}` }, /^path: .*512/],
    [{ path: '/:1' }, /^path: Invalid parameter/],
    [{ name: 'Report' }, /^name: /],
    [{ name: '1report' }, /^name: /],
    [{ name: 'r'.repeat(101) }, /^name: /],
    [{ name: 'has space' }, /^name: /],
    [{ component_name: '' }, /^component_name: /],
    [{ component_name: 'a'.repeat(201) }, /^component_name: /],
    [{ component_name: 'Page<script>' }, /^component_name: /],
    [{ layout: 'Sidebar' }, /^layout: Unknown layout/],
    [{ is_public: 'yes' }, /^is_public: /],
    [{ metadata: 'x' }, /^metadata: /],
    [{ metadata: { dynamic: 1 } }, /^metadata\.dynamic: /],
    [{ id: '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c' }, /Unrecognized key/],
    [{ created_at: '2024-01-01T00:00:00Z' }, /Unrecognized key/],
  ])('rejects %j', (patch, message) => {
    const result = createRouteSchema.safeParse({ ...minimal, ...patch });
    expect(result.success).toBe(false);
    expect(issues(result).join('\n')).toMatch(message);
  });

  it('requires path, name and component_name', () => {
    const result = createRouteSchema.safeParse({});
    expect(
      issues(result)
        .map((i) => i.split(':')[0])
        .sort(),
    ).toEqual(['component_name', 'name', 'path']);
  });

  it('accepts a name at the 100-character limit', () => {
    expect(createRouteSchema.safeParse({ ...minimal, name: `a${'b'.repeat(99)}` }).success).toBe(true);
  });
});

describe('updateRouteSchema', () => {
  it('accepts any non-empty subset without applying defaults', () => {
    expect(updateRouteSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(updateRouteSchema.parse({ layout: null })).toEqual({ layout: null });
    expect(updateRouteSchema.parse({ path: '/x/:y' })).toEqual({ path: '/x/:y' });
  });

  it('rejects an empty body, unknown keys and invalid values', () => {
    expect(issues(updateRouteSchema.safeParse({})).join()).toMatch(/At least one field/);
    expect(updateRouteSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(updateRouteSchema.safeParse({ path: 'nope' }).success).toBe(false);
    expect(updateRouteSchema.safeParse({ layout: 'Nope' }).success).toBe(false);
    expect(updateRouteSchema.safeParse({ name: undefined }).success).toBe(false);
  });
});

describe('route metadata and component path are storable', () => {
  const nest = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
    return v;
  };

  // Each of these reached PostgreSQL and failed there with a 500 (found by the contract fuzzer).
  it.each([
    ['a NUL in a metadata string', { metadata: { required_permission: 'a\u0000b' } }, /NUL/],
    ['a NUL in a nested metadata string', { metadata: { extra: [{ x: '\u0000' }] } }, /NUL/],
    ['a NUL in a metadata key', { metadata: { ['k\u0000']: 1 } }, /NUL/],
    ['a NUL in the component path', { component_path: 'pages/\u0000' }, /NUL/],
    ['metadata nested deeper than 32 levels', { metadata: { x: nest(32) } }, /at most 32 levels/],
    ['metadata nested 100,000 levels', { metadata: { x: nest(100_000) } }, /at most 32 levels/],
    ['metadata over 64 KiB', { metadata: { x: 'a'.repeat(70_000) } }, /at most 65536 characters/],
  ])('refuses %s', (_, body, message) => {
    expect(issues(updateRouteSchema.safeParse(body)).join()).toMatch(message);
    expect(
      issues(createRouteSchema.safeParse({ path: '/x', name: 'x', component_name: 'X', ...body })).join(),
    ).toMatch(message);
  });

  it('accepts metadata at the limits', () => {
    expect(updateRouteSchema.safeParse({ metadata: { x: nest(31) } }).success).toBe(true);
    expect(updateRouteSchema.safeParse({ metadata: { x: 'a'.repeat(60_000) } }).success).toBe(true);
  });
});
