import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { UpdateProfile, User } from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import { RevalidatingCache } from '../../common/cache/revalidating-cache.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { toAccountState } from './user-view.js';
import type { AccountState } from './user-view.js';
import { UsersRepository } from './users.repository.js';
import type { NewUser } from './users.repository.js';

/** How long a cached user may be served without the change feed saying anything. */
export const USER_CACHE_MAX_AGE_MS = 30_000;

/**
 * Users and their profiles. Reads go through an in-memory cache (the auth guard reads the caller
 * on every request); writes through this service drop the entry at once, and writes anywhere else
 * (another node, psql) reach it through the change feed (triggers on users and user_profiles).
 */
@Injectable()
export class UsersService implements OnModuleInit {
  private readonly cache: RevalidatingCache<AccountState>;

  constructor(
    private readonly repository: UsersRepository,
    private readonly changes: ChangeFeedService,
  ) {
    this.cache = new RevalidatingCache(
      async (id) => {
        const row = await this.repository.findById(id);
        return row ? toAccountState(row) : undefined;
      },
      { name: 'users', maxAgeMs: USER_CACHE_MAX_AGE_MS, maxEntries: 100_000 },
    );
  }

  onModuleInit(): void {
    const revalidate = () => void this.cache.revalidate((cached) => this.changedAmong(cached));
    this.changes.subscribe('users', revalidate);
    this.changes.subscribe('user_profiles', revalidate);
  }

  /** The cached account state (synchronous; undefined on a miss). */
  peek(id: string): AccountState | undefined {
    return this.cache.peek(id);
  }

  /** The account state, from the cache or the database; undefined when there is no such user. */
  account(id: string): AccountState | undefined | Promise<AccountState | undefined> {
    return this.cache.get(id);
  }

  async getUser(id: string): Promise<User | undefined> {
    return (await this.cache.get(id))?.user;
  }

  /** Re-reads the user from the database (POST /auth/update-session). */
  async reload(id: string): Promise<User | undefined> {
    this.cache.invalidate(id);
    return this.getUser(id);
  }

  /** Drops cached state after a write made elsewhere in this process (password, 2FA, verification). */
  invalidate(id: string): void {
    this.cache.invalidate(id);
  }

  async create(u: NewUser): Promise<string | undefined> {
    return this.repository.insertWithProfile(u);
  }

  async findIdByEmail(email: string): Promise<string | undefined> {
    return this.repository.findIdByEmail(email);
  }

  async updateProfile(id: string, patch: UpdateProfile): Promise<User | undefined> {
    await this.repository.updateProfile(id, patch);
    return this.reload(id);
  }

  /** Inside a caller's transaction (the caller invalidates the cache after commit). */
  async markEmailVerifiedIn(em: EntityManager, id: string, email: string): Promise<boolean> {
    return this.repository.markEmailVerified(id, email, em);
  }

  async markEmailVerified(id: string, email: string): Promise<boolean> {
    const ok = await this.repository.markEmailVerified(id, email);
    this.cache.invalidate(id);
    return ok;
  }

  /** Cached ids whose row is gone or differs from the cached state. */
  private async changedAmong(cached: Map<string, AccountState>): Promise<string[]> {
    const rows = await this.repository.findManyById([...cached.keys()]);
    const fresh = new Map(rows.map((r) => [r.id, JSON.stringify(toAccountState(r))]));
    return [...cached].filter(([id, state]) => fresh.get(id) !== JSON.stringify(state)).map(([id]) => id);
  }
}
