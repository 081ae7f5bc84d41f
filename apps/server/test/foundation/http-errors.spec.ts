import { gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { API_ERROR_CODES, isApiErrorBody } from '@atrium/schema';
import { MAX_QUERY_PARAMS, MAX_URL_LENGTH, REQUEST_TIMEOUT_MS } from '../../src/http-setup.js';
import { startTestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import type { TestApp } from '../support/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  ms: number;
}

/**
 * Sends bytes over a plain TCP connection (for requests supertest cannot produce: broken
 * request lines, conflicting lengths, oversized headers…) and reads one HTTP/1.1 response.
 * Fails on a connection closed without a complete answer, or after 10 s without one (the server's
 * own waits, REQUEST_TIMEOUT_MS and the header timeout, are 30 s and more: a request it is still
 * waiting on is told apart from one it answered; the bound leaves room for a loaded machine).
 */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (err?: Error, res?: RawResponse) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (err) reject(err);
      else resolve(res!);
    };
    const tryParse = () => {
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? NaN);
      const body = data.subarray(end + 4);
      if (!(body.length >= length)) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.subarray(0, length).toString('utf8'));
      } catch {
        parsed = body.toString('utf8');
      }
      finish(undefined, {
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: parsed,
        ms: performance.now() - started,
      });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      tryParse();
    });
    // The server may stop reading (and reset) once it has answered: what came is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () =>
      finish(
        new Error(
          `closed without a complete response: ${JSON.stringify(data.toString('latin1').slice(0, 300))}`,
        ),
      ),
    );
    socket.setTimeout(10_000, () => finish(new Error('no response within 10 s')));
    socket.write(request);
  });
}

