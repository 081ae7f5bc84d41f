import { existsSync, readFileSync } from 'node:fs';
import { navigationItemCreateSchema } from '@atrium/schema';
import type { DataSource } from 'typeorm';
import { z } from 'zod';

const seedFileSchema = z.object({
  navigation: z.array(navigationItemCreateSchema.extend({ id: z.uuid() })),
});

/**
 * Loads seeds/navigation.json (the main menu and the admin menu) idempotently, parents first, in
 * one transaction. Each row has a stable id and is inserted only when absent, so what admins
 * changed stays as they left it; a seeded item an admin deleted (navigation_events holds its
 * delete) is not brought back, nor is a child whose parent is gone. Rows are checked with the
 * API's own create schema. Returns how many rows were inserted.
 */
export async function seedNavigation(ds: DataSource, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const { navigation } = seedFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  let inserted = 0;
  await ds.transaction(async (em) => {
    await em.query('LOCK TABLE navigation IN SHARE ROW EXCLUSIVE MODE');
    for (const item of navigation) {
      const rows: unknown[] = await em.query(
        `INSERT INTO navigation (id, title, label, path, href, icon, description, type, parent_id, order_index,
                                 is_active, is_visible, required_role, zone_id, metadata)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb
          WHERE NOT EXISTS (SELECT 1 FROM navigation_events WHERE item_id = $1 AND action = 'delete')
            AND ($9::uuid IS NULL OR EXISTS (SELECT 1 FROM navigation WHERE id = $9::uuid))
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          item.id,
          item.title,
          item.label ?? null,
          item.path ?? null,
          item.href ?? null,
          item.icon ?? null,
          item.description ?? null,
          item.type,
          item.parent_id ?? null,
          item.order_index,
          item.is_active,
          item.is_visible,
          item.required_role ?? null,
          item.zone_id ?? null,
          JSON.stringify(item.metadata),
        ],
      );
      inserted += rows.length;
    }
  });
  return inserted;
}
