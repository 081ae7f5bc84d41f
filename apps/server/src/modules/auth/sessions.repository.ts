import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

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

/** Named queries over sessions and refresh_tokens; nothing else touches them. */
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

  /** The states of these sessions (missing ones are absent), in one query. */
  async findStates(ids: string[]): Promise<Map<string, SessionState>> {
    const rows: { id: string; user_id: string; revoked: boolean; expires_at: Date }[] = await queryRows(
      this.dataSource,
      `SELECT id, user_id, revoked_at IS NOT NULL AS revoked, expires_at
         FROM sessions WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((r) => [r.id, { userId: r.user_id, alive: !r.revoked, expiresAt: r.expires_at.getTime() }]),
    );
  }

  /** Of these ids, the ones that are revoked or gone. */
  async findRevokedAmong(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows: { id: string }[] = await queryRows(
      this.dataSource,
      'SELECT id FROM sessions WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL',
      [ids],
    );
    const alive = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !alive.has(id));
  }

  /**
   * Spends a refresh token and gives its session a new one, atomically. A token that was already
   * spent revokes its session (someone holds a copy); an unknown token, or one whose session is
   * revoked or expired, is invalid.
   */
  async rotate(tokenHash: string, newHash: string, ttlS: number): Promise<RotateResult> {
    return this.dataSource.transaction(async (tx): Promise<RotateResult> => {
      const spent: { session_id: string }[] = await queryRows(
        tx,
        'UPDATE refresh_tokens SET spent_at = now() WHERE token_hash = $1 AND spent_at IS NULL RETURNING session_id',
        [tokenHash],
      );
      if (!spent.length) {
        const known: { session_id: string }[] = await queryRows(
          tx,
          'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
          [tokenHash],
        );
        if (!known.length) return { kind: 'invalid' };
        await this.revokeIn(tx, known[0].session_id, 'refresh_token_reused');
        return { kind: 'reused', sessionId: known[0].session_id };
      }
      const sessionId = spent[0].session_id;
      const alive: { user_id: string }[] = await queryRows(
        tx,
        `UPDATE sessions SET refreshed_at = now(), last_used_at = now(), expires_at = now() + make_interval(secs => $2)
         WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING user_id`,
        [sessionId, ttlS],
      );
      if (!alive.length) return { kind: 'invalid' };
      await queryRows(tx, 'INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
        newHash,
        sessionId,
      ]);
      return { kind: 'rotated', sessionId, userId: alive[0].user_id };
    });
  }

  private async revokeIn(em: EntityManager, id: string, reason: string): Promise<boolean> {
    const rows: unknown[] = await queryRows(
      em,
      'UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
      [id, reason],
    );
    return rows.length > 0;
  }

  /** Revokes one session of this user; false when it is not theirs or already revoked. */
  async revokeOwn(userId: string, id: string, reason: string): Promise<boolean> {
    // The sessions trigger is per statement, so it fires for an UPDATE that matches no row too:
    // a refused revocation (someone else's, unknown or already revoked id) would bump the change
    // feed and make every node re-check its cached sessions. Look before writing.
    const live: unknown[] = await queryRows(
      this.dataSource,
      'SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
      [id, userId],
    );
    if (!live.length) return false;
    const rows: unknown[] = await queryRows(
      this.dataSource,
      `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
       WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
      [id, userId, reason],
    );
    return rows.length > 0;
  }

  /** Revokes every live session of the user (but `exceptId`); returns the revoked ids. */
  async revokeAll(
    userId: string,
    reason: string,
    exceptId: string | null = null,
    em: EntityManager = this.dataSource.manager,
  ): Promise<string[]> {
    const rows: { id: string }[] = await queryRows(
      em,
      `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
       WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid) RETURNING id`,
      [userId, reason, exceptId],
    );
    return rows.map((r) => r.id);
  }

  async listAlive(userId: string): Promise<SessionRow[]> {
    return queryRows(
      this.dataSource,
      `SELECT id, created_at, last_used_at, user_agent, ip FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY last_used_at DESC, created_at DESC`,
      [userId],
    );
  }

  async touch(id: string): Promise<void> {
    await queryRows(
      this.dataSource,
      'UPDATE sessions SET last_used_at = now() WHERE id = $1 AND revoked_at IS NULL',
      [id],
    );
  }
}
