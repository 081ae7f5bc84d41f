import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Jest loads its global setup and teardown outside its module registry, with Node's own resolution:
// moduleNameMapper does not apply there, so a relative `.js` specifier (the package's NodeNext rule)
// would not find its TypeScript source. Both files therefore import packages only, and the test
// modules take the variable's name from here.

/**
 * The environment variable through which this global setup names the PGlite data directory it
 * dumped once for the whole run (read by pglite-template.ts in the test workers).
 */
export const PGLITE_TEMPLATE_ENV = 'ATRIUM_TEST_PGLITE_TEMPLATE';

declare global {
  /** The directory the global setup made, for the global teardown (same process, same globals). */
  var atriumPgliteTemplateDir: string | undefined;
}

/**
 * Jest global setup: runs PGlite's initdb once and dumps the resulting data directory, which every
 * test's in-memory database then starts from (about 1 s instead of about 8 s each on a two-core
 * machine). Only initdb's work is shared: each test's app still runs the migrations and seeds on
 * its own copy. Made with DATABASE_URL set too: the embedded database's own tests open PGlite in
 * that run as well.
 */
export default async function globalSetup(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    const dump = await db.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'atrium-pglite-template-'));
    globalThis.atriumPgliteTemplateDir = dir;
    const file = join(dir, 'datadir.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await db.close();
  }
}
