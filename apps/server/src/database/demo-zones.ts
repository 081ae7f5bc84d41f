import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dashboardCreateSchema,
  emailSchema,
  hubCreateSchema,
  moduleCreateSchema,
  zoneCreateSchema,
  zoneRoleSchema,
} from '@atrium/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { queryRows } from './query-rows.js';

/** seeds/demo/zones.json, validated with the same schemas the API uses. */
const hubSeedSchema = hubCreateSchema.extend({
  modules: z.array(moduleCreateSchema).default([]),
  dashboards: z.array(dashboardCreateSchema).default([]),
});
const zoneSeedSchema = zoneCreateSchema.extend({
  owner: emailSchema,
  members: z.array(z.strictObject({ email: emailSchema, role: zoneRoleSchema })).default([]),
  hubs: z.array(hubSeedSchema).default([]),
});
const zonesFileSchema = z.object({ zones: z.array(zoneSeedSchema) });
type ZoneSeed = z.output<typeof zoneSeedSchema>;

async function userId(em: EntityManager, email: string): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(em, 'SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0]?.id;
}

async function insertZone(em: EntityManager, seed: ZoneSeed): Promise<boolean> {
  const ownerId = await userId(em, seed.owner);
  if (!ownerId) return false;
  const [zone] = await queryRows<{ id: string }>(
    em,
    'INSERT INTO zones (name, icon, description, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [seed.name, seed.icon, seed.description, ownerId],
  );
  await queryRows(em, `INSERT INTO zone_members (zone_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    zone.id,
    ownerId,
  ]);
  for (const m of seed.members) {
    const id = await userId(em, m.email);
    if (id && id !== ownerId) {
      await queryRows(
        em,
        'INSERT INTO zone_members (zone_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [zone.id, id, m.role],
      );
    }
  }
  for (const [hi, hub] of seed.hubs.entries()) {
    const [h] = await queryRows<{ id: string }>(
      em,
      'INSERT INTO hubs (zone_id, name, icon, description, is_active, order_index) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [zone.id, hub.name, hub.icon, hub.description, hub.is_active, hi],
    );
    for (const [mi, m] of hub.modules.entries()) {
      await queryRows(
        em,
        'INSERT INTO modules (hub_id, name, type, config, is_active, order_index) VALUES ($1, $2, $3, $4::jsonb, $5, $6)',
        [h.id, m.name, m.type, JSON.stringify(m.config), m.is_active, mi],
      );
    }
    for (const [di, d] of hub.dashboards.entries()) {
      await queryRows(
        em,
        'INSERT INTO dashboards (hub_id, name, layout, order_index) VALUES ($1, $2, $3::jsonb, $4)',
        [h.id, d.name, JSON.stringify(d.layout), di],
      );
    }
  }
  return true;
}

/**
 * Loads seeds/demo/zones.json (zones with members, hubs, modules and dashboards) when the database
 * has no zone yet, in one transaction. Zones whose owner does not exist are skipped, as are
 * members who do not exist. Returns how many zones were inserted. Idempotent: once any zone
 * exists, it does nothing.
 */
export async function seedDemoZones(ds: DataSource, seedsDir: string): Promise<number> {
  const file = join(seedsDir, 'demo', 'zones.json');
  if (!existsSync(file)) return 0;
  const { zones } = zonesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return ds.transaction(async (em) => {
    const [{ n }] = await queryRows<{ n: number }>(em, 'SELECT count(*)::int AS n FROM zones');
    if (n > 0) return 0;
    let inserted = 0;
    for (const zone of zones) if (await insertZone(em, zone)) inserted++;
    return inserted;
  });
}
