import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = `'user.role', 'user.disable', 'user.enable', 'user.reset_2fa', 'user.signout_all',
        'user.invite', 'user.invite_resend', 'user.invite_cancel',
        'role.create', 'role.update', 'role.delete'`;

/**
 * An admin who renames someone else through the table API (`PATCH /api/rest/user_profiles`) is
 * recorded like every other admin action on an account: `user.profile`, with the names before and
 * after (modules/users/README.md).
 */
export class ProfileAdminEvents1763910000000 implements MigrationInterface {
  name = 'ProfileAdminEvents1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_admin_events DROP CONSTRAINT user_admin_events_action_check`);
    await q.query(`
      ALTER TABLE user_admin_events ADD CONSTRAINT user_admin_events_action_check CHECK (action IN (
        ${BEFORE}, 'user.profile'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM user_admin_events WHERE action = 'user.profile'`);
    await q.query(`ALTER TABLE user_admin_events DROP CONSTRAINT user_admin_events_action_check`);
    await q.query(`
      ALTER TABLE user_admin_events ADD CONSTRAINT user_admin_events_action_check CHECK (action IN (
        ${BEFORE}))`);
  }
}
