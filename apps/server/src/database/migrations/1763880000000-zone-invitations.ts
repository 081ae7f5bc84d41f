import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Zone invitations (modules/zones/README.md): an owner or admin invites an address with a role;
 * the invitee accepts in the app (a verified account with that address) or through the mailed
 * link (whose token proves the mailbox).
 *
 * - email is stored lower-cased; at most one pending invitation per (zone, address).
 * - token_hash is the sha256 of the link's token (the token itself is never stored); a resend
 *   replaces it, so an earlier link stops working.
 * - status is pending until accepted, declined or revoked; an invitation past expires_at is
 *   expired whatever its status says (checked in every query with expires_at > now()).
 * - zone_id is ON DELETE CASCADE (the invitations go with the zone); invited_by is SET NULL.
 */
export class ZoneInvitations1763880000000 implements MigrationInterface {
  name = 'ZoneInvitations1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE zone_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 320),
        role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        token_hash text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'accepted', 'declined', 'revoked', 'expired')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz NOT NULL DEFAULT now(),
        responded_at timestamptz,
        accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX zone_invitations_token_hash_key ON zone_invitations (token_hash)`);
    await q.query(
      `CREATE UNIQUE INDEX zone_invitations_pending_key ON zone_invitations (zone_id, email) WHERE status = 'pending'`,
    );
    // The invitee's list (GET /invitations) looks pending ones up by address.
    await q.query(
      `CREATE INDEX zone_invitations_email_idx ON zone_invitations (email) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE zone_invitations`);
  }
}
