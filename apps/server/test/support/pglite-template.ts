import { readFileSync } from 'node:fs';

/**
 * The environment variable through which jest's global setup (pglite-global-setup.ts) names the
 * PGlite data directory it dumped once for the whole run.
 */
export const PGLITE_TEMPLATE_ENV = 'ATRIUM_TEST_PGLITE_TEMPLATE';

let cached: Blob | undefined;

/**
 * A fresh in-memory PGlite spends most of its start in initdb; the tests start from the dump the
 * global setup made of one that had just run it. Undefined when there is none (jest started with
 * another config): the database then runs initdb itself.
 */
export function pgliteTemplate(): Blob | undefined {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!path) return undefined;
  cached ??= new Blob([readFileSync(path)]);
  return cached;
}
