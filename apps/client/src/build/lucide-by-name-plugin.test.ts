import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideByNameApart } from '../../vite/lucide-by-name-plugin';

const require = createRequire(import.meta.url);
const esm = join(dirname(require.resolve('lucide-react/dynamic')), 'dist/esm');
const loader = join(esm, 'dynamicIconImports.mjs');
const database = join(esm, 'icons/database.mjs');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = lucideByNameApart();
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;
/** The bundler's own resolution, as the plugin's `this.resolve` gets it. */
const context = { resolve: async (source: string) => ({ id: database, source }) };

describe('lucideByNameApart (vite/lucide-by-name-plugin.ts)', () => {
  it("gives the icons lucide's any-icon loader imports ids of their own", async () => {
    const resolved = (await resolveId.call(context, './icons/database.mjs', loader)) as { id: string };
    expect(resolved.id).toBe(`${database}?lucide-by-name`);
    expect(load.call(context, resolved.id)).toBe(readFileSync(database, 'utf8'));
  });

  it('leaves the icons the app imports by name as they are', async () => {
    const barrel = join(esm, 'lucide-react.mjs');
    expect(await resolveId.call(context, './icons/database.mjs', barrel)).toBeNull();
    expect(await resolveId.call(context, 'lucide-react', '/app/src/Page.tsx')).toBeNull();
    expect(load.call(context, database)).toBeNull();
  });
});
