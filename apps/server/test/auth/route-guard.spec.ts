import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from '../../src/common/decorators/public.decorator.js';
import { NavigationHttp } from '../../src/modules/navigation/navigation.http.js';
import { RestHttp } from '../../src/modules/rest/rest.http.js';
import { RoutesHttp } from '../../src/modules/routes/routes.http.js';
import type { TestApp } from '../support/test-app.js';
import { startAuthApp } from './auth-test-kit.js';

/**
 * Deny by default, checked on the running app: every API route is either on the allow-list of
 * public routes, or refuses a request without a token with 401. A new public route must be added
 * here on purpose.
 */
const PUBLIC_ALLOW_LIST = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/navigation/public',
  'GET /api/routes',
  'GET /api/routes/by-name/:name',
  // The admin's invitation link: the invitee has no password yet (the token is the credential).
  'POST /api/auth/accept-invite',
  // Its page, before the invitee has chosen a password: who invited them and to what.
  'POST /api/auth/accept-invite/preview',
  'POST /api/auth/forgot-password',
  'POST /api/auth/refresh',
  'POST /api/auth/resend-verification',
  'POST /api/auth/reset-password',
  'POST /api/auth/signin',
  'POST /api/auth/signup',
  'POST /api/auth/verify-email',
  // A zone invitation's link page, before its holder signs in (the token is the credential).
  'POST /api/invitations/preview',
  'POST /api/logs',
  // The active theme: the sign-in page is themed too, before anyone signs in.
  'GET /api/themes/active',
  'GET /api/themes/active.css',
].sort();

/**
 * Routes that pass the global guard (@Public) only to be checked by a guard of their own, which
 * admits something the global guard does not know (GET /api/metrics: an admin or METRICS_TOKEN;
 * POST /api/auth/signout: a live bearer token, or the refresh token of a live session when the
 * access token has expired). Without credentials they must still answer 401.
 */
const SELF_GUARDED = ['GET /api/metrics', 'POST /api/auth/signout'];

/** Plain Fastify routes (outside Nest's guard) that are signed-in only by their own check. */
const SELF_CHECKED_PLAIN = [...NavigationHttp.guardedPaths, ...RestHttp.guardedPaths];

/** Every (method, path) the HTTP server answers, read from Fastify's route tree. */
function fastifyRoutes(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│├└─ ]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4 - 1; // top-level lines start with '├── '
    const path = (depth > 0 ? stack[depth - 1] : '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of m[3].split(',').map((s) => s.trim())) out.push(`${method} ${path}`);
  }
  return out;
}

/** Every Nest handler as `METHOD /api/path`, with whether it is @Public(). */
function nestHandlers(t: TestApp): Map<string, boolean> {
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  const handlers = new Map<string, boolean>();
  for (const mod of t.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!cls) continue;
      const base = String(Reflect.getMetadata('path', cls) ?? '').replace(/^\/|\/$/g, '');
      const proto = cls.prototype as Record<string, (...args: never[]) => unknown>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name];
        const sub = Reflect.getMetadata('path', handler) as string | undefined;
        const method = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
        if (sub === undefined || method === undefined) continue;
        const path = ['/api', base, sub.replace(/^\/|\/$/g, '')].filter(Boolean).join('/');
        const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, cls]) === true;
        handlers.set(`${RequestMethod[method]} ${path.replace(/\/+/g, '/')}`, isPublic);
      }
    }
  }
  return handlers;
}

describe('deny by default: every API route is public on purpose or guarded', () => {
  let t: TestApp;
  let routes: string[];
  let handlers: Map<string, boolean>;
  beforeAll(async () => {
    t = await startAuthApp();
    const fastify = t.app.getHttpAdapter().getInstance();
    routes = fastifyRoutes(fastify.printRoutes({ commonPrefix: false }))
      .filter((r) => / \/api(\/|$)/.test(r) && !r.startsWith('HEAD ') && !r.includes(' /api/docs'))
      .sort();
    handlers = nestHandlers(t);
  });
  afterAll(() => t.close());

  it('finds the routes (sanity check of the walk)', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'PATCH /api/users/me',
        'DELETE /api/auth/sessions/:id',
        'GET /api/routes',
      ]),
    );
    expect(handlers.get('GET /api/auth/me')).toBe(false);
    expect(handlers.get('POST /api/auth/signin')).toBe(true);
  });

  it('the public routes are exactly the allow-list', () => {
    const plain = routes.filter((r) => !handlers.has(r));
    // Routes served outside Nest (no global guard) must declare themselves public, or guarded by
    // their own check (tested below with the Nest-guarded ones).
    expect(plain.sort()).toEqual(
      [...RoutesHttp.publicPaths, ...NavigationHttp.publicPaths, ...SELF_CHECKED_PLAIN].sort(),
    );
    const publicRoutes = routes.filter(
      (r) =>
        (handlers.get(r) === true || plain.includes(r)) &&
        !SELF_GUARDED.includes(r) &&
        !SELF_CHECKED_PLAIN.includes(r),
    );
    expect(publicRoutes.sort()).toEqual(PUBLIC_ALLOW_LIST);
  });

  it.each(SELF_GUARDED)('%s checks credentials itself: 401 without them', async (route) => {
    expect(handlers.get(route)).toBe(true);
    const [method, path] = route.split(' ');
    const res = await t.http()[method.toLowerCase() as 'get'](path);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('every other route refuses a request without a token (401 UNAUTHENTICATED)', async () => {
    const guarded = routes.filter((r) => handlers.get(r) === false || SELF_CHECKED_PLAIN.includes(r));
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, randomUUID());
      const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](url);
      const res = ['POST', 'PATCH', 'PUT'].includes(method) ? await req.send({}) : await req;
      expect({ route, status: res.status, code: res.body.code }).toEqual({
        route,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('the OpenAPI document lists every auth call', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    for (const route of routes.filter((r) => r.includes('/api/auth/') || r.includes('/api/users/'))) {
      expect(documented).toContain(route);
    }
    expect(res.body.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(
      res.body.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
    });
  });
});
