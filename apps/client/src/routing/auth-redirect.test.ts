import { AUTH_REDIRECT_KEY } from '@atrium/schema';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuardDecision } from '@atrium/schema';
import { isSafeRedirect, signInTarget, takeAuthRedirect } from './auth-redirect';

afterEach(() => sessionStorage.clear());

describe('authRedirect', () => {
  it.each([
    ['/dashboard?tab=recent', true],
    ['/zones/1/hubs/2', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a\nb', false],
    ['', false],
  ])('%j is safe: %s', (target, safe) => {
    expect(isSafeRedirect(target)).toBe(safe);
  });

  it('is taken once, and never back to the login page itself', () => {
    sessionStorage.setItem(AUTH_REDIRECT_KEY, '/dashboard?tab=recent');
    expect(takeAuthRedirect('/login')).toBe('/dashboard?tab=recent');
    expect(takeAuthRedirect('/login')).toBeNull();
    sessionStorage.setItem(AUTH_REDIRECT_KEY, '/login?x=1');
    expect(takeAuthRedirect('/login')).toBeNull();
    sessionStorage.setItem(AUTH_REDIRECT_KEY, '//evil.example');
    expect(takeAuthRedirect('/login')).toBeNull();
    expect(sessionStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
  });

  describe('after sign-in (signInTarget)', () => {
    const render: GuardDecision = { action: 'render' };
    const decide = (decisions: Record<string, GuardDecision>) => (path: string) => decisions[path] ?? null;

    it('returns to the page the visitor was sent to sign in from, when they may open it', () => {
      expect(signInTarget('/settings?tab=1', '/settings?tab=1', decide({ '/settings': render }))).toEqual({
        kind: 'redirect',
        target: '/settings?tab=1',
      });
    });

    it('lands on the dashboard when the visitor wandered off and came back to sign in', () => {
      expect(signInTarget('/settings', undefined, decide({ '/settings': render }))).toEqual({
        kind: 'dashboard',
      });
      expect(signInTarget('/settings', '/zones', decide({ '/settings': render }))).toEqual({
        kind: 'dashboard',
      });
    });

    it("lands a member on the dashboard instead of an admin page's Access Denied", () => {
      const denied: GuardDecision = { action: 'deny', reason: 'User role "user" is not an admin role' };
      expect(signInTarget('/admin/routes', '/admin/routes', decide({ '/admin/routes': denied }))).toEqual({
        kind: 'dashboard',
      });
    });

    it('asks the permission service first for zone and hub guards', () => {
      const check: GuardDecision = { action: 'check', guardType: 'zone' };
      expect(signInTarget('/z/1', '/z/1', decide({ '/z/1': check }))).toEqual({
        kind: 'check',
        target: '/z/1',
        guardType: 'zone',
      });
    });

    it('ignores nothing stored, an unsafe target and a page no route serves', () => {
      expect(signInTarget(null, null, decide({}))).toEqual({ kind: 'dashboard' });
      expect(signInTarget('//evil.example', '//evil.example', () => render)).toEqual({ kind: 'dashboard' });
      expect(signInTarget('/gone', '/gone', decide({}))).toEqual({ kind: 'dashboard' });
    });
  });
});
