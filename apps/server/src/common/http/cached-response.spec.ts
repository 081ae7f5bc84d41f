import { CachedBody, etagMatches, negotiateEncoding } from './cached-response';

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
  it('does not match another tag or nothing', () => {
    expect(etagMatches('"other"', body.etag)).toBe(false);
    expect(etagMatches(undefined, body.etag)).toBe(false);
  });
});
