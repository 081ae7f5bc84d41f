import { rmSync } from 'node:fs';

/**
 * Jest global teardown: removes the PGlite template the global setup dumped. Imports no relative
 * module (see pglite-global-setup.ts): the directory comes from the global the setup left.
 */
export default function globalTeardown(): void {
  const dir = globalThis.atriumPgliteTemplateDir;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
