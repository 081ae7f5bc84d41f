import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended floor or above (19 MiB, 2 iterations, 1 lane). The async API
 * runs on libuv's thread pool, so hashing never blocks the event loop.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
