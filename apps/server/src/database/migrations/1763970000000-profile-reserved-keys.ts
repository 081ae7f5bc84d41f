import { isReservedProfileKey } from '@atrium/schema';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rows read per step: a large user table is cleaned without holding every profile in memory. */
const BATCH = 500;

/**
 * Profile extras under a reserved key (`is_admin`, `permissions`, `created_by`…: libs/schema's
 * isReservedProfileKey) stored before sign-up and `PATCH /users/me` refused them. `user.profile`
 * already hides them, but the raw row (`/rest/user_profiles`) still showed them to their owner and to
 * admins, for an integration to believe. They are removed here; every other extra stays as it was.
 * The rule is read from libs/schema when the migration runs: it only ever reserves more keys.
 */
export class ProfileReservedKeys1763970000000 implements MigrationInterface {
  name = 'ProfileReservedKeys1763970000000';

  async up(q: QueryRunner): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string; keys: string[] }[] = await q.query(
        `SELECT id, ARRAY(SELECT jsonb_object_keys(extra)) AS keys FROM user_profiles
          WHERE id > $1 AND jsonb_typeof(extra) = 'object' AND extra <> '{}'::jsonb
          ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      for (const row of rows) {
        const reserved = row.keys.filter(isReservedProfileKey);
        if (reserved.length > 0) {
          await q.query(`UPDATE user_profiles SET extra = extra - $2::text[] WHERE id = $1`, [
            row.id,
            reserved,
          ]);
        }
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1].id;
    }
  }

  async down(): Promise<void> {
    // The removed values claimed an authority nobody granted; they are not put back.
  }
}
