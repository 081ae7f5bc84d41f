import { randomBytes } from 'node:crypto';
import { parseSecretsKey, SecretBox, SecretBoxError } from './secret-box.js';

const reason = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof SecretBoxError ? err.reason : 'other error';
  }
};

describe('SecretBox (AES-256-GCM envelopes)', () => {
  const box = new SecretBox(randomBytes(32));
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals into a v1 envelope that hides the value, with a fresh IV each time, and opens it again', () => {
    const a = box.seal(secret, 'user-1');
    const b = box.seal(secret, 'user-1');
    expect(a).toMatch(/^v1:[0-9a-f]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a.startsWith(`v1:${box.keyId}:`)).toBe(true);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(box.open(a, 'user-1')).toBe(secret);
    expect(box.open(b, 'user-1')).toBe(secret);
    expect(SecretBox.isSealed(a)).toBe(true);
    expect(SecretBox.isSealed(secret)).toBe(false);
  });

  it('refuses another key, another context (a value copied to another row) and any changed byte', () => {
    const sealed = box.seal(secret, 'user-1');
    expect(reason(() => new SecretBox(randomBytes(32)).open(sealed, 'user-1'))).toBe('other-key');
    expect(reason(() => box.open(sealed, 'user-2'))).toBe('tampered');
    const parts = sealed.split(':');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const i of [2, 3, 4]) {
      const changed = [...parts];
      changed[i] = flip(changed[i]);
      expect(reason(() => box.open(changed.join(':'), 'user-1'))).toBe('tampered');
    }
    expect(reason(() => box.open(secret, 'user-1'))).toBe('format');
    expect(reason(() => box.open('v1:zz:1:2:3', 'user-1'))).toBe('format');
  });

  it('derives the same key id from the same key, and the id is not the key', () => {
    const key = randomBytes(32);
    expect(new SecretBox(key).keyId).toBe(new SecretBox(Buffer.from(key)).keyId);
    expect(key.toString('hex')).not.toContain(new SecretBox(key).keyId);
    expect(() => new SecretBox(randomBytes(16))).toThrow('32-byte key');
  });

  it('parseSecretsKey takes 32 bytes as hex, base64 or base64url, nothing else', () => {
    const key = randomBytes(32);
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
    ]) {
      expect(parseSecretsKey(text)?.equals(key)).toBe(true);
    }
    for (const text of [
      '',
      'short',
      key.toString('hex').slice(2),
      randomBytes(31).toString('base64'),
      'x'.repeat(64),
    ]) {
      expect(parseSecretsKey(text)).toBeUndefined();
    }
  });
});
