import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  REDACT_SCAN_MAX_LENGTH,
  SENSITIVE_KEYS,
  TRUNCATED_MARKER,
  isSensitiveKey,
  redactText,
  redactUrl,
  redactValue,
} from './redact.js';

describe('isSensitiveKey', () => {
  it('lists the specified fragments', () => {
    expect(SENSITIVE_KEYS).toEqual([
      'password',
      'token',
      'secret',
      'key',
      'auth',
      'session',
      'card',
      'ssn',
      'email',
      'phone',
      'address',
    ]);
  });

  it.each([
    'password',
    'PASSWORD',
    'accessToken',
    'refresh_token',
    'api_key',
    'apiKey',
    'clientSecret',
    'Authorization',
    'sessionId',
    'cardNumber',
    'ssn',
    'user_email',
    'phoneNumber',
    'ip_address',
    'pwd',
    'passphrase',
    'Cookie',
    'credentials',
  ])('%s is sensitive', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each(['name', 'id', 'message', 'level', 'route', 'status', 'count', ''])(
    '%j is not sensitive',
    (key) => {
      expect(isSensitiveKey(key)).toBe(false);
    },
  );
});

describe('redactText', () => {
  it.each([
    ['emails', 'user jane.doe+x@example.co.uk signed in', `user ${REDACTED} signed in`],
    [
      'JWTs',
      'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk used',
      `token ${REDACTED} used`,
    ],
    [
      'Bearer tokens',
      'Authorization header Bearer abc.DEF-123_x= rejected',
      `Authorization header Bearer ${REDACTED} rejected`,
    ],
    ['Basic credentials', 'got Basic dXNlcjpwYXNz', `got Basic ${REDACTED}`],
    ['card numbers', 'card 4111 1111 1111 1111 declined', `card ${REDACTED} declined`],
    ['card numbers with dashes', 'card 4111-1111-1111-1111', `card ${REDACTED}`],
    ['card numbers without separators', 'pan=4111111111111111.', `pan=${REDACTED}.`],
    ['19-digit numbers', 'n 1234567890123456789 x', `n ${REDACTED} x`],
    ['SSNs', 'ssn 123-45-6789 on file', `ssn ${REDACTED} on file`],
    ['international phones', 'call +1 555 123 4567 now', `call ${REDACTED} now`],
    ['international phones with dashes', 'call +44-20-7946-0958', `call ${REDACTED}`],
    ['US phones', 'call (555) 123-4567 or 555-123-4567', `call ${REDACTED} or ${REDACTED}`],
    ['password=…', 'login with password=hunter2 failed', `login with password=${REDACTED} failed`],
    ['token: …', 'token: abc123, user: bob', `token: ${REDACTED}, user: bob`],
    ['JSON fragments', '{"password":"p@ss w0rd","name":"bob"}', `{"password":"${REDACTED}","name":"bob"}`],
    ['query strings', '/cb?access_token=xyz&state=1', `/cb?access_token=${REDACTED}&state=1`],
    ['api keys', "apiKey='k-123'", `apiKey='${REDACTED}'`],
  ])('%s', (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    'Route "admin_users" not found',
    'GET /zones/3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c 200 in 12ms',
    'id 00000000-0000-0000-0000-000000000001',
    'at 2024-01-31T10:20:30.123+02:00',
    'version 1.0.0, 42 rows, port 5432',
    'ip 192.168.100.200',
  ])('leaves %j alone', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it.each([
    ['dotted keys', 'user.password=x y', `user.password=${REDACTED} y`],
    ['header-style keys', 'X-Api-Key: abc-123; next', `X-Api-Key: ${REDACTED}; next`],
    ['single-quoted keys', "'token' = 'a\\'b' end", `'token' = '${REDACTED}' end`],
    ['escaped quotes', '{"secret":"a\\"b","n":1}', `{"secret":"${REDACTED}","n":1}`],
    ['a quoted value left open (to the end)', 'password: "abc def', `password: "${REDACTED}`],
    ['a key glued to others', 'tokentokentoken=1', `tokentokentoken=${REDACTED}`],
    ['JWTs after a dash or a dot', 'a-eyJa.b.c x.eyJd.e', `a-${REDACTED} x.${REDACTED}`],
  ])('%s', (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    'token', // a key without a value
    'token,',
    'password = ',
    'eyJabc no dot',
    'eyJa. empty payload',
    'xeyJa.b inside a word',
    '"token"x: 1',
  ])('leaves the incomplete %j alone', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it('redacts everything in a mixed message', () => {
    const out = redactText('a@b.io Bearer t0k password=x 123-45-6789');
    expect(out).not.toMatch(/a@b\.io|t0k|password=x|123-45-6789/);
  });
});

describe('redactText on long text', () => {
  const filler = (n: number): string => 'lorem ipsum '.repeat(Math.ceil(n / 12)).slice(0, n);

  it(`scans the first ${REDACT_SCAN_MAX_LENGTH} characters and drops the rest behind a marker`, () => {
    const text = `password=x ${filler(REDACT_SCAN_MAX_LENGTH * 3)} password=y tail`;
    const out = redactText(text);
    expect(out.startsWith(`password=${REDACTED} lorem`)).toBe(true);
    expect(out.endsWith(TRUNCATED_MARKER)).toBe(true);
    expect(out).not.toContain('password=y');
    expect(out).not.toContain('tail');
    // One "password=x" grew by the width of the placeholder; nothing else was kept.
    expect(out.length).toBeLessThanOrEqual(
      REDACT_SCAN_MAX_LENGTH + REDACTED.length + TRUNCATED_MARKER.length,
    );
  });

  it('keeps text up to the cap whole', () => {
    const text = filler(REDACT_SCAN_MAX_LENGTH);
    expect(redactText(text)).toBe(text);
    expect(redactText(`${text}x`)).toMatch(new RegExp(`${TRUNCATED_MARKER.replace(/[[\]]/g, '\\$&')}$`));
  });

  it('does not cut a surrogate pair in half', () => {
    // 'a' first, so that the cap falls between the two halves of an emoji.
    const out = redactText(`a${'😀'.repeat(REDACT_SCAN_MAX_LENGTH)}`);
    expect(out.endsWith(`😀${TRUNCATED_MARKER}`)).toBe(true);
    expect(out.length).toBe(REDACT_SCAN_MAX_LENGTH - 1 + TRUNCATED_MARKER.length);
  });

  it.each([
    ['an email', 'jane.doe@example.com'],
    ['a card number', '4111 1111 1111 1111'],
    ['a phone number', '+44 20 7946 0958'],
    ['an SSN', '123-45-6789'],
  ])('does not leave the first part of %s cut at the cap', (_label, secret) => {
    for (let shift = 1; shift < secret.length; shift++) {
      const head = filler(REDACT_SCAN_MAX_LENGTH - shift);
      const out = redactText(`${head} ${secret} and more`);
      const kept = out.slice(0, -TRUNCATED_MARKER.length);
      // Nothing of the secret's characters survives past the filler.
      expect(kept.length).toBeLessThanOrEqual(head.length + 1);
      expect(out.endsWith(TRUNCATED_MARKER)).toBe(true);
    }
  });
});

describe('redactValue', () => {
  it('replaces sensitive keys at any depth and redacts strings', () => {
    const input = {
      user: { id: 1, email: 'a@b.io', profile: { first_name: 'Ann', phoneNumber: '555' } },
      accessToken: 'abc',
      headers: [{ Authorization: 'Bearer x' }],
      note: 'contact me at a@b.io',
      count: 3,
      ok: true,
      nothing: null,
    };
    expect(redactValue(input)).toEqual({
      user: { id: 1, email: REDACTED, profile: { first_name: 'Ann', phoneNumber: REDACTED } },
      accessToken: REDACTED,
      headers: [{ Authorization: REDACTED }],
      note: `contact me at ${REDACTED}`,
      count: 3,
      ok: true,
      nothing: null,
    });
  });

  it('redacts whole sub-objects under sensitive keys', () => {
    expect(redactValue({ session: { id: 's', user: 'u' } })).toEqual({ session: REDACTED });
  });

  it('does not modify the input', () => {
    const input = { password: 'x', nested: { token: 'y' } };
    const copy = structuredClone(input);
    const out = redactValue(input) as typeof input;
    expect(input).toEqual(copy);
    expect(out.nested).not.toBe(input.nested);
  });

  it('is cycle-safe and keeps shared (non-cyclic) references', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const shared = { v: 1 };
    const out = redactValue({ a, x: shared, y: shared, list: [a] }) as Record<string, unknown>;
    expect(out).toEqual({
      a: { name: 'a', self: '[Circular]' },
      x: { v: 1 },
      y: { v: 1 },
      list: [{ name: 'a', self: '[Circular]' }],
    });
  });

  it('limits depth to 8 by default, or to the given depth', () => {
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 12; i++) deep = { n: deep };
    let out = redactValue(deep) as Record<string, unknown>;
    let levels = 0;
    while (typeof out === 'object' && out !== null && 'n' in out) {
      out = out.n as Record<string, unknown>;
      levels++;
    }
    expect(levels).toBe(8);
    expect(out).toBe('[Object]');
    expect(redactValue({ a: { b: [1] } }, 1)).toEqual({ a: '[Object]' });
    expect(redactValue({ a: [[1]] }, 2)).toEqual({ a: ['[Array]'] });
    expect(redactValue('a@b.io', 0)).toBe(REDACTED);
  });

  it('converts special values', () => {
    const error = Object.assign(new Error('bad password=x'), { code: 'E1', token: 't' });
    const out = redactValue({
      when: new Date('2024-01-01T00:00:00Z'),
      big: 10n,
      fn: () => 1,
      error,
      map: new Map<unknown, unknown>([
        ['apiKey', 'k'],
        [1, 'one'],
      ]),
      set: new Set(['a@b.io']),
      missing: undefined,
    }) as Record<string, unknown>;
    expect(out.when).toBe('2024-01-01T00:00:00.000Z');
    expect(out.big).toBe('10');
    expect(out.fn).toBe('[Function]');
    expect(out.error).toMatchObject({
      name: 'Error',
      message: `bad password=${REDACTED}`,
      code: 'E1',
      token: REDACTED,
    });
    expect(out.map).toEqual({ apiKey: REDACTED, 1: 'one' });
    expect(out.set).toEqual([REDACTED]);
    expect(out).toHaveProperty('missing', undefined);
  });

  it('keeps a "__proto__" key as data', () => {
    const input = JSON.parse('{"__proto__": {"password": "x"}, "a": 1}') as Record<string, unknown>;
    const out = redactValue(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ password: REDACTED });
  });

  it('passes primitives through', () => {
    expect(redactValue(5)).toBe(5);
    expect(redactValue(null)).toBeNull();
    expect(redactValue(undefined)).toBeUndefined();
    expect(redactValue('plain')).toBe('plain');
  });
});

describe('redactUrl', () => {
  it("hides a mail link's one-time token and other sensitive parameters, keeping the rest", () => {
    expect(redactUrl('/reset-password?token=Mq8u-0UfaHeqjH9zZaKoUrMbBXWoWA9qBwOfEzgXOJQ')).toBe(
      `/reset-password?token=${REDACTED}`,
    );
    expect(redactUrl('/api/rest/users?select=id&email=eq.ada%40example.com&limit=5')).toBe(
      `/api/rest/users?select=id&email=${REDACTED}&limit=5`,
    );
    // An encoded or plus-spaced name is judged decoded; a malformed escape as sent.
    expect(redactUrl('/x?to%6Ben=abc&api+key=1&bad%zz=2')).toBe(
      `/x?to%6Ben=${REDACTED}&api+key=${REDACTED}&bad%zz=2`,
    );
  });

  it('leaves a URL without sensitive parameters as it is', () => {
    for (const url of ['/api/health', '/api/zones?limit=5&offset=10', '/a?flag&b=', '/a?']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
