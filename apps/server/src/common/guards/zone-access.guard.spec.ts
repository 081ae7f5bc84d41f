import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ZONE_ACCESS_KEY } from '../decorators/zone-access.metadata.js';
import type { ZoneAccessRequirement } from '../decorators/zone-access.metadata.js';
import type { AccessDecision, PermissionEngine } from '../../modules/permissions/permission-engine.js';
import { ZoneAccessGuard } from './zone-access.guard.js';
import type { RequestWithZoneAccess } from './zone-access.guard.js';

const ZONE = '11111111-1111-4111-8111-111111111111';
const HUB = '22222222-2222-4222-8222-222222222222';
const principal = { userId: 'u', sessionId: 's', email: 'e@x.io', role: 'user' };
const granted: AccessDecision = {
  allowed: true,
  zoneId: ZONE,
  zoneRole: 'viewer',
  platformAdmin: false,
  zoneActive: true,
  reason: 'ok',
};

function context(
  requirement: ZoneAccessRequirement | undefined,
  req: Partial<RequestWithZoneAccess>,
): ExecutionContext {
  const handler = () => undefined;
  if (requirement) Reflect.defineMetadata(ZONE_ACCESS_KEY, requirement, handler);
  return {
    getHandler: () => handler,
    getClass: () => Object,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
}

function guard(check: PermissionEngine['check']) {
  return new ZoneAccessGuard(new Reflector(), { check } as PermissionEngine);
}

const zoneRead: ZoneAccessRequirement = { scope: 'zone', resource: 'zone', action: 'read' };
const hubRead: ZoneAccessRequirement = { scope: 'hub', resource: 'hub', action: 'read' };

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { status: number }).status;
  }
  return 'passed';
};

describe('ZoneAccessGuard (fails closed)', () => {
  it('grants synchronously on a warm decision and attaches it to the request', () => {
    const req: Partial<RequestWithZoneAccess> = { principal, params: { zoneId: ZONE } };
    expect(guard(() => granted).canActivate(context(zoneRead, req))).toBe(true);
    expect(req.zoneAccess).toBe(granted);
  });

  it.each([
    ['no requirement (misconfigured route)', 500, undefined, { principal, params: { zoneId: ZONE } }],
    ['no :zoneId in the path', 500, zoneRead, { principal, params: {} }],
    ['hub scope without :hubId', 500, hubRead, { principal, params: { zoneId: ZONE } }],
    ['no principal', 401, zoneRead, { params: { zoneId: ZONE } }],
    ['malformed zone id', 400, zoneRead, { principal, params: { zoneId: 'x' } }],
    ['malformed hub id', 400, hubRead, { principal, params: { zoneId: ZONE, hubId: 'x' } }],
  ])('%s → %i, without asking the engine', (_n, expected, requirement, req) => {
    const check = jest.fn(() => granted);
    expect(
      status(() => guard(check).canActivate(context(requirement, req as Partial<RequestWithZoneAccess>))),
    ).toBe(expected);
    expect(check).not.toHaveBeenCalled();
  });

  it('an engine that throws → 503', () => {
    const g = guard(() => {
      throw new Error('boom');
    });
    expect(status(() => g.canActivate(context(zoneRead, { principal, params: { zoneId: ZONE } })))).toBe(503);
  });

  it('an engine whose promise rejects → 503', async () => {
    const g = guard(() => Promise.reject(new Error('boom')));
    await expect(
      g.canActivate(context(zoneRead, { principal, params: { zoneId: ZONE } })),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('a denial is thrown with its status and reason', async () => {
    const g = guard(() =>
      Promise.resolve({ allowed: false, status: 404, reason: 'Hub not found' } as AccessDecision),
    );
    await expect(
      g.canActivate(context(hubRead, { principal, params: { zoneId: ZONE, hubId: HUB } })),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Hub not found',
    });
  });
});
