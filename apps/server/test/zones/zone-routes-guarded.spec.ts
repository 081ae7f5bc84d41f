import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ZONE_ACCESS_KEY } from '../../src/common/decorators/zone-access.metadata.js';
import type { ZoneAccessRequirement } from '../../src/common/decorators/zone-access.metadata.js';
import { ZoneAccessGuard } from '../../src/common/guards/zone-access.guard.js';
import type { TestApp } from '../support/test-app.js';
import { startAppForUsers } from '../support/users.js';

interface Handler {
  route: string;
  requirement?: ZoneAccessRequirement;
  guards: unknown[];
}

/** Every Nest handler as `METHOD /api/path` with its zone-access requirement and its guards. */
function handlers(t: TestApp): Handler[] {
  const scanner = new MetadataScanner();
  const out: Handler[] = [];
  for (const mod of t.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!cls) continue;
      const base = String(Reflect.getMetadata('path', cls) ?? '').replace(/^\/|\/$/g, '');
      const proto = cls.prototype as Record<string, (...args: never[]) => unknown>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const fn = proto[name];
        const sub = Reflect.getMetadata('path', fn) as string | undefined;
        const method = Reflect.getMetadata('method', fn) as RequestMethod | undefined;
        if (sub === undefined || method === undefined) continue;
        const path = ['/api', base, sub.replace(/^\/|\/$/g, '')]
          .filter(Boolean)
          .join('/')
          .replace(/\/+/g, '/');
        out.push({
          route: `${RequestMethod[method]} ${path}`,
          requirement: Reflect.getMetadata(ZONE_ACCESS_KEY, fn),
          guards: [
            ...(Reflect.getMetadata('__guards__', cls) ?? []),
            ...(Reflect.getMetadata('__guards__', fn) ?? []),
          ],
        });
      }
    }
  }
  return out;
}

/**
 * Every route that names a zone or a hub in its path declares its permission (@ZoneAccess or
 * @HubAccess) and runs the zone guard; hub routes use hub scope, so the hub is checked against the
 * zone. (The deny-by-default walk in test/auth/route-guard.spec.ts covers authentication.)
 */
describe('zone-scoped routes declare their permission', () => {
  let t: TestApp;
  let all: Handler[];
  beforeAll(async () => {
    t = await startAppForUsers();
    all = handlers(t);
  });
  afterAll(() => t.close());

  it('finds the zone routes (sanity check of the walk)', () => {
    const routes = all.map((h) => h.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/zones',
        'POST /api/zones',
        'DELETE /api/zones/:zoneId',
        'GET /api/zones/:zoneId/members/:userId',
        'PATCH /api/zones/:zoneId/members/:userId',
        'PUT /api/zones/:zoneId/hubs/order',
        'DELETE /api/zones/:zoneId/hubs/:hubId/dashboards/:dashboardId',
        'GET /api/module-types',
        'POST /api/permissions/check',
      ]),
    );
  });

  it('every route with :zoneId or :hubId has a requirement and the zone guard; :hubId routes use hub scope', () => {
    const scoped = all.filter((h) => /:zoneId|:hubId/.test(h.route));
    expect(scoped.length).toBeGreaterThanOrEqual(25);
    const problems = scoped.flatMap((h) => {
      const p: string[] = [];
      if (!h.requirement) p.push(`${h.route}: no @ZoneAccess/@HubAccess`);
      if (!h.guards.includes(ZoneAccessGuard)) p.push(`${h.route}: ZoneAccessGuard not applied`);
      if (h.route.includes(':hubId') && h.requirement?.scope !== 'hub')
        p.push(`${h.route}: must use @HubAccess`);
      return p;
    });
    expect(problems).toEqual([]);
  });

  it('writes never require only read, except the member routes that check in the service', () => {
    const readOnlyWrites = all
      .filter((h) => h.requirement && !h.route.startsWith('GET ') && h.requirement.action === 'read')
      .map((h) => h.route)
      .sort();
    expect(readOnlyWrites).toEqual([
      'DELETE /api/zones/:zoneId/members/:userId',
      'PATCH /api/zones/:zoneId/members/:userId',
    ]);
  });

  it('the OpenAPI document lists every zone, module-type and permission route', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    for (const h of all.filter((x) => /\/api\/(zones|module-types|permissions)/.test(x.route))) {
      expect(documented).toContain(h.route);
    }
    const hubGet = res.body.paths['/api/zones/{zoneId}/hubs/{hubId}'].get;
    expect(hubGet.security).toEqual([{ bearer: [] }]);
    expect(hubGet.responses['404']).toBeDefined();
    const memberGet = res.body.paths['/api/zones/{zoneId}/members/{userId}'].get;
    expect(memberGet.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(memberGet.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(memberGet.responses['404'].description).toContain('Member not found');
    expect(memberGet.responses['200'].content['application/json'].schema).toMatchObject({
      required: expect.arrayContaining(['user_id', 'email', 'role', 'profile', 'joined_at']),
    });
    expect(res.body.paths['/api/zones'].post.requestBody.content['application/json'].schema).toMatchObject({
      required: ['name'],
    });
  });
});
