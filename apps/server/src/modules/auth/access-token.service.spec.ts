import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from './access-token.service.js';

const USER = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';
const config = {
  jwtSecret: 'unit-test-secret-unit-test-secret-0123456789',
  auth: { accessTokenTtl: 60 },
} as unknown as AppConfig;

describe('AccessTokenService', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts its own token, again and again (the second time from the verified cache)', () => {
    const tokens = new AccessTokenService(config);
    const { accessToken } = tokens.sign(USER, SESSION);
    expect(tokens.verify(accessToken)).toEqual({ sub: USER, sid: SESSION });
    expect(tokens.verify(accessToken)).toEqual({ sub: USER, sid: SESSION });
  });

  it('refuses a cached token once it has expired', () => {
    jest.useFakeTimers({ now: Date.now() });
    const tokens = new AccessTokenService(config);
    const { accessToken } = tokens.sign(USER, SESSION);
    expect(tokens.verify(accessToken)).toBeDefined();
    jest.setSystemTime(Date.now() + 66_000); // ttl 60 s + the 5 s clock tolerance
    expect(tokens.verify(accessToken)).toBeUndefined();
  });

  it('refuses a token whose signature was altered, even after the genuine one was cached', () => {
    const tokens = new AccessTokenService(config);
    const { accessToken } = tokens.sign(USER, SESSION);
    tokens.verify(accessToken);
    const last = accessToken.at(-2) === 'A' ? 'B' : 'A';
    const tampered = accessToken.slice(0, -2) + last + accessToken.at(-1);
    expect(tokens.verify(tampered)).toBeUndefined();
  });

  it('refuses a token signed with another secret', () => {
    const other = new AccessTokenService({
      ...config,
      jwtSecret: 'another-secret-another-secret-0123456789',
    });
    expect(new AccessTokenService(config).verify(other.sign(USER, SESSION).accessToken)).toBeUndefined();
  });

  it('keeps the cache bounded', () => {
    const tokens = new AccessTokenService(config);
    const size = AccessTokenService.verifiedCacheSize;
    for (let i = 0; i < size + 50; i++) {
      const sid = `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`;
      tokens.verify(tokens.sign(USER, sid).accessToken);
    }
    expect((tokens as unknown as { verified: Map<string, unknown> }).verified.size).toBe(size);
  });
});
