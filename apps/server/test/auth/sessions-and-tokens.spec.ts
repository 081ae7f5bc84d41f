import { createHmac, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import type { TestApp } from '../support/test-app.js';
import { bearer, errorShape, feedChanges, signIn, signUp, startAuthApp } from './auth-test-kit.js';
import type { SignedUp } from './auth-test-kit.js';

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

function signHs256(header: object, payload: object, secret: string): string {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('sessions, refresh rotation and token checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const refresh = (refreshToken: string) => t.http().post('/api/auth/refresh').send({ refreshToken });
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  describe('POST /auth/refresh', () => {
    it('rotates: new tokens for the same session; the old refresh token is spent', async () => {
      const u = await signUp(t);
      const res = await refresh(u.tokens.refreshToken).expect(200);
      expect(Object.keys(res.body)).toEqual(['tokens']);
      const { accessToken, refreshToken, expiresAt } = res.body.tokens;
      expect(refreshToken).not.toBe(u.tokens.refreshToken);
      expect(claims(accessToken).sid).toBe(claims(u.tokens.accessToken).sid);
      expect(expiresAt).toBeGreaterThanOrEqual(u.tokens.expiresAt);
      await me(accessToken).expect(200);
      await refresh(refreshToken).expect(200);
    });

    const ageSpentTokens = (accessToken: string) =>
      t.dataSource.query(
        `UPDATE refresh_tokens SET spent_at = spent_at - interval '1 minute'
          WHERE session_id = $1 AND spent_at IS NOT NULL`,
        [claims(accessToken).sid],
      );

    it('reusing a spent refresh token after the grace → 401 REFRESH_FAILED and revokes the whole session at once', async () => {
      const u = await signUp(t);
      const rotated = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens;
      await ageSpentTokens(u.tokens.accessToken); // spent a minute ago: past REFRESH_REUSE_GRACE (10 s)
      const reuse = await refresh(u.tokens.refreshToken).expect(401);
      expect(reuse.body).toMatchObject({
        ...errorShape,
        code: 'REFRESH_FAILED',
        message: 'Failed to refresh session',
      });
      await me(rotated.accessToken).expect(401);
      await me(u.tokens.accessToken).expect(401);
      await refresh(rotated.refreshToken).expect(401);
      const [row] = await t.dataSource.query('SELECT revoked_reason FROM sessions WHERE id = $1', [
        claims(u.tokens.accessToken).sid,
      ]);
      expect(row.revoked_reason).toBe('refresh_token_reused');
    });

    const liveTokens = async (accessToken: string) => {
      const [row] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM refresh_tokens WHERE session_id = $1 AND spent_at IS NULL',
        [claims(accessToken).sid],
      );
      return row.n as number;
    };

    it('a retry within the grace (its answer was lost) gets the same successor again; it stays signed in', async () => {
      const u = await signUp(t);
      const lost = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens;
      const retried = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens;
      // Not a second chain: the one the lost answer carried, so whichever copy is used next is the only one.
      expect(retried.refreshToken).toBe(lost.refreshToken);
      expect(claims(retried.accessToken).sid).toBe(claims(u.tokens.accessToken).sid);
      expect(await liveTokens(u.tokens.accessToken)).toBe(1);
      await me(retried.accessToken).expect(200);
      const next = (await refresh(retried.refreshToken).expect(200)).body.tokens;
      await me(next.accessToken).expect(200);
      await refresh(next.refreshToken).expect(200);
    });

    it("a copy replayed within the grace gets the client's own successor, so it cannot outlive the client moving on", async () => {
      const u = await signUp(t);
      const client = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens; // r1
      const thief = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens; // r1' within the grace
      expect(thief.refreshToken).toBe(client.refreshToken);
      const moved = (await refresh(client.refreshToken).expect(200)).body.tokens; // r1 → r2
      await ageSpentTokens(u.tokens.accessToken); // later than REFRESH_REUSE_GRACE
      const replay = await refresh(thief.refreshToken).expect(401);
      expect(replay.body.code).toBe('REFRESH_FAILED');
      await me(moved.accessToken).expect(401);
      await refresh(moved.refreshToken).expect(401);
      const [row] = await t.dataSource.query('SELECT revoked_reason FROM sessions WHERE id = $1', [
        claims(u.tokens.accessToken).sid,
      ]);
      expect(row.revoked_reason).toBe('refresh_token_reused');
    });

    it('ten refreshes racing with one token (nodes, retries): all get the same successor, one chain lives', async () => {
      const u = await signUp(t);
      const results = await Promise.all(Array.from({ length: 10 }, () => refresh(u.tokens.refreshToken)));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const successors = new Set(results.map((r) => r.body.tokens.refreshToken as string));
      expect(successors.size).toBe(1);
      expect(await liveTokens(u.tokens.accessToken)).toBe(1);
      for (const r of results) await me(r.body.tokens.accessToken).expect(200);
      const [successor] = successors;
      const next = (await refresh(successor).expect(200)).body.tokens;
      expect(await liveTokens(u.tokens.accessToken)).toBe(1);
      await me(next.accessToken).expect(200);
      await refresh(next.refreshToken).expect(200);
    });

    it('within the grace, a token replayed after its successor was spent still revokes (a copy, not a retry)', async () => {
      const u = await signUp(t);
      const next = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens;
      const after = (await refresh(next.refreshToken).expect(200)).body.tokens;
      const replay = await refresh(u.tokens.refreshToken).expect(401);
      expect(replay.body.code).toBe('REFRESH_FAILED');
      await me(after.accessToken).expect(401);
      await refresh(after.refreshToken).expect(401);
    });

    it('an unknown refresh token, or one of an expired session → 401 REFRESH_FAILED', async () => {
      await refresh('x'.repeat(43)).expect(401);
      // A malformed one too (a client clears its stored tokens on a 401, not on a 400).
      for (const token of ['zzz', "' OR 1=1 --'; DROP TABLE users"]) {
        const bad = await refresh(token).expect(401);
        expect(bad.body).toMatchObject({ code: 'REFRESH_FAILED', message: 'Failed to refresh session' });
      }
      const u = await signUp(t);
      await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        claims(u.tokens.accessToken).sid,
      ]);
      const res = await refresh(u.tokens.refreshToken).expect(401);
      expect(res.body.code).toBe('REFRESH_FAILED');
    });

    it('no refresh token (no body, {}, null, "" or blank) → the same 401 REFRESH_FAILED naming refreshToken', async () => {
      const noToken = async (send: (req: Test) => Test) => {
        const res = await send(t.http().post('/api/auth/refresh'));
        return { status: res.status, body: { ...res.body, timestamp: undefined } };
      };
      const answers = [
        await noToken((r) => r),
        await noToken((r) => r.set('content-type', 'application/json')),
        await noToken((r) => r.send({})),
        await noToken((r) => r.send({ refreshToken: null })),
        await noToken((r) => r.send({ refreshToken: '' })),
        await noToken((r) => r.send({ refreshToken: '   ' })),
      ];
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 401,
          body: {
            error: 'Unauthorized',
            code: 'REFRESH_FAILED',
            message: 'Failed to refresh session',
            timestamp: undefined,
            details: [{ path: 'refreshToken', message: 'No refresh token available' }],
          },
        });
      }
      // A body wrong in another way stays the schema's 400.
      const typo = await t
        .http()
        .post('/api/auth/refresh')
        .send({ refresh_token: 'x'.repeat(43) })
        .expect(400);
      expect(typo.body.code).toBe('VALIDATION_FAILED');
      const number = await t.http().post('/api/auth/refresh').send({ refreshToken: 12345 }).expect(400);
      expect(number.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('sign-out and revocation take effect at once', () => {
    let u: SignedUp;
    beforeEach(async () => {
      u = await signUp(t);
      await me(u.tokens.accessToken).expect(200); // warm the cache
    });

    it('POST /auth/signout → 204; this session is dead, others live', async () => {
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      await t.http().post('/api/auth/signout').set(bearer(u.tokens.accessToken)).expect(204);
      const res = await me(u.tokens.accessToken).expect(401);
      expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
      await refresh(u.tokens.refreshToken).expect(401);
      await me(other.accessToken).expect(200);
    });

    /** The session's access token as it reads once its 15 minutes are over: correctly signed, expired. */
    const expiredAccessToken = (accessToken: string) => {
      const now = Math.floor(Date.now() / 1000);
      return signHs256(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims(accessToken), iat: now - 2000, exp: now - 1000 },
        t.config.jwtSecret,
      );
    };

    it('POST /auth/signout with an expired access token and the refresh token in the body ends the session; its refresh token dies', async () => {
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      const expired = expiredAccessToken(u.tokens.accessToken);
      await me(expired).expect(401); // the access token alone no longer signs in…
      await t
        .http()
        .post('/api/auth/signout')
        .set(bearer(expired))
        .send({ refreshToken: u.tokens.refreshToken })
        .expect(204); // …but the sign-out ends the session it belongs to
      await refresh(u.tokens.refreshToken).expect(401);
      await me(u.tokens.accessToken).expect(401);
      const [row] = await t.dataSource.query('SELECT revoked_reason FROM sessions WHERE id = $1', [
        claims(u.tokens.accessToken).sid,
      ]);
      expect(row.revoked_reason).toBe('signout');
      await me(other.accessToken).expect(200); // another session of the user lives on
    });

    it('POST /auth/signout with only a refresh token (no Authorization) ends its session; a spent one of a live chain too', async () => {
      const rotated = (await refresh(u.tokens.refreshToken).expect(200)).body.tokens;
      await t.http().post('/api/auth/signout').send({ refreshToken: u.tokens.refreshToken }).expect(204);
      await me(rotated.accessToken).expect(401);
      await refresh(rotated.refreshToken).expect(401);
    });

    it('POST /auth/signout naming no live session → 401 UNAUTHENTICATED; a body of another shape is ignored', async () => {
      const none = await t
        .http()
        .post('/api/auth/signout')
        .send({ refreshToken: 'x'.repeat(43) })
        .expect(401);
      expect(none.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
      await t.http().post('/api/auth/signout').expect(401);
      await t
        .http()
        .post('/api/auth/signout')
        .set(bearer(expiredAccessToken(u.tokens.accessToken)))
        .send({ refresh_token: u.tokens.refreshToken })
        .expect(401);
      await refresh(u.tokens.refreshToken).expect(200); // nothing was ended
      // A live bearer token with an odd body still signs out (the body never blocks a sign-out).
      const again = (await signIn(t, u.email, u.password)).body.tokens;
      await t
        .http()
        .post('/api/auth/signout')
        .set(bearer(again.accessToken))
        .send({ refreshToken: 42 })
        .expect(204);
      await me(again.accessToken).expect(401);
      // An already revoked session's refresh token: nothing left to end.
      await t.http().post('/api/auth/signout').send({ refreshToken: again.refreshToken }).expect(401);
    });

    it('POST /auth/signout-all → 204; every session of the user is dead', async () => {
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      await me(other.accessToken).expect(200);
      await t.http().post('/api/auth/signout-all').set(bearer(u.tokens.accessToken)).expect(204);
      await me(u.tokens.accessToken).expect(401);
      await me(other.accessToken).expect(401);
      await refresh(other.refreshToken).expect(401);
    });

    it("DELETE /auth/sessions/:id revokes one of your sessions; not someone else's", async () => {
      const other = (await signIn(t, u.email, u.password)).body.tokens;
      await me(other.accessToken).expect(200);
      await t
        .http()
        .delete(`/api/auth/sessions/${claims(other.accessToken).sid}`)
        .set(bearer(u.tokens.accessToken))
        .expect(204);
      await me(other.accessToken).expect(401);
      await me(u.tokens.accessToken).expect(200);

      const stranger = await signUp(t);
      const res = await t
        .http()
        .delete(`/api/auth/sessions/${claims(stranger.tokens.accessToken).sid}`)
        .set(bearer(u.tokens.accessToken))
        .expect(404);
      expect(res.body).toMatchObject({
        ...errorShape,
        code: 'REVOKE_FAILED',
        message: 'Failed to revoke session',
      });
      await me(stranger.tokens.accessToken).expect(200);
      await t
        .http()
        .delete(`/api/auth/sessions/${randomUUID()}`)
        .set(bearer(u.tokens.accessToken))
        .expect(404);
      const bad = await t
        .http()
        .delete('/api/auth/sessions/not-a-uuid')
        .set(bearer(u.tokens.accessToken))
        .expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    });

    it('a revocation made elsewhere (another node, psql) reaches the cache through the change feed', async () => {
      await t.dataSource.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [
        claims(u.tokens.accessToken).sid,
      ]);
      await feedChanges(t);
      await me(u.tokens.accessToken).expect(401);
    });

    it('a user disabled elsewhere is refused at once (after the change feed)', async () => {
      await t.dataSource.query('UPDATE users SET is_disabled = true WHERE id = $1', [u.user.id]);
      await feedChanges(t);
      await me(u.tokens.accessToken).expect(401);
      await refresh(u.tokens.refreshToken).expect(401);
      const res = await signIn(t, u.email, u.password);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGNIN_FAILED');
    });

    it("a deleted user's token is refused", async () => {
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [u.user.id]);
      await feedChanges(t);
      await me(u.tokens.accessToken).expect(401);
    });
  });

  describe('only valid HS256 access tokens are accepted', () => {
    let u: SignedUp;
    let payload: Record<string, unknown>;
    beforeAll(async () => {
      u = await signUp(t);
      payload = claims(u.tokens.accessToken);
    });

    it.each<[string, () => string]>([
      ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`],
      [
        'alg none with a signature',
        () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${u.tokens.accessToken.split('.')[2]}`,
      ],
      [
        'tampered payload',
        () => {
          const [h, , s] = u.tokens.accessToken.split('.');
          return `${h}.${b64({ ...payload, sub: randomUUID() })}.${s}`;
        },
      ],
      [
        'tampered signature',
        () => u.tokens.accessToken.slice(0, -4) + (u.tokens.accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
      ],
      ['signed with another secret', () => signHs256({ alg: 'HS256', typ: 'JWT' }, payload, 'x'.repeat(64))],
      [
        'HS512 with the right secret',
        () => {
          const head = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(payload)}`;
          return `${head}.${createHmac('sha512', t.config.jwtSecret).update(head).digest('base64url')}`;
        },
      ],
      [
        'wrong token type',
        () => signHs256({ alg: 'HS256', typ: 'JWT' }, { ...payload, typ: 'refresh' }, t.config.jwtSecret),
      ],
      [
        'no token type',
        () => signHs256({ alg: 'HS256', typ: 'JWT' }, { ...payload, typ: undefined }, t.config.jwtSecret),
      ],
      [
        'expired',
        () =>
          signHs256(
            { alg: 'HS256', typ: 'JWT' },
            { ...payload, iat: 1_000_000, exp: 1_000_900 },
            t.config.jwtSecret,
          ),
      ],
      [
        'unknown session',
        () => signHs256({ alg: 'HS256', typ: 'JWT' }, { ...payload, sid: randomUUID() }, t.config.jwtSecret),
      ],
      [
        'session of another user',
        () => signHs256({ alg: 'HS256', typ: 'JWT' }, { ...payload, sub: randomUUID() }, t.config.jwtSecret),
      ],
      [
        'wrong audience',
        () => signHs256({ alg: 'HS256', typ: 'JWT' }, { ...payload, aud: 'other' }, t.config.jwtSecret),
      ],
      ['the refresh token used as an access token', () => u.tokens.refreshToken],
      ['garbage', () => 'not.a.jwt'],
      ['empty segments', () => '..'],
    ])('%s → 401 UNAUTHENTICATED', async (_name, make) => {
      const res = await me(make()).expect(401);
      expect(res.body).toMatchObject({ ...errorShape, code: 'UNAUTHENTICATED' });
    });

    it('a forged token that is correctly signed and typed still needs a live session (control case works)', async () => {
      const forged = signHs256({ alg: 'HS256', typ: 'JWT' }, payload, t.config.jwtSecret);
      await me(forged).expect(200);
    });

    it.each([
      ['no scheme', (tok: string) => tok],
      ['Basic scheme', (tok: string) => `Basic ${tok}`],
      ['Bearer without a token', () => 'Bearer'],
      ['two tokens', (tok: string) => `Bearer ${tok} ${tok}`],
      ['a 10 kB token', () => `Bearer ${'a'.repeat(10_000)}`],
    ])('Authorization header: %s → 401', async (_name, header) => {
      const res = await t
        .http()
        .get('/api/auth/me')
        .set('authorization', header(u.tokens.accessToken))
        .expect(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });

    it('the scheme is case-insensitive', async () => {
      await t.http().get('/api/auth/me').set('authorization', `bearer ${u.tokens.accessToken}`).expect(200);
    });

    it('on a public route a bad token is ignored, not refused', async () => {
      await t.http().get('/api/routes').set('authorization', 'Bearer nonsense').expect(200);
      await t
        .http()
        .post('/api/auth/signin')
        .set('authorization', 'Bearer nonsense')
        .send({ email: u.email, password: u.password })
        .expect(200);
    });
  });

  it('GET /routes shows inactive rows to an admin token (the principal is attached on public routes)', async () => {
    const admin = await signUp(t);
    await t.dataSource.query(`UPDATE user_profiles SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    await t.dataSource.query(
      `INSERT INTO routes (name, path, component_name, is_public, is_active) VALUES ('hidden_page', '/hidden', 'X', false, false)`,
    );
    await feedChanges(t);
    const anonymous = await t.http().get('/api/routes?name=eq.hidden_page').expect(200);
    expect(anonymous.body).toEqual([]);
    const asAdmin = await t
      .http()
      .get('/api/routes?name=eq.hidden_page')
      .set(bearer(admin.tokens.accessToken))
      .expect(200);
    expect(asAdmin.body).toHaveLength(1);
  });

  it('a role change made elsewhere reaches the principal through the change feed', async () => {
    const u = await signUp(t);
    await t.dataSource.query(
      `INSERT INTO routes (name, path, component_name, is_public, is_active) VALUES ('hidden_two', '/hidden-two', 'X', false, false)`,
    );
    await feedChanges(t);
    const before = await t
      .http()
      .get('/api/routes?name=eq.hidden_two')
      .set(bearer(u.tokens.accessToken))
      .expect(200);
    expect(before.body).toEqual([]);
    await t.dataSource.query(`UPDATE user_profiles SET role = 'super_admin' WHERE id = $1`, [u.user.id]);
    await feedChanges(t);
    const after = await t
      .http()
      .get('/api/routes?name=eq.hidden_two')
      .set(bearer(u.tokens.accessToken))
      .expect(200);
    expect(after.body).toHaveLength(1);
  });

  it('an unexpected failure carries the catalogue code and message, and no internals', async () => {
    const u = await signUp(t);
    await me(u.tokens.accessToken).expect(200);
    // Break the two queries behind the handlers but not the guard's liveness read (which on
    // PostgreSQL runs on every request): listing reads user_agent, signing out writes revoked_reason.
    await t.dataSource.query('ALTER TABLE sessions RENAME COLUMN user_agent TO user_agent_away');
    await t.dataSource.query('ALTER TABLE sessions RENAME COLUMN revoked_reason TO revoked_reason_away');
    try {
      const res = await t.http().get('/api/auth/sessions').set(bearer(u.tokens.accessToken)).expect(500);
      expect(res.body).toEqual({
        error: 'Internal Server Error',
        code: 'SESSIONS_FAILED',
        message: 'Failed to get sessions',
        timestamp: expect.any(String),
      });
      const all = await t.http().post('/api/auth/signout-all').set(bearer(u.tokens.accessToken)).expect(500);
      expect(all.body).toMatchObject({
        code: 'SIGNOUT_ALL_FAILED',
        message: 'Failed to sign out from all devices',
      });
    } finally {
      await t.dataSource.query('ALTER TABLE sessions RENAME COLUMN user_agent_away TO user_agent');
      await t.dataSource.query('ALTER TABLE sessions RENAME COLUMN revoked_reason_away TO revoked_reason');
    }
    await t.http().get('/api/auth/sessions').set(bearer(u.tokens.accessToken)).expect(200);
  });

  it('last_used_at is written at most once a minute per session, not on every request', async () => {
    const u = await signUp(t);
    const sid = claims(u.tokens.accessToken).sid;
    const [before] = await t.dataSource.query('SELECT last_used_at FROM sessions WHERE id = $1', [sid]);
    for (let i = 0; i < 5; i++) await me(u.tokens.accessToken).expect(200);
    const [after] = await t.dataSource.query('SELECT last_used_at FROM sessions WHERE id = $1', [sid]);
    expect(after.last_used_at).toEqual(before.last_used_at);
  });
});
