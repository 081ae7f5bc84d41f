import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `api_keys`: long-lived credentials for integrations (modules/api-keys/README.md). Only the
 * key's SHA-256 (hex) is stored, under a unique index the authentication looks it up by, and its
 * first characters for display. A key acts as its creator, so it goes with the creator's account.
 */
export class ApiKeys1763950000000 implements MigrationInterface {
  name = 'ApiKeys1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        role text NOT NULL,
        key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
        prefix text NOT NULL,
        created_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys (key_hash)`);
    await q.query(`CREATE INDEX api_keys_created_at_idx ON api_keys (created_at DESC, id)`);
    await q.query(`CREATE INDEX api_keys_created_by_idx ON api_keys (created_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_keys`);
  }
}
