import { permissionCheckRequestSchema } from '@atrium/schema';
import type { PermissionCheckRequestInput } from '@atrium/schema';
import type { AccessDecision, PermissionEngine } from './permission-engine.js';
import { PermissionsService } from './permissions.service.js';

const ZONE = '11111111-1111-4111-8111-111111111111';
const me = { userId: 'u', role: 'user' };
const granted: AccessDecision = {
  allowed: true,
  zoneId: ZONE,
  zoneRole: 'member',
  platformAdmin: false,
  zoneActive: true,
  reason: 'Zone role "member" may create modules',
};

/** A request body as the controller hands it over: parsed by the route's schema. */
const request = (body: PermissionCheckRequestInput) => permissionCheckRequestSchema.parse(body);

const service = (check: PermissionEngine['check']) => new PermissionsService({ check } as PermissionEngine);

describe('PermissionsService.requireAccess', () => {
  it('returns the grant (sync or async engine answer)', async () => {
    await expect(
      service(() => granted).requireAccess(me, 'module', 'create', { zoneId: ZONE }),
    ).resolves.toBe(granted);
    await expect(
      service(async () => granted).requireAccess(me, 'module', 'create', { zoneId: ZONE }),
    ).resolves.toBe(granted);
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [400, 'VALIDATION_FAILED'],
  ] as const)('throws a denial %i as %s with the reason', async (status, code) => {
    const s = service(() => ({ allowed: false, status, reason: 'because' }));
    await expect(s.requireAccess(me, 'hub', 'delete', { zoneId: ZONE })).rejects.toMatchObject({
      status,
      code,
      message: 'because',
    });
  });

  it('an engine failure is 503 "Access check failed", never a grant', async () => {
    const throwing = service(() => {
      throw new Error('boom');
    });
    await expect(throwing.requireAccess(me, 'zone', 'read', { zoneId: ZONE })).rejects.toMatchObject({
      status: 503,
      message: 'Access check failed',
    });
    const rejecting = service(() => Promise.reject(new Error('boom')));
    await expect(rejecting.requireAccess(me, 'zone', 'read', { zoneId: ZONE })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('PermissionsService.check (POST /permissions/check)', () => {
  it('grants with a reason when the context names no zone or hub, without asking the engine', () => {
    const check = jest.fn();
    const result = service(check).check(me, request({ resource: 'zone', action: 'read', context: {} }));
    expect(result).toEqual({ hasAccess: true, reason: expect.stringMatching(/nothing to restrict/) });
    expect(check).not.toHaveBeenCalled();
  });

  it('answers hasAccess false with "Access check failed" when the engine fails', async () => {
    const ctx = request({ context: { zone_id: ZONE }, resource: 'zone', action: 'read' });
    expect(
      service(() => {
        throw new Error('boom');
      }).check(me, ctx),
    ).toEqual({ hasAccess: false, reason: 'Access check failed' });
    await expect(service(() => Promise.reject(new Error('x'))).check(me, ctx)).resolves.toEqual({
      hasAccess: false,
      reason: 'Access check failed',
    });
  });

  it('allows() decides a second action from an established grant without a lookup', () => {
    const s = service(jest.fn());
    expect(s.allows(granted, 'module', 'update')).toBe(true);
    expect(s.allows(granted, 'hub', 'update')).toBe(false);
    expect(s.allows({ ...granted, zoneActive: false }, 'module', 'update')).toBe(false);
    expect(s.allows({ ...granted, zoneRole: null, platformAdmin: true }, 'zone', 'delete')).toBe(true);
  });
});
