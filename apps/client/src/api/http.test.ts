import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, AUTH_LOGOUT_EVENT, request, setAccessTokenProvider } from './http';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(null);
});

describe('the bearer token', () => {
  it('is asked of the auth store and attached to signed-in requests', async () => {
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    const provider = vi.fn(async () => 'token-1');
    setAccessTokenProvider(provider);
    await request('/auth/me');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('is left off the calls made without a session (auth: false) and when signed out', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const provider = vi.fn(async () => null);
    setAccessTokenProvider(provider);
    await request('/auth/me');
    setAccessTokenProvider(async () => 'token-1');
    await request('/auth/signin', { method: 'POST', json: {}, auth: false });
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).has('Authorization')).toBe(false);
    }
  });
});

describe('request', () => {
  it('prefixes /api, asks for JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(jsonResponse({ status: 'ok' }));
    await expect(request('/health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/health');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('sends a json body with a Content-Type', async () => {
    const fetchMock = stubFetch(jsonResponse({ id: 1 }, 201));
    await request('/zones', { method: 'POST', json: { name: 'Ops' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"name":"Ops"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for an empty 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request('/auth/signout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("keeps a 429's Retry-After in seconds; an HTTP-date or odd value is left out", async () => {
    const limited = (retryAfter: string) =>
      jsonResponse(
        { error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down', timestamp: 'now' },
        429,
        {
          'Retry-After': retryAfter,
        },
      );
    stubFetch(limited('888'));
    await expect(request('/auth/signin', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 888,
    });
    for (const odd of ['Wed, 21 Oct 2026 07:28:00 GMT', '-5', '1e9', '99999999999']) {
      stubFetch(limited(odd));
      const error = (await request('/auth/signin', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
      expect(error.retryAfterSeconds).toBeUndefined();
    }
  });

  it('turns the API error shape into an ApiError', async () => {
    const body = {
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Route "x" not found',
      timestamp: '2025-01-01T00:00:00.000Z',
    };
    stubFetch(jsonResponse(body, 404));
    const error = await rejection(request('/routes/by-name/x'));
    expect(error.status).toBe(404);
    expect(error.error).toBe('Not Found');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Route "x" not found');
    expect(error.timestamp).toBe('2025-01-01T00:00:00.000Z');
    expect(error.body).toEqual(body);
  });

  it('keeps validation details', async () => {
    stubFetch(
      jsonResponse(
        {
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: [{ path: 'name', message: 'Required' }],
        },
        400,
      ),
    );
    const error = await rejection(request('/zones'));
    expect(error.details).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it.each([
    ['a body that is not JSON', new Response('<html>Bad gateway</html>', { status: 502 }), 502],
    ['an empty body', new Response(null, { status: 500 }), 500],
    ['a JSON body without the fields', jsonResponse({ unexpected: true }, 418), 418],
  ])('falls back to the defaults for %s', async (_, response, status) => {
    stubFetch(response);
    const error = await rejection(request('/anything'));
    expect(error.status).toBe(status);
    expect(error.error).toBe('Request failed');
    expect(error.code).toBe('API_ERROR');
    expect(error.message).toBe(`HTTP ${status}`);
    expect(error.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the well-typed fields of a partial body and defaults the rest', async () => {
    stubFetch(
      jsonResponse(
        {
          code: 'URI_TOO_LONG',
          message: 42,
          error: '',
          timestamp: 'yesterday',
          details: [{ path: ['name'], message: 'Required' }],
        },
        414,
      ),
    );
    const error = await rejection(request('/routes'));
    expect(error.code).toBe('URI_TOO_LONG');
    expect(error.message).toBe('HTTP 414');
    expect(error.error).toBe('Request failed');
    expect(error.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(error.details).toBeUndefined();
  });

  it("reads Fastify's own error shape without taking its FST_ code for an API code", async () => {
    stubFetch(jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Client Error' }, 400));
    const error = await rejection(request('/routes'));
    expect(error.error).toBe('Bad Request');
    expect(error.message).toBe('Client Error');
    expect(error.code).toBe('API_ERROR');
  });

  it("reports 'Failed to parse response' when a success body is not JSON", async () => {
    stubFetch(new Response('not json', { status: 200 }));
    const error = await rejection(request('/health'));
    expect(error.error).toBe('Failed to parse response');
    expect(error.message).toBe('Failed to parse response');
    expect(error.status).toBe(200);
  });

  it('wraps a network failure as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await rejection(request('/health'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    // What to do, in the page's language, not the browser's English 'Failed to fetch'
    expect(error.message).toBe('Atrium could not be reached. Check your connection and try again.');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it.each([401, 403])('emits auth:logout on %i', async (status) => {
    stubFetch(
      jsonResponse(
        { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'No token', timestamp: 't' },
        status,
      ),
    );
    const listener = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, listener);
    await rejection(request('/auth/me'));
    window.removeEventListener(AUTH_LOGOUT_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet on a 401 for a call that speaks for another session (announceAuthFailure: false)', async () => {
    stubFetch(
      jsonResponse(
        { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'No token', timestamp: 't' },
        401,
      ),
    );
    const listener = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, listener);
    const error = await rejection(request('/auth/signout', { method: 'POST', announceAuthFailure: false }));
    window.removeEventListener(AUTH_LOGOUT_EVENT, listener);
    expect(error).toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });
});
