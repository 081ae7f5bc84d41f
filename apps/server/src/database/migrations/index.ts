import { Foundation1763780000000 } from './1763780000000-foundation.js';

/** Every migration, in order. Listed explicitly: no glob loading under ESM. */
export const migrations = [Foundation1763780000000];
