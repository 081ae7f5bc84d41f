import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox stops keeping usable links (modules/mail/README.md). A row now lists the
 * single-use secrets its body carries (`live_secrets`, e.g. the token of a reset link) and when
 * they expire (`secrets_expire_at`); the mail service replaces them with a marker once the mail
 * is delivered, used or expired, and clears both columns. The partial index serves the periodic
 * sweep, which only ever looks at rows still holding secrets.
 *
 * Rows written before this migration have no such list: the tokens of their links
 * (`?token=…`, base64url) are removed here, all at once. A developer reading links from the
 * outbox asks for a new one after upgrading.
 */
export class MailOutboxSecrets1763840000000 implements MigrationInterface {
  name = 'MailOutboxSecrets1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE mail_outbox ADD COLUMN live_secrets text[], ADD COLUMN secrets_expire_at timestamptz`,
    );
    await q.query(
      `CREATE INDEX mail_outbox_live_secrets_idx ON mail_outbox (secrets_expire_at) WHERE live_secrets IS NOT NULL`,
    );
    await q.query(`
      UPDATE mail_outbox
      SET text = regexp_replace(text, '([?&]token=)[A-Za-z0-9_-]+', '\\1[link removed]', 'g'),
          html = regexp_replace(html, '([?&]token=)[A-Za-z0-9_-]+', '\\1[link removed]', 'g')
      WHERE text ~ '[?&]token=[A-Za-z0-9_-]' OR html ~ '[?&]token=[A-Za-z0-9_-]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail_outbox_live_secrets_idx`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN live_secrets, DROP COLUMN secrets_expire_at`);
  }
}
