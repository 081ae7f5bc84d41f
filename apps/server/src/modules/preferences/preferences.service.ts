import { Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, normalizePreferences } from '@atrium/schema';
import type { UpdatePreferences, UserPreferences } from '@atrium/schema';
import { PreferencesRepository } from './preferences.repository.js';

@Injectable()
export class PreferencesService {
  constructor(private readonly repo: PreferencesRepository) {}

  /** The user's preferences; the defaults for whatever is not stored (or no longer supported). */
  async get(userId: string): Promise<UserPreferences> {
    return normalizePreferences(await this.repo.find(userId));
  }

  /** Sets the given fields; undefined when the user no longer exists. */
  async update(userId: string, patch: UpdatePreferences): Promise<UserPreferences | undefined> {
    const row = await this.repo.upsert(userId, DEFAULT_PREFERENCES, patch);
    return row ? normalizePreferences(row) : undefined;
  }
}
