import { Injectable } from '@nestjs/common';
import type { UpdatePreferences } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../database/pg-error.js';
import { UserPreferencesEntity } from './entities/user-preferences.entity.js';

/** A user_preferences row as stored (the service normalises it). */
export interface StoredPreferences {
  theme: string;
  language: string;
  time_zone: string;
}

/**
 * Named queries over user_preferences (one row per user, none until the first change), through
 * TypeORM: the UserPreferencesEntity repository and its query builder.
 */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<StoredPreferences | undefined> {
    const row = await this.dataSource.getRepository(UserPreferencesEntity).findOne({
      select: { theme: true, language: true, time_zone: true },
      where: { user_id: userId },
    });
    return row ? { theme: row.theme, language: row.language, time_zone: row.time_zone } : undefined;
  }

  /**
   * Creates the row (the missing fields from `base`) or sets the given fields, in one statement
   * (INSERT … ON CONFLICT DO UPDATE of the given fields only), and returns the stored row.
   * Undefined when the user no longer exists (the foreign key refuses the row).
   */
  async upsert(
    userId: string,
    base: StoredPreferences,
    patch: UpdatePreferences,
  ): Promise<StoredPreferences | undefined> {
    const given = (['theme', 'language', 'time_zone'] as const).filter((k) => patch[k] != null);
    try {
      const result = await this.dataSource
        .getRepository(UserPreferencesEntity)
        .createQueryBuilder()
        .insert()
        .values({
          user_id: userId,
          theme: patch.theme ?? base.theme,
          language: patch.language ?? base.language,
          time_zone: patch.time_zone ?? base.time_zone,
          updated_at: () => 'now()',
        })
        .orUpdate([...given, 'updated_at'], ['user_id'])
        .returning(['theme', 'language', 'time_zone'])
        .execute();
      const [row] = result.raw as StoredPreferences[];
      return row;
    } catch (err) {
      if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) return undefined;
      throw err;
    }
  }
}