const CRLF = '\r\n';
/** A request head: request line, Host and the given header lines, then the body. */
function req(requestLine: string, headerLines: string[] = [], body = ''): string {
  return [requestLine, 'Host: localhost', ...headerLines, '', body].join(CRLF);
}
const json = (body: string) => [
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(body)}`,
];

const errorShape = {
  error: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

describe('HTTP errors come back in the API error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['malformed JSON', 400, 'VALIDATION_FAILED', 'application/json', '{"entries": ['],
    ['empty JSON body', 400, 'VALIDATION_FAILED', 'application/json', ''],
  ])('%s → %i %s', async (_name, status, code, type, payload) => {
    const res = await t.http().post('/api/logs').set('content-type', type).send(payload);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ...errorShape, code });
    expect(res.body.stack).toBeUndefined();
  });

  // Refused by the API's own check or by Fastify's parser, one answer: the same code and message.
  it.each([
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
    ['application/vnd.api+json', '{}'],
    ['application/merge-patch+json', '{}'],
    ['application/jsonx', '{}'],
    ['application/json; charset=utf-16', '{}'],
    ['application/json; charset="ISO-8859-1"', '{}'],
    ['multipart/form-data; boundary=b', '--b\r\n\r\n--b--'],
  ])('Content-Type %s → 415 "Unsupported content type: send application/json"', async (type, payload) => {
    for (const path of ['/api/logs', '/api/auth/signin', '/.netlify/functions/logs']) {
      const res = await t.http().post(path).set('content-type', type).send(payload);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        ...errorShape,
        error: 'Unsupported Media Type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content type: send application/json',
      });
    }
  });

  it('a compressed body → 415 naming the encoding, not "Malformed JSON body"', async () => {
    for (const coding of ['gzip', 'br', 'deflate, gzip']) {
      const res = await t
        .http()
        .post('/api/logs')
        .set('content-type', 'application/json')
        .set('content-encoding', coding)
        .send(gzipSync('{"entries":[]}'));
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content encoding: send the body uncompressed',
      });
    }
    const plain = await t
      .http()
      .post('/api/auth/signin')
      .set('content-type', 'application/json')
      .set('content-encoding', 'identity')
      .send('{"email":"nobody@example.com","password":"x"}');
    expect(plain.status).toBe(401);
  });

  it('oversized body → 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ entries: [], source: 'x'.repeat(1024 * 1024 + 10), version: '1' });
    const res = await t.http().post('/api/logs').set('content-type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      ...errorShape,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  // Nest hands Fastify's parser errors over wrapped in an HttpException: they keep the API's words.
  it('a malformed JSON body → 400 Malformed JSON body', async () => {
    const res = await t
      .http()
      .post('/api/logs')
      .set('content-type', 'application/json')
      .send('{"entries": [');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ...errorShape,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Malformed JSON body',
    });
  });

  it('valid JSON with a prototype key is refused as such, not called malformed', async () => {
    for (const raw of ['{"a":{"__proto__":{"x":1}}}', '{"constructor":{"prototype":{}}}']) {
      const res = await t.http().post('/api/logs').set('content-type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'JSON keys "__proto__" and "constructor" holding "prototype" are not accepted',
      });
    }
  });

  it('a body whose bytes are not UTF-8 → 400 for every endpoint, not stored as U+FFFD', async () => {
    const message = 'The body must be UTF-8: bytes that are not UTF-8 are not accepted';
    // The bytes as they are (supertest would send a Buffer as its JSON form).
    const post = (path: string, raw: Buffer) =>
      t
        .http()
        .post(path)
        .set('content-type', 'application/json')
        .serialize((body: Buffer) => body as unknown as string)
        .send(raw);
    const latin1 = Buffer.from('{"email":"caf\xe9@example.com","password":"x"}', 'latin1');
    const overlong = Buffer.concat([
      Buffer.from('{"entries":[{"message":"a'),
      Buffer.from([0xc0, 0x80]),
      Buffer.from('"}]}'),
    ]);
    for (const [path, raw] of [
      ['/api/auth/signin', latin1],
      ['/api/logs', overlong],
      ['/api/logs', Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
    ] as const) {
      const res = await post(path, raw);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ...errorShape, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
    }
    // UTF-8 text of every width (and a byte-order mark) reads as before.
    const batch = JSON.stringify({
      entries: [{ timestamp: new Date().toISOString(), level: 'info', message: 'café 日本 🎉' }],
      source: 'web',
      version: '1',
    });
    expect((await post('/api/logs', Buffer.from('\ufeff' + batch, 'utf8'))).status).toBe(202);
  });

  // JSON can spell a lone surrogate; it is no Unicode text (it would be stored as U+FFFD, and
  // PostgreSQL refuses it in jsonb): one refusal for every endpoint, naming where it is.
  it('a lone UTF-16 surrogate or a NUL anywhere in a JSON body → 400 naming its path; a pair is text', async () => {
    const message =
      'Text must be valid Unicode: a lone UTF-16 surrogate (\\uD800–\\uDFFF without its pair) is not accepted';
    for (const [path, raw, where] of [
      ['/api/auth/signin', '{"email":"a\\ud800@example.com","password":"x"}', 'email'],
      [
        '/api/logs',
        '{"entries":[{"level":"info","message":"ok"},{"message":"x\\uDC00"}]}',
        'entries.1.message',
      ],
      ['/api/logs', '{"\\ud83d":1}', '\ufffd'],
    ]) {
      const res = await t.http().post(path).set('content-type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        ...errorShape,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message,
        details: [{ path: where, message }],
      });
    }
    // A NUL, which PostgreSQL keeps in neither text nor jsonb: the same refusal, its own words.
    const nul = 'Text must not contain NUL characters (\\u0000)';
    for (const [path, raw, where] of [
      [
        '/api/auth/signup',
        '{"email":"n@example.com","password":"Very-long-pass-123!","nickname":"a\\u0000b"}',
        'nickname',
      ],
      [
        '/api/logs',
        '{"entries":[{"message":"x","context":{"deep":["ok","\\u0000"]}}]}',
        'entries.0.context.deep.1',
      ],
    ]) {
      const res = await t.http().post(path).set('content-type', 'application/json').send(raw);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: nul,
        details: [{ path: where, message: nul }],
      });
    }
    const paired = await t
      .http()
      .post('/api/auth/signin')
      .set('content-type', 'application/json')
      .send('{"email":"nobody@example.com","password":"smile \\ud83d\\ude00 please"}');
    expect(paired.status).toBe(401);
  });

  // Many fetch wrappers set Content-Type: application/json on every call, bodyless ones included.
  it('a call that names JSON but sends no bytes has no body: sign-out works, a body-taking endpoint says what is missing', async () => {
    const user = await createUser(t);
    await t
      .http()
      .post('/api/auth/signout')
      .set(user.auth)
      .set('content-type', 'application/json')
      .send('')
      .expect(204);
    await t.http().get('/api/auth/me').set(user.auth).expect(401);

    const res = await t.http().post('/api/logs').set('content-type', 'application/json').send('');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
    expect(res.body.message).not.toMatch(/cannot be empty/);
  });

  it('unknown API path → 404 NOT_FOUND in the error shape, also under /.netlify/functions', async () => {
    for (const path of ['/api/nope', '/.netlify/functions/nope']) {
      const res = await t.http().get(path).expect(404);
      expect(res.body).toMatchObject({ ...errorShape, code: 'NOT_FOUND' });
    }
  });

  // Refused by a guard, by the router, by the body parser or by a pipe: no cache keeps an error.
  it.each([
    ['get', '/api/rest/zones', 401],
    ['post', '/api/schemas', 401],
    ['get', '/api/users', 401],
    ['get', '/api/nope', 404],
  ] as const)('%s %s → %i with Cache-Control: no-store', async (method, path, status) => {
    const res = await t.http()[method](path);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a body refused by the parser is not cached either', async () => {
    const res = await t
      .http()
      .post('/api/logs')
      .set('content-type', 'application/json')
      .send('{"entries": [');
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('over a raw connection, every refusal before, in and after routing', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as { port: number }).port;
    });

    const longUrl = (length: number) => `/api/routes?name=eq.${'a'.repeat(length)}`;
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&');

    // [case, status, code, answered by Node's parser (connection closed), raw request]
    it.each<[string, number, string, boolean, string]>([
      // Sizes: URL, headers, query.
      ['URL just over the limit', 414, 'URI_TOO_LONG', false, req(`GET ${longUrl(MAX_URL_LENGTH)} HTTP/1.1`)],
      ['URL over the header limit', 414, 'URI_TOO_LONG', true, req(`GET ${longUrl(20_000)} HTTP/1.1`)],
      [
        'long malformed URL',
        414,
        'URI_TOO_LONG',
        false,
        req(`GET /api/%zz${'a'.repeat(MAX_URL_LENGTH)} HTTP/1.1`),
      ],
      [
        'path parameter over 500 characters',
        414,
        'URI_TOO_LONG',
        false,
        req(`GET /api/routes/by-name/${'n'.repeat(600)} HTTP/1.1`),
      ],
      [
        'one header of 20 kB',
        431,
        'REQUEST_HEADER_FIELDS_TOO_LARGE',
        true,
        req('GET /api/health HTTP/1.1', [`X-Big: ${'b'.repeat(20_000)}`]),
      ],
      [
        '300 headers of 60 bytes',
        431,
        'REQUEST_HEADER_FIELDS_TOO_LARGE',
        true,
        req(
          'GET /api/health HTTP/1.1',
          Array.from({ length: 300 }, (_, i) => `X-H${i}: ${'v'.repeat(50)}`),
        ),
      ],
      [
        'a 10 kB bearer token',
        401,
        'UNAUTHENTICATED',
        false,
        req('GET /api/auth/me HTTP/1.1', [`Authorization: Bearer ${'t'.repeat(10_000)}`]),
      ],
      [
        `${MAX_QUERY_PARAMS + 1} query parameters`,
        400,
        'VALIDATION_FAILED',
        false,
        req(`GET /api/routes?${params(MAX_QUERY_PARAMS + 1)} HTTP/1.1`),
      ],
      ['2,000 query parameters', 414, 'URI_TOO_LONG', false, req(`GET /api/routes?${params(2000)} HTTP/1.1`)],
      [
        'a key nested 500 levels deep',
        400,
        'VALIDATION_FAILED',
        false,
        req(`GET /api/routes?a${'[b]'.repeat(500)}=1 HTTP/1.1`),
      ],
      [
        'a single-use parameter repeated',
        400,
        'VALIDATION_FAILED',
        false,
        req('GET /api/routes?limit=1&limit=2 HTTP/1.1'),
      ],
      // URL and method.
      ['a malformed percent escape', 400, 'VALIDATION_FAILED', false, req('GET /api/%zz HTTP/1.1')],
      [
        'a truncated UTF-8 escape',
        400,
        'VALIDATION_FAILED',
        false,
        req('GET /api/routes/by-name/%E0%A4%A HTTP/1.1'),
      ],
      [
        'a malformed escape under /.netlify/functions',
        400,
        'VALIDATION_FAILED',
        false,
        req('GET /.netlify/functions/%zz HTTP/1.1'),
      ],
      ['an unknown API path', 404, 'NOT_FOUND', false, req('GET /api/nope HTTP/1.1')],
      [
        'a known method the path does not serve',
        404,
        'NOT_FOUND',
        false,
        req('PUT /api/health HTTP/1.1', ['Content-Length: 0']),
      ],
      ['a method HTTP does not know', 400, 'VALIDATION_FAILED', true, req('FOO /api/health HTTP/1.1')],
      // HTTP/1.1 requires a Host header (RFC 9112 §3.2): Node's own check answered a bare 400.
      [
        'an HTTP/1.1 request without Host',
        400,
        'VALIDATION_FAILED',
        false,
        `GET /api/health HTTP/1.1${CRLF}${CRLF}`,
      ],
      [
        'an HTTP/1.1 request without Host, for a page',
        400,
        'VALIDATION_FAILED',
        false,
        `GET /some/page HTTP/1.1${CRLF}${CRLF}`,
      ],
      ['no request line at all', 400, 'VALIDATION_FAILED', true, 'HELLO' + CRLF + CRLF],
      ['an unknown HTTP version', 400, 'VALIDATION_FAILED', true, req('GET /api/health HTTP/9.9')],
      [
        'a header name with a space',
        400,
        'VALIDATION_FAILED',
        true,
        req('GET /api/health HTTP/1.1', ['Bad Header: x']),
      ],
      // Framing: Content-Length and Transfer-Encoding.
      [
        'a Content-Length that is not a number',
        400,
        'VALIDATION_FAILED',
        true,
        req('POST /api/logs HTTP/1.1', ['Content-Type: application/json', 'Content-Length: abc'], '{}'),
      ],
      [
        'two different Content-Lengths',
        400,
        'VALIDATION_FAILED',
        true,
        req(
          'POST /api/logs HTTP/1.1',
          ['Content-Type: application/json', 'Content-Length: 2', 'Content-Length: 3'],
          '{}',
        ),
      ],
      [
        'Content-Length with Transfer-Encoding',
        400,
        'VALIDATION_FAILED',
        true,
        req(
          'POST /api/logs HTTP/1.1',
          ['Content-Type: application/json', 'Content-Length: 5', 'Transfer-Encoding: chunked'],
          `0${CRLF}${CRLF}`,
        ),
      ],
      [
        'Transfer-Encoding: gzip',
        400,
        'VALIDATION_FAILED',
        true,
        req('POST /api/logs HTTP/1.1', ['Content-Type: application/json', 'Transfer-Encoding: gzip'], ''),
      ],
      [
        'a chunk size that is not hex',
        400,
        'VALIDATION_FAILED',
        true,
        req(
          'POST /api/logs HTTP/1.1',
          ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
          `zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
        ),
      ],
      [
        'a Content-Length of 100 GB',
        413,
        'PAYLOAD_TOO_LARGE',
        false,
        req(
          'POST /api/logs HTTP/1.1',
          ['Content-Type: application/json', 'Content-Length: 100000000000'],
          '{}',
        ),
      ],
      // Bodies.
      [
        'malformed JSON',
        400,
        'VALIDATION_FAILED',
        false,
        req('POST /api/logs HTTP/1.1', json('{"entries": ['), '{"entries": ['),
      ],
      [
        'malformed JSON sent chunked',
        400,
        'VALIDATION_FAILED',
        false,
        req(
          'POST /api/logs HTTP/1.1',
          ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
          `3${CRLF}{"a${CRLF}0${CRLF}${CRLF}`,
        ),
      ],
      [
        'an unparseable Content-Type',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        false,
        req('POST /api/logs HTTP/1.1', ['Content-Type: ;;;', 'Content-Length: 2'], '{}'),
      ],
      [
        'a form body',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        false,
        req(
          'POST /api/auth/signin HTTP/1.1',
          ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 3'],
          'a=b',
        ),
      ],
      // Answered by Node itself before: CONNECT by closing the connection without a word, an
      // unknown Expect by an empty 417.
      ['CONNECT (a proxy tunnel)', 400, 'VALIDATION_FAILED', true, req('CONNECT example.com:443 HTTP/1.1')],
      [
        'an Expect other than 100-continue',
        417,
        'VALIDATION_FAILED',
        true,
        req('POST /api/auth/signin HTTP/1.1', [...json('{}'), 'Expect: 200-ok'], '{}'),
      ],
    ])('%s → %i %s', async (_name, status, code, closed, request) => {
      const res = await rawRequest(port, request);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ ...errorShape, code });
      expect(isApiErrorBody(res.body)).toBe(true);
      expect(API_ERROR_CODES).toContain(code);
      expect((res.body as { stack?: unknown }).stack).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // The security headers of every response, on refusals from the parser and router too.
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      if (closed) expect(res.headers.connection).toBe('close');
      else expect(res.headers['x-request-id']).toEqual(expect.any(String));
      // Answered at once, not after one of the server's timeouts (30 s and more); a round trip on a
      // loaded two-core CI machine may take over a second, hence the room.
      expect(res.ms).toBeLessThan(REQUEST_TIMEOUT_MS / 6);
    });

    it('an HTTP/1.0 request needs no Host (it predates the header) and is served', async () => {
      const res = await rawRequest(port, `GET /api/health HTTP/1.0${CRLF}${CRLF}`);
      expect(res.status).toBe(200);
    });

    it('says which header is missing when Host is absent', async () => {
      const res = await rawRequest(port, `GET /api/health HTTP/1.1${CRLF}${CRLF}`);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Missing Host header' });
    });

    it('keeps serving on the same port after the refusals', async () => {
      const res = await rawRequest(port, req('GET /api/health HTTP/1.1', ['Connection: close']));
      expect(res.status).toBe(200);
    });

    it('a repeated filter key narrows the result (both filters apply), as PostgREST does', async () => {
      const from = encodeURIComponent('2000-01-01T00:00:00Z');
      const to = encodeURIComponent('2100-01-01T00:00:00Z');
      const both = await t.http().get(`/api/routes?created_at=gte.${from}&created_at=lt.${to}`).expect(200);
      const all = await t.http().get('/api/routes').expect(200);
      expect(all.body.length).toBeGreaterThan(0);
      expect(both.body).toEqual(all.body);
      const none = await t.http().get(`/api/routes?created_at=gte.${to}&created_at=lt.${from}`).expect(200);
      expect(none.body).toEqual([]);
    });
  });

  it('serves the OpenAPI document listing the routes and health endpoints', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/routes', '/api/routes/by-name/{name}', '/api/logs']),
    );
    const ui = await t.http().get('/api/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
