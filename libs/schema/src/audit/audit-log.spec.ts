import { describe, expect, it } from 'vitest';
import { listAuditQuerySchema, listZoneActivityQuerySchema, ZONE_AUDIT_ENTITIES } from './audit-log.js';

describe('listAuditQuerySchema', () => {
  it('defaults limit and offset, and reads the filters', () => {
    expect(listAuditQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(
      listAuditQuerySchema.parse({
        entity: 'navigation',
        actor: 'AAAAAAAA-0000-4000-8000-000000000001',
        entity_id: 'editor',
        from: '2025-01-31T01:00:00+01:00',
        to: '2025-02-01T00:00:00Z',
        limit: '1000',
        offset: '10',
      }),
    ).toEqual({
      entity: 'navigation',
      actor: 'aaaaaaaa-0000-4000-8000-000000000001',
      entity_id: 'editor',
      from: '2025-01-31T00:00:00.000Z',
      to: '2025-02-01T00:00:00.000Z',
      limit: 1000,
      offset: 10,
    });
  });

  it('takes each workspace kind as an entity filter', () => {
    for (const entity of ['route', 'zone', 'hub', 'module', 'dashboard', 'zone_member', 'zone_invitation'])
      expect(listAuditQuerySchema.parse({ entity }).entity).toBe(entity);
  });

  it('takes themes, forms and API keys as entity filters', () => {
    for (const entity of ['theme', 'form', 'api_key'])
      expect(listAuditQuerySchema.parse({ entity }).entity).toBe(entity);
  });

  it.each([
    [{ limit: '1001' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ offset: '100001' }, 'offset'],
    [{ entity: 'routes' }, 'entity'],
    [{ entity: 'api_keys' }, 'entity'],
    [{ entity: 'form_submission' }, 'entity'],
    [{ actor: 'someone' }, 'actor'],
    [{ entity_id: '' }, 'entity_id'],
    [{ entity_id: 'x'.repeat(101) }, 'entity_id'],
    [{ from: '2025-01-31' }, 'from'],
    [{ from: '2025-01-31T00:00:00' }, 'from'],
    [{ from: '2025-02-30T00:00:00Z' }, 'from'],
    [{ to: '0000-12-31T00:00:00Z' }, 'to'],
    [{ from: '2025-02-01T00:00:00Z', to: '2025-01-31T23:59:59Z' }, 'to'],
    [{ entity: ['user', 'role'] }, 'entity'],
    [{ other: '1' }, ''],
  ])('refuses %j at %s', (query, path) => {
    const result = listAuditQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([path]);
  });
});

describe('listZoneActivityQuerySchema', () => {
  it('defaults limit and offset, and reads the kind and the person', () => {
    expect(listZoneActivityQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(
      listZoneActivityQuerySchema.parse({
        entity: 'hub',
        actor: 'AAAAAAAA-0000-4000-8000-000000000001',
        limit: '25',
        offset: '50',
      }),
    ).toEqual({ entity: 'hub', actor: 'aaaaaaaa-0000-4000-8000-000000000001', limit: 25, offset: 50 });
  });

  it("takes each of a zone's kinds", () => {
    for (const entity of ZONE_AUDIT_ENTITIES)
      expect(listZoneActivityQuerySchema.parse({ entity }).entity).toBe(entity);
  });

  it.each([
    [{ entity: 'route' }, 'entity'],
    [{ entity: 'api_key' }, 'entity'],
    [{ entity: 'navigation' }, 'entity'],
    [{ entity: ['hub', 'zone'] }, 'entity'],
    [{ actor: 'someone' }, 'actor'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '1001' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ entity_id: 'x' }, ''],
    [{ from: '2025-01-31T00:00:00Z' }, ''],
  ])('refuses %j at %s', (query, path) => {
    const result = listZoneActivityQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([path]);
  });
});
