import argon2 from 'argon2';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes with argon2id at the OWASP floor and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$|^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it("does not ask to re-hash a hash made with today's parameters (no second hash per sign-in)", async () => {
    expect(passwordNeedsRehash(await hashPassword('pw-12345678'))).toBe(false);
  });

  it('asks to re-hash a weaker hash', async () => {
    const weak = await argon2.hash('pw-12345678', {
      type: argon2.argon2id,
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    expect(passwordNeedsRehash(weak)).toBe(true);
  });
});
