import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

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
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
  });

  it('never loads demo data in production', () => {
    const c = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SEED_DEMO: 'true',
    });
    expect(c.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_EMAIL and ADMIN_PASSWORD/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' }, /ADMIN_EMAIL/],
  ])('refuses %j naming the problem', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});
