import type { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, as in WorkspaceEvents1763960000000, so this migration means the same thing forever.
const ENTITIES = `'route', 'zone', 'hub', 'module', 'dashboard', 'zone_member', 'zone_invitation'`;
const NEW_ENTITIES = `'form', 'api_key'`;
const ACTIONS = `'create', 'update', 'delete', 'reorder', 'add', 'role', 'remove',
  'send', 'resend', 'revoke', 'accept', 'decline'`;
const NEW_ACTIONS = `'publish'`;

/**
 * The audit log lists themes, forms and API keys (modules/audit/README.md):
 *
 * - `workspace_events` also records forms (create, update, publish, delete) and API keys (create,
 *   update, revoke): its entity and action checks widen to `form`, `api_key` and `publish`.
 * - `theme_events` (already written by the themes module in each change's transaction) becomes a
 *   source of GET /api/audit, read newest first like the others: an index on `(at, id)`.
 */
export class AuditThemesFormsKeys1763980000000 implements MigrationInterface {
  name = 'AuditThemesFormsKeys1763980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workspace_events DROP CONSTRAINT workspace_events_entity_check`);
    await q.query(`ALTER TABLE workspace_events ADD CONSTRAINT workspace_events_entity_check
      CHECK (entity IN (${ENTITIES}, ${NEW_ENTITIES}))`);
    await q.query(`ALTER TABLE workspace_events DROP CONSTRAINT workspace_events_action_check`);
    await q.query(`ALTER TABLE workspace_events ADD CONSTRAINT workspace_events_action_check
      CHECK (action IN (${ACTIONS}, ${NEW_ACTIONS}))`);
    await q.query(`CREATE INDEX theme_events_at_idx ON theme_events (at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX theme_events_at_idx`);
    // The narrower checks cannot hold the entries of the new kinds: they go with them.
    await q.query(
      `DELETE FROM workspace_events WHERE entity IN (${NEW_ENTITIES}) OR action IN (${NEW_ACTIONS})`,
    );
    await q.query(`ALTER TABLE workspace_events DROP CONSTRAINT workspace_events_action_check`);
    await q.query(`ALTER TABLE workspace_events ADD CONSTRAINT workspace_events_action_check
      CHECK (action IN (${ACTIONS}))`);
    await q.query(`ALTER TABLE workspace_events DROP CONSTRAINT workspace_events_entity_check`);
    await q.query(`ALTER TABLE workspace_events ADD CONSTRAINT workspace_events_entity_check
      CHECK (entity IN (${ENTITIES}))`);
  }
}
