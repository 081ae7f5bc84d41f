import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins invite people to new accounts (modules/users/README.md): an invited account has no
 * password until its mailed link sets one, so `password_hash` may be null (nobody signs in to such
 * an account); the link's token is an `auth_tokens` row of purpose `invitation`; the audit table
 * records invitations sent, sent again and cancelled.
 */
export class AccountInvitations1763900000000 implements MigrationInterface {
  name = 'AccountInvitations1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check`);
    await q.query(`
      ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
        CHECK (purpose IN ('password_reset', 'email_verification', 'invitation'))`);
    await q.query(`ALTER TABLE user_admin_events DROP CONSTRAINT user_admin_events_action_check`);
    await q.query(`
      ALTER TABLE user_admin_events ADD CONSTRAINT user_admin_events_action_check CHECK (action IN (
        'user.role', 'user.disable', 'user.enable', 'user.reset_2fa', 'user.signout_all',
        'user.invite', 'user.invite_resend', 'user.invite_cancel',
        'role.create', 'role.update', 'role.delete'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM users WHERE password_hash IS NULL`);
    await q.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
    await q.query(`DELETE FROM auth_tokens WHERE purpose = 'invitation'`);
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check`);
    await q.query(`
      ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
        CHECK (purpose IN ('password_reset', 'email_verification'))`);
    await q.query(`DELETE FROM user_admin_events WHERE action LIKE 'user.invite%'`);
    await q.query(`ALTER TABLE user_admin_events DROP CONSTRAINT user_admin_events_action_check`);
    await q.query(`
      ALTER TABLE user_admin_events ADD CONSTRAINT user_admin_events_action_check CHECK (action IN (
        'user.role', 'user.disable', 'user.enable', 'user.reset_2fa', 'user.signout_all',
        'role.create', 'role.update', 'role.delete'))`);
  }
}
