import { describe, expect, it } from 'vitest';
import { hubCreateSchema, hubUpdateSchema } from './hub-payloads.js';
import {
  memberAddSchema,
  memberUpdateSchema,
  reorderSchema,
  zoneCreateSchema,
  zoneUpdateSchema,
} from './zone-payloads.js';

const ID = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('zone payloads', () => {
  it('fills defaults on create', () => {
    expect(zoneCreateSchema.parse({ name: '  Marketing  ' })).toEqual({
      name: 'Marketing',
      icon: 'building',
      description: null,
    });
  });

  it.each([
    ['id', { name: 'Z', id: ID }],
    ['created_by', { name: 'Z', created_by: ID }],
    ['role', { name: 'Z', role: 'owner' }],
    ['is_active', { name: 'Z', is_active: false }],
  ])('refuses %s on create (mass assignment)', (_key, body) => {
    const r = zoneCreateSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it.each([
    ['empty name', { name: '   ' }, 'name'],
    ['long name', { name: 'x'.repeat(101) }, 'name'],
    ['control characters', { name: 'a\u0007b' }, 'name'],
    ['a right-to-left override', { name: 'Payroll\u202Ecod.exe' }, 'name'],
    ['a bidi isolate', { name: 'Z', description: 'a\u2067b' }, 'description'],
    ['markup icon', { name: 'Z', icon: '<svg onload=x>' }, 'icon'],
    ['long description', { name: 'Z', description: 'x'.repeat(2001) }, 'description'],
  ])('refuses %s', (_n, body, path) => {
    expect(paths(zoneCreateSchema.safeParse(body))).toContain(path);
  });

  it('refuses a name of several lines or with tabs (names go into headings and mail subjects)', () => {
    for (const name of ['Security alert\r\nBcc: x@example.com', 'Two\nlines', 'Tab\there']) {
      const result = zoneCreateSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must be one line, without tabs');
      expect(hubCreateSchema.safeParse({ name }).success).toBe(false);
    }
    expect(zoneCreateSchema.parse({ name: '  Team  ' }).name).toBe('Team');
  });

  it('update: archive, clear description, refuse nothing and zone_id', () => {
    expect(zoneUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(zoneUpdateSchema.parse({ description: '' })).toEqual({ description: null });
    expect(zoneUpdateSchema.safeParse({}).success).toBe(false);
    expect(zoneUpdateSchema.safeParse({ name: 'x', zone_id: ID }).success).toBe(false);
  });

  it('member add: role defaults to member; bad role and extra keys refused', () => {
    expect(memberAddSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', role: 'member' });
    expect(paths(memberAddSchema.safeParse({ email: 'a@b.co', role: 'god' }))).toContain('role');
    expect(memberAddSchema.safeParse({ email: 'a@b.co', role: 'viewer', user_id: ID }).success).toBe(false);
    expect(paths(memberAddSchema.safeParse({ email: 'nope', role: 'viewer' }))).toContain('email');
    expect(memberUpdateSchema.safeParse({ role: 'platform_owner' }).success).toBe(false);
  });

  it('reorder: uuids, no repeats, not empty', () => {
    expect(reorderSchema.parse({ ids: [ID] })).toEqual({ ids: [ID] });
    expect(reorderSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(reorderSchema.safeParse({ ids: [ID, ID.toUpperCase()] }).success).toBe(false);
    expect(reorderSchema.safeParse({ ids: ['1'] }).success).toBe(false);
  });
});

describe('hub payloads', () => {
  it('fills defaults and refuses zone_id and order_index', () => {
    expect(hubCreateSchema.parse({ name: 'Docs' })).toEqual({
      name: 'Docs',
      icon: 'layers',
      description: null,
      is_active: true,
    });
    expect(hubCreateSchema.safeParse({ name: 'Docs', zone_id: ID }).success).toBe(false);
    expect(hubCreateSchema.safeParse({ name: 'Docs', order_index: 3 }).success).toBe(false);
    expect(hubUpdateSchema.safeParse({ order_index: 3 }).success).toBe(false);
    expect(hubUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
});
