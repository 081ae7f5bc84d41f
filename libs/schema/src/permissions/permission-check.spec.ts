import { describe, expect, it } from 'vitest';
import {
  CONTEXT_REQUIRED_MESSAGE,
  permissionCheckRequestSchema,
  permissionCheckResultSchema,
} from './permission-check.js';

const ZONE = '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11';
const HUB = '9b1d7c2a-1111-4c3b-8d9e-2a3b4c5d6e7f';

describe('permissionCheckRequestSchema', () => {
  it('defaults the action to read; an empty context names no ids', () => {
    expect(permissionCheckRequestSchema.parse({ resource: 'zone', context: {} })).toEqual({
      resource: 'zone',
      action: 'read',
      context: { zone_id: undefined, hub_id: undefined },
    });
  });

  it('keeps the ids and treats null ids as absent', () => {
    expect(
      permissionCheckRequestSchema.parse({
        resource: 'hub',
        action: 'update',
        context: { zone_id: ZONE, hub_id: HUB },
      }).context,
    ).toEqual({
      zone_id: ZONE,
      hub_id: HUB,
    });
    expect(
      permissionCheckRequestSchema.parse({ resource: 'hub', context: { zone_id: null, hub_id: HUB } })
        .context,
    ).toEqual({
      zone_id: undefined,
      hub_id: HUB,
    });
  });

  it.each([
    ['a user id', { resource: 'zone', user_id: ZONE, context: { zone_id: ZONE } }, '', 'user_id'],
    ['any other top-level key', { resource: 'zone', zone_id: ZONE, context: {} }, '', 'zone_id'],
    [
      'a camelCase zone id in the context',
      { resource: 'zone', context: { zoneId: ZONE } },
      'context',
      'zoneId',
    ],
    [
      'a user id in the context',
      { resource: 'zone', context: { zone_id: ZONE, user_id: HUB } },
      'context',
      'user_id',
    ],
  ])(
    'refuses %s, naming it (the caller is the subject; an ignored context would read as granted)',
    (_name, body, path, key) => {
      const r = permissionCheckRequestSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues).toEqual([
        expect.objectContaining({ code: 'unrecognized_keys', path: path ? [path] : [], keys: [key] }),
      ]);
      expect(r.error?.issues[0].message).toBe(`Unrecognized key: "${key}"`);
    },
  );

  it.each([
    ['unknown resource', { resource: 'planet' }, 'resource'],
    ['unknown action', { resource: 'zone', action: 'fly' }, 'action'],
    ['malformed zone id', { resource: 'zone', context: { zone_id: 'abc' } }, 'context.zone_id'],
    ['malformed hub id', { resource: 'hub', context: { hub_id: 42 } }, 'context.hub_id'],
    ['missing resource', {}, 'resource'],
    // API.md marks `action?` optional, not `context`: without one the answer would be "granted".
    ['a missing context', { resource: 'zone' }, 'context'],
    ['a null context', { resource: 'hub', context: null }, 'context'],
    ['a context that is no object', { resource: 'hub', context: 'zone' }, 'context'],
    // Ignored, they would read as "neither id: granted".
    ['a module id as context', { resource: 'module', context: { module_id: HUB } }, 'context.module_id'],
    [
      'a dashboard id as context',
      { resource: 'hub', context: { dashboard_id: HUB } },
      'context.dashboard_id',
    ],
  ])('refuses %s', (_name, body, path) => {
    const r = permissionCheckRequestSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('words a missing context as what to send, and keeps naming unknown keys in it', () => {
    for (const body of [{ resource: 'zone' }, { resource: 'zone', context: null }]) {
      expect(permissionCheckRequestSchema.safeParse(body).error?.issues).toEqual([
        expect.objectContaining({ path: ['context'], message: CONTEXT_REQUIRED_MESSAGE }),
      ]);
    }
    expect(
      permissionCheckRequestSchema.safeParse({ resource: 'zone', context: { zoneId: ZONE } }).error?.issues[0]
        .message,
    ).toBe('Unrecognized key: "zoneId"');
  });

  it('the result needs a reason', () => {
    expect(permissionCheckResultSchema.safeParse({ hasAccess: true, reason: '' }).success).toBe(false);
    expect(permissionCheckResultSchema.safeParse({ hasAccess: true, reason: 'ok' }).success).toBe(true);
  });
});
