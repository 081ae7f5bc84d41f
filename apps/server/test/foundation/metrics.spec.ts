import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { createUser, RELAXED_LIMITS } from '../support/users.js';
import type { TestUser } from '../support/users.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of the sample `name{labels…}` in a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const brace = line.indexOf('{');
    const space = line.lastIndexOf(' ');
    const metric = brace === -1 ? line.slice(0, space) : line.slice(0, brace);
    if (metric !== name) continue;
    const pairs = brace === -1 ? [] : line.slice(brace + 1, line.lastIndexOf('}')).split(',');
    if (wanted.every((w) => pairs.includes(w))) return Number(line.slice(space + 1));
  }
  return 0;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ ...RELAXED_LIMITS, METRICS_TOKEN: TOKEN, RATE_LIMIT_SIGNIN_FAILURES: '2' });
    admin = await createUser(t, { platformRole: 'admin' });
    member = await createUser(t);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t
      .http()
      .get('/api/metrics')
      .set({ authorization: `Bearer ${TOKEN}` })
      .expect(200);
    return res.text;
  };

  it('is refused to anonymous callers (401), a wrong token (401) and non-admins (403), in the API error shape', async () => {
    const anonymous = await t.http().get('/api/metrics').expect(401);
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    for (const wrong of [TOKEN.slice(0, -1) + 'x', TOKEN + 'x', 'short', TOKEN.toUpperCase()]) {
      const res = await t
        .http()
        .get('/api/metrics')
        .set({ authorization: `Bearer ${wrong}` })
        .expect(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(res.text).not.toContain('atrium_http');
    }
    const notBearer = await t.http().get('/api/metrics').set({ authorization: TOKEN }).expect(401);
    expect(notBearer.body.code).toBe('UNAUTHENTICATED');
    const forbidden = await t.http().get('/api/metrics').set(member.auth).expect(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is readable by an admin and with the configured token, as Prometheus text, never cached', async () => {
    const byAdmin = await t.http().get('/api/metrics').set(admin.auth).expect(200);
    const byToken = await t
      .http()
      .get('/api/metrics')
      .set({ authorization: `Bearer ${TOKEN}` })
      .expect(200);
    for (const res of [byAdmin, byToken]) {
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const name of [
        'atrium_http_requests_total',
        'atrium_http_request_duration_seconds',
        'atrium_rate_limit_refusals_total',
        'atrium_db_pool_connections',
        'atrium_db_pool_idle_connections',
        'atrium_db_pool_waiting_requests',
        'atrium_db_pool_max_connections',
        'atrium_cache_hits_total',
        'atrium_cache_misses_total',
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(res.text).toContain(`# TYPE ${name} `);
      }
    }
    expect(sample(byToken.text, 'atrium_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(byToken.text, 'atrium_db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const live = { method: 'GET', route: '/api/health/live', status: '200' };
    const byName = { method: 'GET', route: '/api/routes/by-name/:name', status: '404' };
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.http().get('/api/health/live').expect(200);
    await t.http().get('/api/routes/by-name/no-such-route-q7x9').expect(404);
    await t.http().get('/api/no-such-path-k3v8').expect(404);
    const after = await scrape();

    expect(sample(after, 'atrium_http_requests_total', live)).toBe(
      sample(before, 'atrium_http_requests_total', live) + 3,
    );
    expect(sample(after, 'atrium_http_request_duration_seconds_count', live)).toBe(
      sample(before, 'atrium_http_request_duration_seconds_count', live) + 3,
    );
    expect(sample(after, 'atrium_http_request_duration_seconds_bucket', { ...live, le: '+Inf' })).toBe(
      sample(after, 'atrium_http_request_duration_seconds_count', live),
    );
    expect(sample(after, 'atrium_http_requests_total', byName)).toBe(
      sample(before, 'atrium_http_requests_total', byName) + 1,
    );
    expect(sample(after, 'atrium_http_requests_total', unmatched)).toBe(
      sample(before, 'atrium_http_requests_total', unmatched) + 1,
    );
    expect(after).not.toContain('q7x9');
    expect(after).not.toContain('k3v8');
  });

  it('counts cache hits and misses (the routes cache here)', async () => {
    const routes = { cache: 'routes' };
    const before = await scrape();
    await t.http().get('/api/routes?name=eq.metrics-test-cache').expect(200); // a new query: miss
    await t.http().get('/api/routes?name=eq.metrics-test-cache').expect(200); // hit
    await t.http().get('/api/routes?name=eq.metrics-test-cache').expect(200); // hit
    const after = await scrape();
    expect(sample(after, 'atrium_cache_misses_total', routes)).toBe(
      sample(before, 'atrium_cache_misses_total', routes) + 1,
    );
    expect(sample(after, 'atrium_cache_hits_total', routes)).toBe(
      sample(before, 'atrium_cache_hits_total', routes) + 2,
    );
    // Authenticated requests look their session and account up in memory too.
    await t.http().get('/api/auth/me').set(member.auth).expect(200);
    await t.http().get('/api/auth/me').set(member.auth).expect(200);
    const later = await scrape();
    expect(sample(later, 'atrium_cache_hits_total', { cache: 'users' })).toBeGreaterThan(
      sample(after, 'atrium_cache_hits_total', { cache: 'users' }),
    );
  });

  it('counts rate-limit refusals by route', async () => {
    const signin = { route: '/api/auth/signin' };
    const before = await scrape();
    let refused = 0;
    for (let i = 0; i < 6; i++) {
      const res = await t
        .http()
        .post('/api/auth/signin')
        .send({ email: member.email, password: 'wrong-password-1' });
      if (res.status === 429) refused++;
      else expect(res.status).toBe(401);
    }
    expect(refused).toBeGreaterThan(0);
    const after = await scrape();
    expect(sample(after, 'atrium_rate_limit_refusals_total', signin)).toBe(
      sample(before, 'atrium_rate_limit_refusals_total', signin) + refused,
    );
    expect(
      sample(after, 'atrium_http_requests_total', {
        method: 'POST',
        route: '/api/auth/signin',
        status: '429',
      }),
    ).toBe(refused);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs/json').expect(200)).body;
    const op = doc.paths['/api/metrics'].get;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(RELAXED_LIMITS);
  });
  afterAll(() => t.close());

  it('accepts no bearer token but an admin session', async () => {
    for (const token of ['', 'undefined', TOKEN]) {
      const res = await t
        .http()
        .get('/api/metrics')
        .set({ authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
    }
    const admin = await createUser(t, { platformRole: 'platform_owner' });
    await t.http().get('/api/metrics').set(admin.auth).expect(200);
  });
});
