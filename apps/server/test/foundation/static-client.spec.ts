import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

const BIG = `export const words = ${JSON.stringify('atrium '.repeat(500))};\n`;

describe('the built client is served from the same port', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><link rel="stylesheet" href="/api/themes/active.css" data-atrium-theme  /><div id="root"></div><script type="module" src="/assets/app-abc.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    // The build's compressed copies (vite-plugin-compression2) beside a script.
    writeFileSync(join(dist, 'assets', 'big-abc.js'), BIG);
    writeFileSync(join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG));
    writeFileSync(join(dist, 'assets', 'big-abc.js.gz'), gzipSync(BIG));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.http().get('/assets/app-abc.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])("sends the build's compressed copy of a script to a browser accepting %s", async (accept, coding) => {
    const res = await t
      .http()
      .get('/assets/big-abc.js')
      .set('accept-encoding', accept)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(BIG.length / 10);
  });

  it('sends the script itself to a client that accepts no compression', async () => {
    const res = await t.http().get('/assets/big-abc.js').set('accept-encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(BIG);
  });

  it('serves other files revalidated', async () => {
    const res = await t.http().get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  /** What a browser sends when the address bar or a link opens a page. */
  const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

  it.each([
    '/',
    '/dashboard',
    '/zones/1/hubs/2',
    '/admin/routes',
    '/login?next=%2Fadmin',
    // Client routes whose path holds a dot (a name, a version) are pages too.
    '/zones/acme.corp',
    '/docs/v1.2',
    '/users/jane.doe@example.com',
  ])('a browser opening deep link %s gets index.html', async (path) => {
    const res = await t.http().get(path).set('accept', NAVIGATION).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
  });

  it('carries the active theme inline, one start-up request fewer than linking its stylesheet', async () => {
    const css = await t.http().get('/api/themes/active.css').expect(200);
    const json = await t.http().get('/api/themes/active').expect(200);
    const res = await t.http().get('/zones/1').set('accept', NAVIGATION).expect(200);
    // With the ETag of GET /api/themes/active, so the open page's checks for a new theme are 304s.
    expect(res.text).toContain(
      `<style data-atrium-theme data-etag='${json.headers.etag}'>${css.text}</style>`,
    );
    expect(res.text).not.toContain('/api/themes/active.css');
  });

  it.each(['text/html', 'TEXT/HTML; charset=utf-8', 'application/json, text/html;q=0.5'])(
    'Accept %s is a page navigation',
    async (accept) => {
      const res = await t.http().get('/zones/1').set('accept', accept).expect(200);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('HEAD of a deep link from a browser gets the page’s headers', async () => {
    const res = await t.http().head('/zones/1').set('accept', NAVIGATION).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    ['/favicon.ico', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'],
    ['/robots.txt', '*/*'],
    ['/nope/x.png', 'image/png'],
    ['/sitemap.xml', undefined],
    ['/dashboard', 'application/json'],
    ['/dashboard', 'text/html;q=0'],
  ])(
    'a request for missing %s (Accept %s) is a 404 in the API error shape, not the app',
    async (path, accept) => {
      const req = t.http().get(path);
      const res = await (accept === undefined ? req : req.set('accept', accept)).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `Cannot GET ${path}`,
      });
      expect(typeof res.body.timestamp).toBe('string');
    },
  );

  it.each([
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2findex.html.map',
    '/.env',
  ])('serves nothing outside the build or hidden: %s', async (path) => {
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    const res = await t.http().get(path).set('accept', '*/*');
    expect([400, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('SECRET');
    expect(res.text).not.toContain('"name"');
  });

  it('answers a missing build file with 404, not the app’s page', async () => {
    const res = await t.http().get('/assets/app-gone.js').set('accept', '*/*').expect(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('after a client rebuild while it runs, pages name the new build’s files (not scripts that are gone)', async () => {
    const rebuilt =
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-def.js"></script>';
    writeFileSync(join(dist, 'assets', 'app-def.js'), 'console.log(2)');
    writeFileSync(join(dist, 'index.html'), rebuilt);
    // Some file systems keep whole seconds: the rebuild is later by its modification time.
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const res = await t.http().get('/dashboard').set('accept', NAVIGATION).expect(200);
    expect(res.text).toContain('/assets/app-def.js');
    expect(res.text).not.toContain('/assets/app-abc.js');
    // …and the script it names, written after the server started, is served.
    const script = await t.http().get('/assets/app-def.js').expect(200);
    expect(script.text).toBe('console.log(2)');
    // Mid-build, with index.html removed, the last page read is still sent.
    rmSync(join(dist, 'index.html'));
    const during = await t.http().get('/dashboard').set('accept', NAVIGATION).expect(200);
    expect(during.text).toBe(rebuilt);
  });

  it('does not answer API paths or non-GET requests with the client', async () => {
    const api = await t.http().get('/api/unknown').set('accept', 'text/html').expect(404);
    expect(api.body.code).toBe('NOT_FOUND');
    const post = await t.http().post('/dashboard').set('accept', 'text/html').send({}).expect(404);
    expect(post.body.code).toBe('NOT_FOUND');
  });
});
