import { readFileSync } from 'node:fs';
import { PGLITE_TEMPLATE_ENV } from './pglite-global-setup.js';

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
