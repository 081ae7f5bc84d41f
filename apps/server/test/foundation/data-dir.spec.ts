import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config.js';
import { openDatabase } from '../../src/database/database.js';

/** Every path under `dir` (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.mode & 0o077) found.push(`${(st.mode & 0o777).toString(8)} ${path}`);
    if (st.isDirectory()) for (const e of readdirSync(path)) walk(join(path, e));
  };
  walk(dir);
  return found;
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR is private to the account running Atrium', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'atrium-datadir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a new DATA_DIR is created 0700 and the generated JWT secret 0600', () => {
    const dataDir = join(root, 'nested', 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('a DATA_DIR and secret left open by an older version are tightened, with a warning', () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(64) + '\n');
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.jwtSecret).toBe('x'.repeat(64)); // kept, only its mode changed
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'jwt-secret'))).toBe(0o600);
      const texts = warn.mock.calls.map((c) => String(c[0]));
      expect(texts).toContain(`${dataDir} was open to other users (mode 0755); changed to 0700`);
      expect(texts).toContain(
        `${join(dataDir, 'jwt-secret')} was readable by other users (mode 0644); changed to 0600`,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("the embedded database's files are not open to others, neither the unpacked ones nor those made later", async () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777); // as loose as it gets
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const db = await openDatabase({ databaseUrl: undefined, dataDir, embeddedDbPort: 0 });
    try {
      // A new table and an index: files PGlite creates while the app runs.
      await db.dataSource.query('CREATE TABLE later (id int PRIMARY KEY, note text)');
      await db.dataSource.query(
        `INSERT INTO later SELECT g, repeat('x', 100) FROM generate_series(1, 2000) g`,
      );
      await db.dataSource.query('CHECKPOINT');
      expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(mode(join(dataDir, 'embedded-db-password'))).toBe(0o600);
    } finally {
      await db.close();
      warn.mockRestore();
    }
    // Closing writes more files; they are private too.
    expect(openToOthers(dataDir)).toEqual([]);
    // An on-disk PGlite is unpacked, migrated and checkpointed here: ~10 s alone, over 30 s on a
    // busy 2-core machine (seen in a full run), hence its own time budget.
  }, 120_000);
});
