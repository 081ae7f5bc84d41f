import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { checkAccess, permissionCheckFor } from './check-access';
import type { RouteRecord } from '@atrium/schema';

const route = { name: 'zone_settings' } as RouteRecord;

afterEach(() => vi.unstubAllGlobals());

describe('permissionCheckFor', () => {
  it.each([
    ['zone', { zoneId: 'z1' }, { resource: 'zone', action: 'read', context: { zone_id: 'z1' } }],
    ['zone:update', { zoneId: 'z1' }, { resource: 'zone', action: 'update', context: { zone_id: 'z1' } }],
    [
      'hub.delete',
      { zoneId: 'z1', hubId: 'h1' },
      { resource: 'hub', action: 'delete', context: { zone_id: 'z1', hub_id: 'h1' } },
    ],
    ['hub', {}, { resource: 'hub', action: 'read', context: {} }],
  ])('%s → %j', (guardType, params, body) => {
    expect(permissionCheckFor(guardType, params)).toEqual(body);
  });

  it.each(['reports.read', 'zone.fly', 'module', ''])(
    '%j names nothing the server can check',
    (guardType) => {
      expect(permissionCheckFor(guardType, {})).toBeNull();
    },
  );
});

describe('checkAccess', () => {
  it('asks POST /api/permissions/check and returns {hasAccess, reason}', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ hasAccess: false, reason: 'Not a member of this zone' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkAccess({ guardType: 'zone', route, params: { zoneId: 'z1' } })).resolves.toEqual({
      hasAccess: false,
      reason: 'Not a member of this zone',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/permissions/check');
    expect(JSON.parse(String(init.body))).toEqual({
      resource: 'zone',
      action: 'read',
      context: { zone_id: 'z1' },
    });
  });

  it('denies a guard type it cannot map without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkAccess({ guardType: 'reports.read', route, params: {} })).resolves.toEqual({
      hasAccess: false,
      reason: 'Unknown permission "reports.read"',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
