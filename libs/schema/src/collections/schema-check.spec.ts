import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as lib from '../index.js';
import { checkCollectionFiles } from './check-collection-files.js';

/**
 * `npm run schema:check` (tools/schema-check.mjs), run in-process against this library's sources
 * instead of its build.
 */
interface Cli {
  runSchemaCheck(options: {
    args: string[];
    cwd?: string;
    lib: unknown;
    out?: (line: string) => void;
    err?: (line: string) => void;
  }): number;
}
const CLI = new URL('../../../../tools/schema-check.mjs', import.meta.url).href;
const { runSchemaCheck } = (await import(/* @vite-ignore */ CLI)) as Cli;

const valid = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name, label: name, fields: [{ name: 'title', type: 'string' }], ...extra });

let dir: string;
let out: string[];
let err: string[];
function run(...args: string[]): number {
  out = [];
  err = [];
  return runSchemaCheck({ args, cwd: dir, lib, out: (l) => out.push(l), err: (l) => err.push(l) });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('schema:check', () => {
  it('passes the example integrator collection of the repository (schemas/projects.json)', () => {
    expect(run(new URL('../../../../schemas', import.meta.url).pathname)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['1 schema file checked: no problems']);
  });

  it('checks every .json file of a folder, and relations between them', () => {
    mkdirSync(join(dir, 'crm'));
    writeFileSync(join(dir, 'crm', 'clients.json'), valid('clients'));
    writeFileSync(
      join(dir, 'crm', 'deals.json'),
      valid('deals', { fields: [{ name: 'client_id', type: 'relation', target: 'clients' }] }),
    );
    writeFileSync(join(dir, 'notes.txt'), 'not a schema');
    expect(run('.')).toBe(0);
    expect(out).toEqual(['2 schema files checked: no problems']);
  });

  it('prints file: path: message for each problem and exits 1', () => {
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({
      name: 'select', label: 'X',
      fields: [{ name: 'code', type: 'string', pattern: '(a)\\1' }, { name: 'owner', type: 'relation', target: 'planets' }],
    })); // prettier-ignore
    writeFileSync(join(dir, 'broken.json'), '{ "name": ');
    expect(run('bad.json', 'broken.json')).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      expect.stringMatching(/^broken\.json: Not valid JSON at line 1, column 11: /),
      'bad.json: name: Collection name not allowed: "select" is a reserved word of SQL',
      expect.stringMatching(
        /^bad\.json: fields\.0\.pattern: pattern uses a construct that cannot be matched in linear time/,
      ),
      'bad.json: fields.1.target: Unknown collection "planets"',
      '2 schema files checked: 4 problems',
      expect.stringMatching(
        /^Hint: a relation may point to a built-in collection or to one in the files checked together/,
      ),
    ]);
  });

  it('suggests the known key or value a misspelt one most likely means, and nothing when none is close', () => {
    writeFileSync(
      join(dir, 'typos.json'),
      valid('typos', {
        fields: [
          { name: 'title', type: 'string', requird: true, colour: 'red' },
          { name: 'body', type: 'txt' },
        ],
      }),
    );
    expect(run('typos.json')).toBe(1);
    expect(err).toEqual([
      'typos.json: fields.0.requird: Unknown key "requird"; did you mean "required"?',
      'typos.json: fields.0.colour: Unknown key "colour"',
      expect.stringMatching(
        /^typos\.json: fields\.1\.type: Unknown field type; expected one of .*; did you mean "text"\?$/,
      ),
      '1 schema file checked: 3 problems',
    ]);
  });

  it('says once that a relation target is unknown, also when a row scope goes through it', () => {
    writeFileSync(
      join(dir, 'tasks.json'),
      valid('tasks', {
        fields: [
          { name: 'title', type: 'string' },
          { name: 'project_id', type: 'relation', target: 'projectz' },
        ],
        permissions: {
          user: {
            actions: ['read'],
            scope: { kind: 'zone_member', via: ['project_id'], field: 'zone_id' },
          },
        },
      }),
    );
    expect(run('tasks.json')).toBe(1);
    expect(err).toEqual([
      'tasks.json: fields.1.target: Unknown collection "projectz"',
      '1 schema file checked: 1 problem',
      expect.stringMatching(/^Hint: /),
    ]);
  });

  it('refuses two files defining the same collection', () => {
    writeFileSync(join(dir, 'a.json'), valid('tasks'));
    writeFileSync(join(dir, 'b.json'), valid('tasks'));
    expect(run('.')).toBe(1);
    expect(err[0]).toBe('b.json: name: Collection "tasks" is also defined in a.json');
  });

  it('exits 1 for a path that does not exist', () => {
    expect(run('missing.json')).toBe(1);
    expect(err).toEqual(['missing.json: no such file or folder']);
  });

  it('refuses a file over the size bound without parsing it', () => {
    const problems = checkCollectionFiles([
      { file: 'huge.json', text: ' '.repeat(lib.COLLECTION_FILE_MAX_CHARS + 1) },
    ]);
    expect(problems).toEqual([
      { file: 'huge.json', path: '', message: expect.stringContaining('larger than') },
    ]);
  });
});
