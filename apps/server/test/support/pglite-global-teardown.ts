import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/** Jest global teardown: removes the PGlite template the global setup dumped. */
export default function globalTeardown(): void {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
