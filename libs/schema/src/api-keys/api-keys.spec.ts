import { describe, expect, it } from 'vitest';
import { createApiKeySchema, looksLikeApiKey, updateApiKeySchema } from './api-keys.js';

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
