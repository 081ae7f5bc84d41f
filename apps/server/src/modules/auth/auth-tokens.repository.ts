import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { AuthTokenEntity } from './entities/auth-token.entity.js';
import type { AuthTokenPurpose } from './entities/auth-token.entity.js';

/** Named queries over auth_tokens (TypeORM query builder): one-time tokens sent by mail (stored as sha256). */
@Injectable()
export class AuthTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new token and retires the user's earlier unused ones of the same purpose. */
  async issue(
    t: {
      userId: string;
      purpose: AuthTokenPurpose;
      email: string;
      tokenHash: string;
      ttlS: number;
    },
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em.transaction(async (tx) => {
      await this.retireAll(t.userId, t.purpose, tx);
      await tx
        .getRepository(AuthTokenEntity)
        .createQueryBuilder()
        .insert()
        .values({
          token_hash: t.tokenHash,
          user_id: t.userId,
          purpose: t.purpose,
          email: t.email,
          expires_at: () => 'now() + make_interval(secs => :ttlS)',
        })
        .setParameter('ttlS', t.ttlS)
        .execute();
    });
  }

  /** The token's user if it is unused and unexpired (without using it). */
  async peek(
    tokenHash: string,
    purpose: AuthTokenPurpose,
  ): Promise<{ userId: string; email: string } | undefined> {
    const row = await this.dataSource
      .getRepository(AuthTokenEntity)
      .createQueryBuilder('t')
      .select(['t.user_id AS user_id', 't.email AS email'])
      .where('t.token_hash = :tokenHash AND t.purpose = :purpose', { tokenHash, purpose })
      .andWhere('t.used_at IS NULL AND t.expires_at > now()')
      .getRawOne<{ user_id: string; email: string }>();
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  /** Uses the token up, atomically: of two concurrent uses only one gets the user. */
  async consume(
    tokenHash: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ userId: string; email: string } | undefined> {
    const result = await em
      .getRepository(AuthTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('token_hash = :tokenHash AND purpose = :purpose', { tokenHash, purpose })
      .andWhere('used_at IS NULL AND expires_at > now()')
      .returning(['user_id', 'email'])
      .execute();
    const [row] = result.raw as { user_id: string; email: string }[];
    return row ? { userId: row.user_id, email: row.email } : undefined;
  }

  async retireAll(
    userId: string,
    purpose: AuthTokenPurpose,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em
      .getRepository(AuthTokenEntity)
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
      .execute();
  }
}
