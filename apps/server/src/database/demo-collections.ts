import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger as PinoLogger } from 'pino';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Principal } from '../common/http/principal.js';
import { CollectionsRegistryService } from '../modules/collections/collections-registry.service.js';
import { RestService } from '../modules/rest/rest.service.js';
import { queryRows } from './query-rows.js';

/**
 * seeds/demo/collections.json: schemas (checked by the registry as any POST /schemas) and their
 * rows (checked by the table API as any POST /rest); a row's `zone` names its zone.
 */
const demoCollectionsFileSchema = z.object({
  collections: z.array(
    z.object({
      schema: z.looseObject({ name: z.string() }),
      rows: z.array(z.looseObject({ zone: z.string().optional() })).default([]),
    }),
  ),
});

/**
 * Registers the demo collections through the schema registry and inserts their rows through the
 * table API, as the first platform owner: the same checks, versions and DDL as an admin's
 * requests. Runs once, on the start that loaded the demo zones (an empty database). A collection
 * that cannot be loaded (its name taken, a row refused) is logged and skipped: the demo is not
 * worth refusing to start over. Returns how many collections were registered.
 */
export async function seedDemoCollections(
  app: INestApplicationContext,
  ds: DataSource,
  seedsDir: string,
  logger: PinoLogger,
): Promise<number> {
  const file = join(seedsDir, 'demo', 'collections.json');
  if (!existsSync(file)) return 0;
  const { collections } = demoCollectionsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const [owner] = await queryRows<{ id: string; email: string; role: string }>(
    ds,
    `SELECT u.id, u.email, p.role FROM users u JOIN user_profiles p ON p.id = u.id
      WHERE p.role = 'platform_owner' ORDER BY u.created_at LIMIT 1`,
  );
  if (!owner) return 0;
  const actor: Principal = { userId: owner.id, sessionId: '', email: owner.email, role: owner.role };
  const zones = new Map(
    (await queryRows<{ id: string; name: string }>(ds, 'SELECT id, name FROM zones')).map((z) => [
      z.name,
      z.id,
    ]),
  );
  const registry = app.get(CollectionsRegistryService, { strict: false });
  const rest = app.get(RestService, { strict: false });
  let registered = 0;
  for (const { schema, rows } of collections) {
    try {
      await registry.create(schema, actor, {});
      registered++;
      const values = rows.map(({ zone, ...row }) => (zone ? { ...row, zone_id: zones.get(zone) } : row));
      if (values.length > 0) await rest.create(actor, schema.name, { select: 'id' }, values);
    } catch (err) {
      logger.warn({ err, collection: schema.name }, 'a demo collection could not be loaded');
    }
  }
  return registered;
}
