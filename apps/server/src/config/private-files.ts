import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database and generated secrets: only the account that runs Atrium
 * may read it. Directories are 0700 and files 0600; a looser directory found at start (made by an
 * older version, or by hand) is tightened with a warning on stderr (process.emitWarning: there is
 * no logger yet when the configuration is read).
 */

const warned = new Set<string>();

function warnOnce(key: string, text: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  process.emitWarning(text, { code: 'ATRIUM_PRIVATE_MODE' });
}

const loose = (mode: number) => (mode & 0o077) !== 0;

/** Creates `dir` (and missing parents of it) 0700, or tightens an existing one to 0700. */
export function ensurePrivateDir(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // mkdir's mode passes through the umask; this one does not
    return;
  }
  const mode = statSync(dir).mode & 0o777;
  if (loose(mode)) {
    chmodSync(dir, 0o700);
    warnOnce(
      dir,
      `${dir} was open to other users (mode ${mode.toString(8).padStart(4, '0')}); changed to 0700`,
    );
  }
}

/**
 * Takes group and other permissions off everything under `dir` (not following symlinks). PGlite
 * unpacks its initial data directory with mode 0666 files, whatever the umask.
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const walk = (path: string) => {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return;
    if (loose(st.mode)) {
      chmodSync(path, st.mode & 0o700);
      changed++;
    }
    if (st.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return changed;
}

/** Writes `content` to a file only its owner can read (0600), in a private directory. */
export function writePrivateFile(dir: string, name: string, content: string): void {
  ensurePrivateDir(dir);
  const file = join(dir, name);
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its old mode through writeFileSync
}

/**
 * A secret generated once and kept in `dir/name` (0600): the stored one when it passes `valid`,
 * else `generate()`'s, written there. A stored file open to others is tightened with a warning.
 */
export function persistentSecretFile(
  dir: string,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
  valid: (s: string) => boolean = (s) => s.length >= 32,
): string {
  const file = join(dir, name);
  ensurePrivateDir(dir);
  if (existsSync(file)) {
    const mode = statSync(file).mode & 0o777;
    if (loose(mode)) {
      chmodSync(file, 0o600);
      warnOnce(
        file,
        `${file} was readable by other users (mode ${mode.toString(8).padStart(4, '0')}); changed to 0600`,
      );
    }
    const stored = readFileSync(file, 'utf8').trim();
    if (valid(stored)) return stored;
  }
  const secret = generate();
  writePrivateFile(dir, name, secret + '\n');
  return secret;
}
