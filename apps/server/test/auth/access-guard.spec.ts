import { Controller, Get } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Public } from '../../src/common/decorators/public.decorator.js';
import { AdminOnly, Roles } from '../../src/common/decorators/roles.decorator.js';
import { AccessGuard } from '../../src/common/guards/access.guard.js';
import type {
  AuthPrincipal,
  AuthenticatedRequest,
  RequestAuthenticator,
} from '../../src/modules/auth/request-authenticator.js';

@Controller('probe')
class ProbeController {
  @Public() @Get('open') open() {}
  @Get('closed') closed() {}
  @AdminOnly() @Get('admin') admin() {}
  @Roles('editor') @Get('editor') editor() {}
}

const principal = (role: string, extra: Partial<AuthPrincipal> = {}): AuthPrincipal => ({
  userId: 'u',
  sessionId: 's',
  email: 'e@x.co',
  role,
  profileRole: role,
  mfaEnabled: false,
  ...extra,
});

/** The guard's decisions, without HTTP: the request already went through authentication. */
describe('AccessGuard', () => {
  const authenticator = { attach: jest.fn() } as unknown as RequestAuthenticator;
  const guard = new AccessGuard(new Reflector(), authenticator);

  function run(handler: keyof ProbeController, req: Partial<AuthenticatedRequest>) {
    const full = { headers: {}, authChecked: true, ...req } as AuthenticatedRequest;
    const ctx = {
      getHandler: () => ProbeController.prototype[handler],
      getClass: () => ProbeController,
      switchToHttp: () => ({ getRequest: () => full }),
    } as unknown as ExecutionContext;
    return () => guard.canActivate(ctx);
  }

  it.each([
    ['public, anonymous', 'open', {}, true],
    ['public, signed in', 'open', { principal: principal('user') }, true],
    ['guarded, signed in', 'closed', { principal: principal('user') }, true],
    ['admin-only, admin', 'admin', { principal: principal('platform_owner') }, true],
    ['roles, matching', 'editor', { principal: principal('editor') }, true],
  ] as const)('%s → allowed', (_n, handler, req, expected) => {
    expect(run(handler, req)()).toBe(expected);
  });

  it.each([
    ['guarded, anonymous', 401, 'Not authenticated', 'closed', {}],
    [
      'guarded, bad token',
      401,
      'Invalid or expired session',
      'closed',
      { headers: { authorization: 'Bearer x' } },
    ],
    [
      'admin-only, user',
      403,
      'Role "user" may not do this: it takes an admin role',
      'admin',
      { principal: principal('user') },
    ],
    [
      'admin-only, admin without required 2FA',
      403,
      'Two-factor authentication is required for admin access',
      'admin',
      { principal: principal('user', { profileRole: 'admin' }) },
    ],
    [
      'roles, other role',
      403,
      'Role "admin" may not do this: it takes the role "editor"',
      'editor',
      { principal: principal('admin') },
    ],
  ] as const)('%s → %i', (_n, status, message, handler, req) => {
    expect(run(handler, req as Partial<AuthenticatedRequest>)).toThrow(
      expect.objectContaining({ status, message }),
    );
  });

  it('authenticates itself when the onRequest hook did not run', async () => {
    const attach = jest.fn((req: AuthenticatedRequest) => {
      req.principal = principal('user');
      return Promise.resolve();
    });
    const own = new AccessGuard(new Reflector(), { attach } as unknown as RequestAuthenticator);
    const req = { headers: { authorization: 'Bearer t' } } as AuthenticatedRequest;
    const ctx = {
      getHandler: () => ProbeController.prototype.closed,
      getClass: () => ProbeController,
      switchToHttp: () => ({ getRequest: () => req }),
    } as unknown as ExecutionContext;
    await expect(own.canActivate(ctx)).resolves.toBe(true);
    expect(attach).toHaveBeenCalledTimes(1);
  });
});
