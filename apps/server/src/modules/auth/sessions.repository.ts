import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { appPool, queryRows } from '../../database/query-rows.js';
import { RefreshTokenEntity } from './entities/refresh-token.entity.js';
import { SessionEntity } from './entities/session.entity.js';

const SESSION_STATES_SQL = `SELECT id, user_id, revoked_at IS NOT NULL AS revoked,
    (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms
  FROM sessions WHERE id = ANY($1::uuid[])`;

interface SessionStateRow {
  id: string;
  user_id: string;
  revoked: boolean;
  /** float8: node-postgres reads it as a number. */
  expires_ms: number;
}

/** A session as the access guard needs it. */
export interface SessionState {
  userId: string;
  alive: boolean;
  /** Epoch ms after which the session can no longer be refreshed (sliding). */
  expiresAt: number;
}

export interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export type RotateResult =
  | { kind: 'rotated'; sessionId: string; userId: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Named queries over sessions and refresh_tokens (TypeORM query builder, but for the benchmarked
 * sign-in and session checks); nothing else touches them.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new session with its first refresh token. */
  async create(s: {
    userId: string;
    userAgent: string | null;
    ip: string | null;
    ttlS: number;
    tokenHash: string;
  }): Promise<string> {
    // SQL kept for speed: sign-in throughput is measured by tools/bench/auth.mjs.
    // One statement (atomic on its own): the session and its first refresh token, without the
    // BEGIN/COMMIT round trips of a transaction — sign-in is CPU-bound on argon2 and every
    // database round trip on the event loop shows in its throughput.
    const [row]: { id: string }[] = await queryRows(
      this.dataSource,
      `WITH s AS (
         INSERT INTO sessions (user_id, user_agent, ip, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id
       ), t AS (
         INSERT INTO refresh_tokens (token_hash, session_id) SELECT $5, id FROM s
       )
       SELECT id FROM s`,
      [s.userId, s.userAgent, s.ip, s.ttlS, s.tokenHash],
    );
    return row.id;
  }

  /** When this live session of the user signed in (refreshes keep it); undefined when not live. */
  async signedInAt(userId: string, id: string): Promise<Date | undefined> {
    const row = await this.sessions()
      .createQueryBuilder('s')
      .select('s.created_at', 'created_at')
      .where('s.id = :id AND s.user_id = :userId AND s.revoked_at IS NULL', { id, userId })
      .getRawOne<{ created_at: Date }>();
    return row?.created_at;
  }

  // SQL kept for speed: the session check of every authenticated request (GET /api/auth/me in tools/bench/auth.mjs).
  async findState(id: string): Promise<SessionState | undefined> {
    const rows: { user_id: string; revoked: boolean; expires_at: Date }[] = await queryRows(
      this.dataSource,
      'SELECT user_id, revoked_at IS NOT NULL AS revoked, expires_at FROM sessions WHERE id = $1',
      [id],
    );
    const r = rows[0];
    return r ? { userId: r.user_id, alive: !r.revoked, expiresAt: r.expires_at.getTime() } : undefined;
  }

  // SQL kept for speed: the per-request session check on PostgreSQL (GET /api/auth/me in tools/bench/cluster.mjs).
  /**
   * The states of these sessions (missing ones are absent), in one query, sent to the app's pool
   * straight (no TypeORM query-runner round) as an unnamed statement: a named one would outlive
   * its connection where one backend serves several, as behind a transaction-mode pooler or
   * PGlite's socket. The expiry comes as epoch milliseconds, so no date is parsed.
   */
  async findStates(ids: string[]): Promise<Map<string, SessionState>> {
    const { rows } = await appPool(this.dataSource).query<SessionStateRow>(SESSION_STATES_SQL, [ids]);
    const states = new Map<string, SessionState>();
    for (const r of rows) {
      states.set(r.id, { userId: r.user_id, alive: !r.revoked, expiresAt: r.expires_ms });
    }
    return states;
  }

  private sessions(em: EntityManager = this.dataSource.manager) {
    return em.getRepository(SessionEntity);
  }

  /** Of these ids, the ones that are revoked or gone. */
  async findRevokedAmong(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.sessions()
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.id = ANY(CAST(:ids AS uuid[])) AND s.revoked_at IS NULL', { ids })
      .getRawMany<{ id: string }>();
    const alive = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !alive.has(id));
  }

  /**
   * Spends a refresh token and gives its session the token's successor, atomically. A token has
   * exactly one possible successor (`successorHash` of its session, derived by the caller), so a
   * session is one chain and never forks. A token that was already spent revokes its session
   * (someone holds a copy), unless it was spent less than `graceS` seconds ago and its successor
   * is still the session's live token: that is a retry whose answer was lost, or one client's
   * requests reaching two nodes at once, and it is answered with that same successor (nothing is
   * stored). An unknown token, or one whose session is revoked or expired, is invalid.
   */
  async rotate(
    tokenHash: string,
    successorHash: (sessionId: string) => string,
    ttlS: number,
    graceS = 0,
  ): Promise<RotateResult> {
    return this.dataSource.transaction(async (tx): Promise<RotateResult> => {
      const tokens = tx.getRepository(RefreshTokenEntity);
      // Concurrent spends of one token wait here for the first one's transaction (row lock); when
      // it commits they find the token spent and its successor stored, and take the grace path.
      const spentResult = await tokens
        .createQueryBuilder()
        .update()
        .set({ spent_at: () => 'now()' })
        .where('token_hash = :tokenHash AND spent_at IS NULL', { tokenHash })
        .returning(['session_id'])
        .execute();
      const spent = spentResult.raw as { session_id: string }[];
      let sessionId: string;
      const first = spent.length > 0;
      if (first) sessionId = spent[0].session_id;
      else {
        const known = await tokens
          .createQueryBuilder('t')
          .select('t.session_id', 'session_id')
          .addSelect('t.spent_at > now() - make_interval(secs => :graceS)', 'recent')
          .where('t.token_hash = :tokenHash', { tokenHash })
          .setParameter('graceS', graceS)
          .getRawOne<{ session_id: string; recent: boolean }>();
        if (!known) return { kind: 'invalid' };
        // Its successor not spent yet: no later token of the session was used.
        const graced =
          known.recent &&
          (await tokens
            .createQueryBuilder('n')
            .where('n.token_hash = :next AND n.session_id = :sessionId AND n.spent_at IS NULL', {
              next: successorHash(known.session_id),
              sessionId: known.session_id,
            })
            .getExists());
        if (!graced) {
          await this.revokeIn(tx, known.session_id, 'refresh_token_reused');
          return { kind: 'reused', sessionId: known.session_id };
        }
        sessionId = known.session_id;
      }
      const aliveResult = await this.sessions(tx)
        .createQueryBuilder()
        .update()
        .set({
          refreshed_at: () => 'now()',
          last_used_at: () => 'now()',
          expires_at: () => 'now() + make_interval(secs => :ttlS)',
        })
        .where('id = :sessionId AND revoked_at IS NULL AND expires_at > now()', { sessionId })
        .setParameter('ttlS', ttlS)
        .returning(['user_id'])
        .execute();
      const alive = aliveResult.raw as { user_id: string }[];
      if (!alive.length) return { kind: 'invalid' };
      if (first) await tokens.insert({ token_hash: successorHash(sessionId), session_id: sessionId });
      return { kind: 'rotated', sessionId, userId: alive[0].user_id };
    });
  }

  private async revokeIn(em: EntityManager, id: string, reason: string): Promise<boolean> {
    const result = await this.sessions(em)
      .createQueryBuilder()
      .update()
      .set({ revoked_at: () => 'now()', revoked_reason: reason })
      .where('id = :id AND revoked_at IS NULL', { id })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * Revokes the session a refresh token belongs to (its live token or a spent one: a spent token
   * presented to refresh would revoke it too). Returns the session's id when it was alive and is
   * revoked now; undefined for an unknown token or a session already revoked.
   */
  async revokeByRefreshToken(tokenHash: string, reason: string): Promise<string | undefined> {
    // Only a live session's: the sessions trigger fires per statement, so an UPDATE of an already
    // revoked session would bump the change feed for nothing (as in revokeOwn, look before writing).
    const row = await this.dataSource
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('t')
      .select('t.session_id', 'session_id')
      .innerJoin(SessionEntity, 's', 's.id = t.session_id AND s.revoked_at IS NULL')
      .where('t.token_hash = :tokenHash', { tokenHash })
      .getRawOne<{ session_id: string }>();
    if (!row) return undefined;
    return (await this.revokeIn(this.dataSource.manager, row.session_id, reason))
      ? row.session_id
      : undefined;
  }

  /** Revokes one session of this user; false when it is not theirs or already revoked. */
  async revokeOwn(userId: string, id: string, reason: string): Promise<boolean> {
    // The sessions trigger is per statement, so it fires for an UPDATE that matches no row too:
    // a refused revocation (someone else's, unknown or already revoked id) would bump the change
    // feed and make every node re-check its cached sessions. Look before writing.
    const live = await this.sessions()
      .createQueryBuilder('s')
      .where('s.id = :id AND s.user_id = :userId AND s.revoked_at IS NULL', { id, userId })
      .getExists();
    if (!live) return false;
    const result = await this.sessions()
      .createQueryBuilder()
      .update()
      .set({ revoked_at: () => 'now()', revoked_reason: reason })
      .where('id = :id AND user_id = :userId AND revoked_at IS NULL', { id, userId })
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Revokes every live session of the user (but `exceptId`); returns the revoked ids. */
  async revokeAll(
    userId: string,
    reason: string,
    exceptId: string | null = null,
    em: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    const qb = this.sessions(em)
      .createQueryBuilder()
      .update()
      .set({ revoked_at: () => 'now()', revoked_reason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId });
    if (exceptId !== null) qb.andWhere('id <> :exceptId', { exceptId });
    const result = await qb.returning(['id']).execute();
    return (result.raw as { id: string }[]).map((r) => r.id);
  }

  async listAlive(userId: string): Promise<SessionRow[]> {
    return this.sessions()
      .createQueryBuilder('s')
      .select([
        's.id AS id',
        's.created_at AS created_at',
        's.last_used_at AS last_used_at',
        's.user_agent AS user_agent',
        's.ip AS ip',
      ])
      .where('s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > now()', { userId })
      .orderBy('s.last_used_at', 'DESC')
      .addOrderBy('s.created_at', 'DESC')
      .getRawMany<SessionRow>();
  }

  async touch(id: string): Promise<void> {
    await this.sessions()
      .createQueryBuilder()
      .update()
      .set({ last_used_at: () => 'now()' })
      .where('id = :id AND revoked_at IS NULL', { id })
      .execute();
  }
}
