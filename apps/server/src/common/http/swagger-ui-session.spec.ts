import { reloadDocumentOnAuthorize, withSignedInToken } from './swagger-ui-session.js';

/** The page the interceptor runs in: its origin and its localStorage. */
function page(storage: Record<string, unknown>) {
  const text = new Map(Object.entries(storage).map(([k, v]) => [k, JSON.stringify(v)]));
  (globalThis as { window?: unknown }).window = {
    location: { href: 'https://atrium.example/api/docs', origin: 'https://atrium.example' },
    localStorage: { getItem: (key: string) => text.get(key) ?? null },
  };
}

const session = (expiresAt: number | null) => ({
  state: {
    user: {},
    session: null,
    tokens: { access_token: 'app-token', refresh_token: 'r', expires_at: expiresAt },
  },
  version: '1.0.0',
});
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("Swagger UI's requests carry the signed-in caller's token", () => {
  it("adds the app's session token to the document's download", () => {
    page({ 'auth-storage': session(inAnHour()) });
    expect(withSignedInToken(request('/api/docs/json')).headers).toEqual({
      Authorization: 'Bearer app-token',
    });
  });

  it('prefers the token given in the Authorize dialog', () => {
    page({
      'auth-storage': session(inAnHour()),
      authorized: {
        bearer: { name: 'bearer', schema: { type: 'http', scheme: 'bearer' }, value: 'atr_key' },
      },
    });
    expect(withSignedInToken(request('https://atrium.example/api/rest/x')).headers.Authorization).toBe(
      'Bearer atr_key',
    );
  });

  it('sends nothing for an expired session, or without one', () => {
    page({ 'auth-storage': session(Math.floor(Date.now() / 1000) - 1) });
    expect(withSignedInToken(request('/api/docs/json')).headers).toEqual({});
    page({});
    expect(withSignedInToken(request('/api/docs/json')).headers).toEqual({});
  });

  it('never gives a token to another origin', () => {
    page({ 'auth-storage': session(inAnHour()) });
    expect(withSignedInToken(request('https://evil.example/api/docs/json')).headers).toEqual({});
    expect(withSignedInToken(request('//evil.example/x')).headers).toEqual({});
  });

  it('keeps a request that already names its caller', () => {
    page({ 'auth-storage': session(inAnHour()) });
    expect(withSignedInToken(request('/api/forms', { 'X-API-Key': 'atr_k' })).headers).toEqual({
      'X-API-Key': 'atr_k',
    });
    expect(withSignedInToken(request('/api/forms', { authorization: 'Bearer mine' })).headers).toEqual({
      authorization: 'Bearer mine',
    });
  });

  it('leaves the request as it was when the stored record cannot be read', () => {
    (globalThis as { window?: unknown }).window = {
      location: { href: 'https://atrium.example/api/docs', origin: 'https://atrium.example' },
      localStorage: { getItem: () => '{not json' },
    };
    expect(withSignedInToken(request('/api/docs/json')).headers).toEqual({});
  });
});

describe('the plugin downloads the document again after Authorize and Logout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['authorize', 'logout'] as const)('%s', (name) => {
    const wrap = reloadDocumentOnAuthorize().statePlugins.auth.wrapActions[name];
    const download = jest.fn();
    const original = jest.fn((payload: unknown) => ({ done: payload }));
    const action = wrap(original, { specActions: { download } });
    expect(action('p')).toEqual({ done: 'p' });
    expect(original).toHaveBeenCalledWith('p');
    expect(download).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(download).toHaveBeenCalledTimes(1);
  });
});
