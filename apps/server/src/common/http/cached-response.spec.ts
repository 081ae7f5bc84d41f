import { CachedBody, etagMatches, negotiateEncoding } from './cached-response.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  const body = CachedBody.of({ a: 1 });
  it('matches the exact tag, a list containing it, a weak form and *', () => {
    expect(etagMatches(body.etag, body.etag)).toBe(true);
    expect(etagMatches(`"x", ${body.etag}`, body.etag)).toBe(true);
    expect(etagMatches(`W/${body.etag}`, body.etag)).toBe(true);
    expect(etagMatches('*', body.etag)).toBe(true);
  });
  it('gives each encoding its own tag, and matches the body whichever encoding the client holds', () => {
    expect(body.etagFor('identity')).toBe(body.etag);
    expect(body.etagFor('gzip')).toBe(`${body.etag.slice(0, -1)}-gzip"`);
    expect(body.etagFor('br')).toBe(`${body.etag.slice(0, -1)}-br"`);
    expect(new Set(['identity', 'gzip', 'br'].map((e) => body.etagFor(e as 'gzip')))).toHaveProperty(
      'size',
      3,
    );
    expect(etagMatches(body.etagFor('gzip'), body.etag)).toBe(true);
    expect(etagMatches(`W/${body.etagFor('br')}`, body.etag)).toBe(true);
    expect(etagMatches('"other-gzip"', body.etag)).toBe(false);
  });
  it('does not match another tag or nothing', () => {
    expect(etagMatches('"other"', body.etag)).toBe(false);
    expect(etagMatches(undefined, body.etag)).toBe(false);
  });
});
