import { Injectable } from '@nestjs/common';
import type { UpdatePreferences } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

/** A user_preferences row as stored (the service normalises it). */
export interface StoredPreferences {
  theme: string;
  language: string;
  time_zone: string;
}

/** Named queries over user_preferences (one row per user, none until the first change). */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<StoredPreferences | undefined> {
    const rows: StoredPreferences[] = await queryRows(
      this.dataSource,
      'SELECT theme, language, time_zone FROM user_preferences WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  }

  /**
   * Creates the row (the missing fields from `base`) or sets the given fields, in one statement,
   * and returns the stored row. Undefined when the user no longer exists.
   */
  async upsert(
    userId: string,
    base: StoredPreferences,
    patch: UpdatePreferences,
  ): Promise<StoredPreferences | undefined> {
    const rows: StoredPreferences[] = await queryRows(
      this.dataSource,
      `INSERT INTO user_preferences (user_id, theme, language, time_zone)
       SELECT u.id, COALESCE($2::text, $5::text), COALESCE($3::text, $6::text), COALESCE($4::text, $7::text)
       FROM users u WHERE u.id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         theme = COALESCE($2::text, user_preferences.theme),
         language = COALESCE($3::text, user_preferences.language),
         time_zone = COALESCE($4::text, user_preferences.time_zone),
         updated_at = now()
       RETURNING theme, language, time_zone`,
      [
        userId,
        patch.theme ?? null,
        patch.language ?? null,
        patch.time_zone ?? null,
        base.theme,
        base.language,
        base.time_zone,
      ],
    );
    return rows[0];
  }
}
