import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.mfa_unverified_setup`: 2FA was turned on while the address was unverified. Whoever did
 * that had not proven the mailbox (with verification off, anyone can sign up with someone else's
 * address), so a password reset clears that 2FA even after the owner has clicked the verify link
 * (modules/auth/README.md). Existing accounts with 2FA on and an unverified address can only have
 * turned it on unverified; for verified ones nobody knows, and they keep their 2FA as before.
 */
export class MfaUnverifiedSetup1763920000000 implements MigrationInterface {
  name = 'MfaUnverifiedSetup1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN mfa_unverified_setup boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE users SET mfa_unverified_setup = true WHERE mfa_enabled AND NOT email_verified`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN mfa_unverified_setup`);
  }
}
