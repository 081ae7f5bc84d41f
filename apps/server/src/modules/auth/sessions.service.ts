import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { Session, SupportedLanguage } from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import { BatchLoader } from '../../common/cache/batch-loader.js';
import { RevalidatingCache } from '../../common/cache/revalidating-cache.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE } from '../../database/database.module.js';
import type { Database } from '../../database/database.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import { hashToken, newOpaqueToken } from './access-token.service.js';
import { SessionsRepository } from './sessions.repository.js';
import type { RotateResult, SessionState } from './sessions.repository.js';

/** Upper bound on how long a cached session is trusted without hearing from the change feed. */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
/** last_used_at is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface RequestMeta {
  userAgent: string | null;
  ip: string | null;
  /** The offered interface language the request's Accept-Language prefers; null when none. */
  language?: SupportedLanguage | null;
}

/** Where the liveness check of a live session comes from (see SessionsService). */
export type LivenessMode = 'cached' | 'per-request';

/**
 * Sessions: creation, refresh-token rotation, revocation, listing, and the liveness check every
 * authenticated request makes.
 *
 * Liveness, on PostgreSQL (where several nodes may share the database): a live session is read
 * from the database on every request, so a sign-out or revocation made through any node is
 * refused by every node from the very next request. The reads waiting while no query can be sent
 * share one (`BatchLoader`: at most two out at a time, so batches grow with the load), which keeps authenticated `GET /auth/me` at about three quarters of the
 * cached figure under saturation (changes/README.md). A change feed notification (LISTEN/NOTIFY,
 * milliseconds) could not promise "at once": under CPU load the other node's listener was
 * measured up to ~30 ms behind the next request.
 *
 * Liveness, on embedded PGlite (one node by construction): cached in memory (a warm check is a
 * Map lookup, no round trip). A revocation made by this process drops the entry at once; one
 * made in the database directly (psql) bumps the `sessions` change version through a trigger,
 * and the change feed (polled every second) re-checks every cached session in one query.
 *
 * In both modes revocation is final, so revoked sessions are cached and a replayed dead token
 * costs nothing.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  private readonly logger = new Logger(SessionsService.name);
  private readonly cache: RevalidatingCache<SessionState>;
  private readonly touchedAt = new Map<string, number>();
  private readonly fresh = new BatchLoader((ids) => this.repository.findStates(ids));
  /** Sessions known revoked (final): answered without a query in either mode. */
  private readonly revoked = new Map<string, SessionState>();
  readonly liveness: LivenessMode;
  /**
   * Key of refresh-token successors: a sub-key of JWT_SECRET (HKDF-SHA256, its own label), so
   * one secret is configured but no key serves two purposes.
   */
  private readonly successorKey: KeyObject;

  constructor(
    private readonly repository: SessionsRepository,
    private readonly changes: ChangeFeedService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(DATABASE) database?: Pick<Database, 'kind'>,
  ) {
    this.liveness = database?.kind === 'postgres' ? 'per-request' : 'cached';
    this.successorKey = createSecretKey(
      Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'atrium refresh-token successor v1', 32)),
    );
    this.cache = new RevalidatingCache((id) => this.repository.findState(id), {
      name: 'sessions',
      maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
      maxEntries: 200_000,
      // Past its cached expiry: a refresh (maybe on another node) may have extended it, so ask again.
      usable: (s) => !s.alive || s.expiresAt > Date.now(),
    });
  }

  onModuleInit(): void {
    this.changes.subscribe(
      'sessions',
      () =>
        void this.cache.revalidate((cached) =>
          // Only live entries can go stale: a revoked session stays revoked.
          this.repository.findRevokedAmong([...cached].filter(([, s]) => s.alive).map(([id]) => id)),
        ),
    );
  }

  /**
   * The state of a session when it is known without a query (synchronous): a revoked one in
   * either mode, a cached one in 'cached' mode; undefined otherwise.
   */
  peek(id: string): SessionState | undefined {
    if (this.liveness === 'cached') return this.cache.peek(id);
    return this.revoked.get(id);
  }

  state(id: string): SessionState | undefined | Promise<SessionState | undefined> {
    if (this.liveness === 'cached') return this.cache.get(id);
    return this.revoked.get(id) ?? this.fresh.load(id).then((s) => this.remember(id, s));
  }

  private remember(id: string, s: SessionState | undefined): SessionState | undefined {
    if (s && !s.alive) {
      if (this.revoked.size >= 100_000) this.revoked.clear();
      this.revoked.set(id, s);
    }
    return s;
  }

  /** Records use of a session, at most once a minute (fire and forget). */
  touch(id: string): void {
    const now = Date.now();
    const last = this.touchedAt.get(id);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return;
    if (this.touchedAt.size > 100_000) this.touchedAt.clear();
    this.touchedAt.set(id, now);
    if (last === undefined) return; // created or first seen just now: last_used_at is fresh enough
    this.repository
      .touch(id)
      .catch((err: unknown) => this.logger.warn(`session touch failed: ${(err as Error).message}`));
  }

  async create(userId: string, meta: RequestMeta): Promise<{ sessionId: string; refreshToken: string }> {
    const refreshToken = newOpaqueToken();
    const sessionId = await this.repository.create({
      userId,
      userAgent: meta.userAgent,
      ip: meta.ip,
      ttlS: this.config.auth.refreshTokenTtl,
      tokenHash: hashToken(refreshToken),
    });
    this.touchedAt.set(sessionId, Date.now());
    return { sessionId, refreshToken };
  }

  /**
   * Spends a refresh token for its successor (see SessionsRepository.rotate). The successor is
   * HMAC-SHA256(successor key, token "." session id), base64url: as unguessable as a random token
   * without the key, and the same every time, so a retry within the grace gets back the very token
   * the first answer carried although only hashes are stored.
   */
  async rotate(refreshToken: string): Promise<RotateResult & { refreshToken?: string }> {
    const result = await this.repository.rotate(
      hashToken(refreshToken),
      (sessionId) => hashToken(this.successorOf(refreshToken, sessionId)),
      this.config.auth.refreshTokenTtl,
      this.config.auth.refreshReuseGraceS,
    );
    if (result.kind === 'reused') this.cache.invalidate(result.sessionId);
    if (result.kind !== 'rotated') return result;
    this.cache.invalidate(result.sessionId); // its expiry moved
    return { ...result, refreshToken: this.successorOf(refreshToken, result.sessionId) };
  }

  private successorOf(refreshToken: string, sessionId: string): string {
    return createHmac('sha256', this.successorKey).update(`${refreshToken}.${sessionId}`).digest('base64url');
  }

  async revoke(userId: string, sessionId: string, reason: string): Promise<boolean> {
    const done = await this.repository.revokeOwn(userId, sessionId, reason);
    this.cache.invalidate(sessionId);
    return done;
  }

  /**
   * Revokes the session of a refresh token (POST /auth/signout with the token in its body): the
   * holder of a refresh token may always end its session, even once its access token expired.
   * True when a live session was revoked.
   */
  async revokeByRefreshToken(refreshToken: string, reason: string): Promise<boolean> {
    const id = await this.repository.revokeByRefreshToken(hashToken(refreshToken), reason);
    if (id !== undefined) this.cache.invalidate(id);
    return id !== undefined;
  }

  /** Revokes all the user's sessions but `exceptId`; their tokens stop working at once. */
  async revokeAll(userId: string, reason: string, exceptId: string | null = null): Promise<void> {
    const ids = await this.repository.revokeAll(userId, reason, exceptId);
    this.forget(ids);
  }

  /**
   * Revokes all the user's sessions (but `exceptId`) inside the caller's transaction (an admin
   * disabling the account or signing it out, 2FA turned on or off); returns their ids, for
   * `forget` once the transaction committed.
   */
  revokeAllIn(
    em: EntityManager,
    userId: string,
    reason: string,
    exceptId: string | null = null,
  ): Promise<string[]> {
    return this.repository.revokeAll(userId, reason, exceptId, em);
  }

  /** When the user's live session `id` signed in; undefined when it is not live (or not theirs). */
  signedInAt(userId: string, id: string): Promise<Date | undefined> {
    return this.repository.signedInAt(userId, id);
  }

  /** Drops cached sessions after revocations made in a transaction elsewhere in this process. */
  forget(ids: string[]): void {
    if (ids.length) this.cache.invalidate(...ids);
  }

  async list(userId: string, currentId: string): Promise<Session[]> {
    const rows = await this.repository.listAlive(userId);
    return rows.map((r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
      last_used_at: r.last_used_at.toISOString(),
      user_agent: r.user_agent,
      ip: r.ip,
      current: r.id === currentId,
    }));
  }
}
