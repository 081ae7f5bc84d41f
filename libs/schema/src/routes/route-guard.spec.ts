import { describe, expect, it } from 'vitest';
import {
  NO_ROLE_REASON,
  checkAdminAccess,
  decideGuard,
  guardPlanFor,
  notAdminReason,
  userRole,
  type GuardAuthState,
  type GuardPlan,
} from './route-guard.js';

const route = (patch: Partial<Parameters<typeof guardPlanFor>[0]> = {}) => ({
  name: 'page',
  is_public: false,
  metadata: {},
  ...patch,
});

describe('guardPlanFor', () => {
  it.each([
    ['a public route named login', route({ name: 'login', is_public: true }), { kind: 'login' }],
    ['… named Login in any case', route({ name: 'LOGIN', is_public: true }), { kind: 'login' }],
    ['a non-public login route', route({ name: 'login' }), { kind: 'guarded', guardType: 'auth' }],
    [
      'another public route, whatever its guard type',
      route({ is_public: true, metadata: { guard_type: 'guest' } }),
      { kind: 'public' },
    ],
    [
      'a dynamic route',
      route({ metadata: { dynamic: true, guard_type: 'admin' } }),
      { kind: 'dynamic', public: false },
    ],
    [
      'a public dynamic route',
      route({ is_public: true, metadata: { dynamic: true } }),
      { kind: 'dynamic', public: true },
    ],
    [
      'the guard type first',
      route({ metadata: { guard_type: 'admin', required_permission: 'x' } }),
      { kind: 'guarded', guardType: 'admin' },
    ],
    [
      'else the required permission',
      route({ metadata: { required_permission: 'routes.manage' } }),
      { kind: 'guarded', guardType: 'routes.manage' },
    ],
    ["else 'auth'", route(), { kind: 'guarded', guardType: 'auth' }],
    [
      "'auth' for an empty guard type",
      route({ metadata: { guard_type: '' } }),
      { kind: 'guarded', guardType: 'auth' },
    ],
  ])('%s', (_label, input, plan) => {
    expect(guardPlanFor(input)).toEqual(plan);
  });
});

describe('checkAdminAccess', () => {
  it.each(['admin', 'super_admin', 'platform_owner'])('grants %s', (role) => {
    expect(checkAdminAccess({ id: 'u', role }).hasAccess).toBe(true);
  });

  it('reads user.role, else profile.role', () => {
    expect(userRole({ id: 'u', role: 'admin', profile: { role: 'user' } })).toBe('admin');
    expect(userRole({ id: 'u', profile: { role: 'super_admin' } })).toBe('super_admin');
    expect(checkAdminAccess({ id: 'u', role: null, profile: { role: 'platform_owner' } }).hasAccess).toBe(
      true,
    );
  });

  it('denies a missing role with "No role found for user"', () => {
    expect(checkAdminAccess({ id: 'u' })).toEqual({ hasAccess: false, reason: 'No role found for user' });
    expect(checkAdminAccess({ id: 'u', role: '', profile: null })).toEqual({
      hasAccess: false,
      reason: NO_ROLE_REASON,
    });
  });

  it('denies another role saying it is not admin', () => {
    expect(checkAdminAccess({ id: 'u', role: 'user' })).toEqual({
      hasAccess: false,
      reason: 'User role "user" is not an admin role',
    });
    expect(notAdminReason('guest')).toBe('User role "guest" is not an admin role');
  });
});

describe('decideGuard', () => {
  const loading: GuardAuthState = { status: 'loading', user: null };
  const signedOut: GuardAuthState = { status: 'ready', user: null };
  const member: GuardAuthState = { status: 'ready', user: { id: '1', email: 'm@x.io', role: 'user' } };
  const admin: GuardAuthState = {
    status: 'ready',
    user: { id: '2', email: 'a@x.io', profile: { role: 'admin' } },
  };
  const roleless: GuardAuthState = { status: 'ready', user: { id: '3', email: 'r@x.io' } };
  const guarded = (guardType: string): GuardPlan => ({ kind: 'guarded', guardType });

  it.each<[string, GuardPlan, GuardAuthState, ReturnType<typeof decideGuard>]>([
    ['public routes render at once', { kind: 'public' }, loading, { action: 'render' }],
    [
      'public dynamic routes render at once',
      { kind: 'dynamic', public: true },
      loading,
      { action: 'render' },
    ],
    ['waits while auth loads', guarded('auth'), loading, { action: 'wait' }],
    ['login waits while auth loads', { kind: 'login' }, loading, { action: 'wait' }],
    ['login renders for a visitor', { kind: 'login' }, signedOut, { action: 'render' }],
    [
      'login sends a signed-in user to the dashboard',
      { kind: 'login' },
      member,
      { action: 'redirect-dashboard' },
    ],
    ['guest renders for a visitor', guarded('guest'), signedOut, { action: 'render' }],
    [
      'guest sends a signed-in user to the dashboard',
      guarded('guest'),
      member,
      { action: 'redirect-dashboard' },
    ],
    ['auth sends a visitor to login', guarded('auth'), signedOut, { action: 'redirect-login' }],
    ['auth renders for a user', guarded('auth'), member, { action: 'render' }],
    [
      'dynamic sends a visitor to login',
      { kind: 'dynamic', public: false },
      signedOut,
      { action: 'redirect-login' },
    ],
    ['dynamic renders for a user', { kind: 'dynamic', public: false }, member, { action: 'render' }],
    ['admin sends a visitor to login', guarded('admin'), signedOut, { action: 'redirect-login' }],
    ['admin renders for an admin', guarded('admin'), admin, { action: 'render' }],
    [
      'admin denies a member',
      guarded('admin'),
      member,
      { action: 'deny', reason: 'User role "user" is not an admin role' },
    ],
    [
      'admin denies a user without role',
      guarded('admin'),
      roleless,
      { action: 'deny', reason: 'No role found for user' },
    ],
    ['other guard types are checked', guarded('zone'), member, { action: 'check', guardType: 'zone' }],
    [
      'permissions are checked',
      guarded('routes.manage'),
      admin,
      { action: 'check', guardType: 'routes.manage' },
    ],
    ['other guard types still need a user', guarded('zone'), signedOut, { action: 'redirect-login' }],
  ])('%s', (_label, plan, auth, decision) => {
    expect(decideGuard(plan, auth)).toEqual(decision);
  });
});
