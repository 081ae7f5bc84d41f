import { AUTH_REDIRECT_KEY } from '@atrium/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeRedirect, takeAuthRedirect } from './auth-redirect';

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
});
