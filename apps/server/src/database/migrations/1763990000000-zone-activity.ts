import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/zones/:zoneId/activity reads one zone's workspace_events newest first (ties by id): an
 * index on `(zone_id, at, id)` serves that page and its count from the zone's rows alone, where
 * the existing `(at, id)` index would walk every zone's entries. Entries in no zone (routes, forms,
 * API keys) are left out of it.
 */
export class ZoneActivity1763990000000 implements MigrationInterface {
  name = 'ZoneActivity1763990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX workspace_events_zone_idx ON workspace_events (zone_id, at, id) WHERE zone_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX workspace_events_zone_idx`);
  }
}
