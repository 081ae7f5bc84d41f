import type { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out rather than read from libs/schema (WORKSPACE_AUDIT_ENTITIES, _ACTIONS), so this
// migration means the same thing forever; a kind or verb added later comes with its own migration.
const ENTITIES = `'route', 'zone', 'hub', 'module', 'dashboard', 'zone_member', 'zone_invitation'`;
const ACTIONS = `'create', 'update', 'delete', 'reorder', 'add', 'role', 'remove',
  'send', 'resend', 'revoke', 'accept', 'decline'`;

/**
 * `workspace_events`, append-only: every change to routes, zones, hubs, modules, dashboards, zone
 * membership and zone invitations — who (actor), when, which kind (entity) and row (entity_id,
 * null for a reorder), the zone it is in, what (action), before and after (the row's own fields,
 * bounded; never a token). Written in the transaction of the change; read by GET /api/audit.
 *
 * Also an index on `at` for each log the audit list reads newest first (navigation_events,
 * user_admin_events, atrium_collection_versions), so a page reads the newest rows of each by index
 * instead of sorting the whole log.
 */
export class WorkspaceEvents1763960000000 implements MigrationInterface {
  name = 'WorkspaceEvents1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workspace_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        entity text NOT NULL CONSTRAINT workspace_events_entity_check
          CHECK (entity IN (${ENTITIES})),
        entity_id uuid,
        zone_id uuid,
        action text NOT NULL CONSTRAINT workspace_events_action_check
          CHECK (action IN (${ACTIONS})),
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX workspace_events_at_idx ON workspace_events (at, id)`);
    await q.query(`CREATE INDEX workspace_events_entity_idx ON workspace_events (entity, entity_id, at)`);
    await q.query(`CREATE INDEX workspace_events_actor_idx ON workspace_events (actor_id)`);
    await q.query(`CREATE INDEX navigation_events_at_idx ON navigation_events (at, id)`);
    await q.query(`CREATE INDEX user_admin_events_at_idx ON user_admin_events (at, id)`);
    await q.query(`CREATE INDEX atrium_collection_versions_at_idx ON atrium_collection_versions (at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX atrium_collection_versions_at_idx`);
    await q.query(`DROP INDEX user_admin_events_at_idx`);
    await q.query(`DROP INDEX navigation_events_at_idx`);
    await q.query(`DROP TABLE workspace_events`);
  }
}
