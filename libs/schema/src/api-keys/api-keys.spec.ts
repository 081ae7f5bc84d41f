import { describe, expect, it } from 'vitest';
import {
  createApiKeySchema,
  listApiKeysQuerySchema,
  looksLikeApiKey,
  updateApiKeySchema,
} from './api-keys.js';

describe('looksLikeApiKey', () => {
  it.each([
    ['a key as the server makes them', `atr_${'a'.repeat(40)}-_Z`, true],
    ['a bare prefix', 'atr_', false],
    ['one character short', `atr_${'a'.repeat(42)}`, false],
    ['one character long', `atr_${'a'.repeat(44)}`, false],
    ['another prefix', `ATR_${'a'.repeat(43)}`, false],
    ['base64 padding or plus', `atr_${'a'.repeat(42)}+`, false],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', false],
  ])('%s → %s', (_what, token, expected) => {
    expect(looksLikeApiKey(token)).toBe(expected);
  });
});

describe('createApiKeySchema', () => {
  it('takes a name, a role and an optional future expiry', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(createApiKeySchema.parse({ name: ' CI ', role: 'user' })).toEqual({ name: 'CI', role: 'user' });
    expect(createApiKeySchema.parse({ name: 'CI', role: 'user', expires_at: future }).expires_at).toBe(
      future,
    );
    expect(createApiKeySchema.parse({ name: 'CI', role: 'user', expires_at: null }).expires_at).toBeNull();
  });

  it.each([
    ['an empty name', { name: '', role: 'user' }, 'name'],
    ['a name on two lines', { name: 'a\nb', role: 'user' }, 'name'],
    ['a past expiry', { name: 'CI', role: 'user', expires_at: '2001-01-01T00:00:00Z' }, 'expires_at'],
    [
      'an expiry without offset',
      { name: 'CI', role: 'user', expires_at: '2999-01-01T00:00:00' },
      'expires_at',
    ],
    ['a key chosen by the caller', { name: 'CI', role: 'user', key: 'atr_x' }, ''],
  ])('refuses %s', (_what, body, path) => {
    const result = createApiKeySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('renames only', () => {
    expect(updateApiKeySchema.safeParse({ name: 'New' }).success).toBe(true);
    expect(updateApiKeySchema.safeParse({ name: 'New', role: 'admin' }).success).toBe(false);
  });
});

describe('listApiKeysQuerySchema', () => {
  it('pages 100 keys from the first by default; limit up to 1000', () => {
    expect(listApiKeysQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(listApiKeysQuerySchema.parse({ limit: '1000', offset: '40' })).toEqual({
      limit: 1000,
      offset: 40,
    });
  });

  it.each([
    ['limit 0', { limit: '0' }, 'limit', 'Must be at least 1'],
    ['limit 1001', { limit: '1001' }, 'limit', 'Must be at most 1000'],
    ['a negative offset', { offset: '-1' }, 'offset', 'Must be at least 0'],
    ['an offset past 100,000', { offset: '100001' }, 'offset', 'Must be at most 100000'],
    ['a limit that is no number', { limit: 'ten' }, 'limit', 'Must be a whole number'],
    ['a limit given twice', { limit: ['1', '2'] }, 'limit', 'Must be given only once'],
    ['another parameter', { order: 'name.asc' }, '', 'Unrecognized key: "order"'],
  ])('refuses %s', (_what, query, path, message) => {
    const result = listApiKeysQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });
});
