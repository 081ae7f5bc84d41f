import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      env: 'development',
      logLevel: 'info',
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(c.auth).toMatchObject({
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 86400,
      refreshReuseGraceS: 10,
    });
    expect(loadConfig({ DATA_DIR: dir, REFRESH_REUSE_GRACE: '0' }).auth.refreshReuseGraceS).toBe(0);
  });

  it('serves this machine only outside production (the demo passwords are public), every interface in production', () => {
    expect(loadConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SECRETS_KEY: 'a'.repeat(64),
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
  });

  it('generates the secrets key once outside production into DATA_DIR (0600); SECRETS_KEY takes hex or base64', () => {
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.secretsKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).secretsKey.equals(a.secretsKey)).toBe(true);
    expect(statSync(join(dir, 'secrets-key')).mode & 0o777).toBe(0o600);
    const key = Buffer.alloc(32, 7);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(loadConfig({ DATA_DIR: dir, SECRETS_KEY: text }).secretsKey.equals(key)).toBe(true);
    }
  });

  it('refuses a damaged generated secrets key instead of replacing it', () => {
    writeFileSync(join(dir, 'secrets-key'), 'not a key\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secrets-key does not hold a 32-byte key/);
  });

  it('never loads demo data in production', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'ab'.repeat(32),
      SEED_DEMO: 'true',
    });
    expect(c.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /SECRETS_KEY is required in production/],
    [{ SECRETS_KEY: 'too-short' }, /SECRETS_KEY must be 32 bytes/],
    [{ SECRETS_KEY: 'ab'.repeat(31) }, /SECRETS_KEY must be 32 bytes/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' }, /ADMIN_EMAIL/],
    [{ TRUST_PROXY: 'garbage' }, /TRUST_PROXY must be comma-separated IP addresses/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ REFRESH_REUSE_GRACE: '2m' }, /REFRESH_REUSE_GRACE must be at most 60 seconds/],
  ])('refuses %j naming the problem', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it('takes proxy addresses, CIDR ranges and keywords in TRUST_PROXY', () => {
    expect(
      loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1/128, loopback' }).trustProxy,
    ).toBe('10.0.0.0/8, 127.0.0.1, ::1/128, loopback');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
