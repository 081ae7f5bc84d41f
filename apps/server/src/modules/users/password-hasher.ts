import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended floor or above (19 MiB, 2 iterations, 1 lane). The async API
 * runs on libuv's thread pool, so hashing never blocks the event loop.
 *
 * Passwords are NFC-normalised before hashing and checking, so the same password typed on
 * keyboards that compose accents differently still matches (ASCII is unchanged).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most one hash per core at a time. libuv's pool has 4 threads; on a 2-core machine four
 * concurrent hashes would leave the event loop a fifth of the CPU, so requests that need no hash
 * (GET /api/routes) would queue behind sign-ins. Throughput is the same: the cores stay busy.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing hash hands over its slot
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password.normalize('NFC'), ARGON2_OPTIONS));
}

/**
 * True when the password matches the stored hash. An account with no password yet (an admin's
 * invitation not accepted; hash null) matches nothing, at the cost of a real check.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) return verifyDummyPassword(password);
  try {
    return await limited(() => argon2.verify(hash, password.normalize('NFC')));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's (re-hash it after a successful check). */
export function passwordNeedsRehash(hash: string | null): boolean {
  if (hash === null) return false;
  try {
    // Every parameter must be given: needsRehash compares against its own defaults otherwise
    // (parallelism 4), which made every sign-in hash the password a second time.
    return argon2.needsRehash(hash, {
      memoryCost: ARGON2_OPTIONS.memoryCost,
      timeCost: ARGON2_OPTIONS.timeCost,
      parallelism: ARGON2_OPTIONS.parallelism,
    });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check against a hash nobody knows the password of, then answers
 * false: an unknown email costs what a wrong password costs.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
