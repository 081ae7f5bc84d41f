#!/usr/bin/env node
// `npm run schema:check [file.json | folder …]`: checks collection schema files for integrators'
// CI — every rule of the schema engine (libs/schema validateCollection), relations resolved among
// the built-in collections and the files checked together. Without arguments it checks the
// `schemas/` folder at the repository root. Prints `file: path: message` for each problem and
// exits 1 when there is any (or a path does not exist), 0 otherwise.
//
// The rules come from libs/schema's build (dist/); it is rebuilt first when a source is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/** Every `.json` file under `dir` (dot-folders and node_modules skipped), sorted. */
function jsonFilesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFilesUnder(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out.sort();
}

/**
 * Checks the files and folders named in `args` (default: `<root>/schemas`) with `lib` (the
 * @atrium/schema module), writing to `out`/`err`. Returns the exit code.
 */
export function runSchemaCheck({ args, cwd = process.cwd(), lib, out = console.log, err = console.error }) {
  const targets = args.length > 0 ? args.map((a) => resolve(cwd, a)) : [join(root, 'schemas')];
  const shown = (path) => relative(cwd, path) || path;
  const paths = [];
  for (const target of targets) {
    if (!existsSync(target)) {
      err(`${shown(target)}: no such file or folder`);
      return 1;
    }
    paths.push(...(statSync(target).isDirectory() ? jsonFilesUnder(target) : [target]));
  }
  if (paths.length === 0) {
    out(`No collection schema files in ${targets.map(shown).join(', ')}`);
    return 0;
  }
  const files = [];
  const problems = [];
  for (const path of paths) {
    // Bounded before reading: a huge file is refused by its size alone.
    if (statSync(path).size > lib.COLLECTION_FILE_MAX_CHARS * 4) {
      problems.push({
        file: shown(path),
        path: '',
        message: 'The file is too large to be a collection schema',
      });
      continue;
    }
    files.push({ file: shown(path), text: readFileSync(path, 'utf8') });
  }
  problems.push(...lib.checkCollectionFiles(files));
  for (const problem of problems) err(lib.formatCollectionFileProblem(problem));
  const count = `${paths.length} schema file${paths.length === 1 ? '' : 's'}`;
  if (problems.length > 0) {
    err(`${count} checked: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    if (problems.some((p) => p.message.startsWith('Unknown collection "'))) {
      err(
        'Hint: a relation may point to a built-in collection or to one in the files checked together; ' +
          "name the target's file too (npm run schema:check -- a.json b.json) or their folder. " +
          'Collections registered only on a server are not known here.',
      );
    }
    return 1;
  }
  out(`${count} checked: no problems`);
  return 0;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds libs/schema when its dist is missing or older than a source (as tools/start.mjs does). */
function ensureSchemaLibBuilt() {
  const output = join(root, 'libs/schema/dist/index.js');
  const inputs = ['libs/schema/src', 'libs/schema/package.json', 'tsconfig.base.json'];
  if (
    existsSync(output) &&
    statSync(output).mtimeMs > Math.max(...inputs.map((i) => newest(join(root, i))))
  ) {
    return;
  }
  const r = spawnSync('npx', ['nx', 'run', '@atrium/schema:build', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error('Building libs/schema failed: see above.');
    process.exit(r.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureSchemaLibBuilt();
  const lib = await import(pathToFileURL(join(root, 'libs/schema/dist/index.js')).href);
  // npm runs scripts from the repository root; INIT_CWD is where `npm run schema:check` was typed,
  // so `cd schemas && npm run schema:check -- projects.json` finds the file.
  process.exit(
    runSchemaCheck({ args: process.argv.slice(2), lib, cwd: process.env.INIT_CWD || process.cwd() }),
  );
}
