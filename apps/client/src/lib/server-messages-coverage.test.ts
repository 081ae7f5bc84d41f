import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as shared from '@atrium/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/features/admin/collections/utils/schema-change-messages';
import '@/features/admin/collections/utils/schema-problem-messages';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { translateServerMessage } from './server-messages';

const repo = resolve(__dirname, '../../../..');

/**
 * Where the server words a message a person may read: an error's `message`, a detail's
 * `message`, an exception's text (`new XException('CODE', '…')`, `XException.reason('…')`) and
 * a problem's text (`problem(path, '…')`). Each literal is one quoted run on one line, so the
 * scan is linear; a message built outside these shapes is caught by the tables' own tests.
 */
const SHAPES = [
  /message:\s*(['`])((?:(?!\1).)+)\1/g,
  /Exception\(\s*(?:\d+,\s*)?'[A-Z_0-9]+',\s*(['`])((?:(?!\1).)+)\1/g,
  /Exception\.\w+\(\s*(['`])((?:(?!\1).)+)\1/g,
  /(?:path|at)\([^)]*\),\s*(['`])((?:(?!\1).)+)\1/g,
  /return\s+(['`])((?:(?!\1).)+)\1;/g,
];

/** Every message text of the server and libs/schema, by the file it is in. */
function serverMessageTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const root of ['apps/server/src', 'libs/schema/src']) {
    for (const file of readdirSync(join(repo, root), { recursive: true }) as string[]) {
      // OpenAPI descriptions are the integrator's English reference, not messages.
      if (!file.endsWith('.ts') || /\.(spec|test)\.ts$|openapi\.ts$/.test(file)) continue;
      const source = readFileSync(join(repo, root, file), 'utf8');
      for (const shape of SHAPES) {
        for (const [, , text] of source.matchAll(shape)) {
          // A sentence: starts with a capital and has a space (not a code, a name, a key, or SQL).
          const sentence = /^[A-Z]/.test(text) && text.includes(' ') && !/^[A-Z]{2,}\b/.test(text);
          if (sentence && !texts.has(text)) texts.set(text, `${root}/${file}`);
        }
      }
    }
  }
  return texts;
}

/**
 * Texts no person reads through the app, each with why: the client never sends what earns them,
 * or they are read by an operator, a developer or an integrator's CI in English.
 */
const NOT_SHOWN: Record<string, string> = {
  'Conflicting Content-Length or Transfer-Encoding': 'malformed HTTP; browsers never send it',
  'Invalid Content-Length': 'malformed HTTP',
  'Invalid Transfer-Encoding: only chunked is accepted, and never with Content-Length': 'malformed HTTP',
  'Malformed HTTP request': 'malformed HTTP',
  'Malformed URL': 'malformed HTTP',
  'Malformed chunked body': 'malformed HTTP',
  'Request headers are too large': 'malformed HTTP',
  'The request did not arrive in time': 'a stalled connection; nothing is left to show it',
  'Unknown HTTP method': 'malformed HTTP',
  'Unsupported Expect header: only 100-continue is accepted': 'an HTTP header browsers never send so',
  'A path segment is too long': 'a hand-made URL; the app builds its own',
  'Bad request': "the HTTP layer's own fallback",
  'Malformed JSON body': 'the client sends JSON.stringify output',
  'Unrecognized key: "zoneId"': 'a documentation example in a comment',
  'Unrecognized key: "x"': 'a documentation example in a comment',
  'Too many query parameters (at most ${MAX_QUERY_PARAMS})': 'a hand-made URL; the app sends a few',
  'JWT_SECRET is required in production': 'start-up configuration, for the operator',
  'SECRETS_KEY is required in production': 'start-up configuration',
  'SECRETS_KEY must be 32 bytes: 64 hex characters or 44 base64 (openssl rand -hex 32)':
    'start-up configuration',
  'TRUST_PROXY must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)':
    'start-up configuration',
  'Not valid JSON: ${(error as Error).message}': 'npm run schema:check, an integrator’s CI',
  'The file is larger than ${COLLECTION_FILE_MAX_CHARS} characters': 'npm run schema:check',
  'Collection "${name}" is also defined in ${first}': 'npm run schema:check',
  'Invalid If-Match header': 'the client sends the ETag it read',
  'Expected * or a comma-separated list of entity tags such as "3" or W/"3" (the ETag you read)':
    'the client sends the ETag it read',
  'Must be "${path}"': 'the schema builder sends the name of the path',
  'The schema names collection "${body}" but the path names "${path}": a collection cannot be renamed':
    'the schema builder never renames',
  'Navigation id must be a UUID': 'the builder sends the ids it read',
  'Invalid navigation query': 'the app sends no query to /navigation',
  'A profile is created with its account (POST /api/auth/signup), not through the table API':
    'the app offers no "new profile" on the table API',
  'A profile goes with its account; it is not deleted through the table API':
    'the app offers no "delete profile" on the table API',
  'Rows sent as an array are found by their keys: send no filter': 'the data table never sends both',
  'Nothing to update: send role or is_disabled': 'the users screen always sends a change',
  'At least one field must be provided': 'the settings form always sends its fields',
  'Parameter "${param}" is not supported here': 'a hand-made query to /routes',
  'No role named "${name}": see GET /api/roles': 'the role pickers list existing roles',
  'If an account exists for this email, a link to reset the password is on its way':
    'a 202 whose words the form shows in its own message',
  'If this email needs confirming, a new link is on its way': 'a 202; the form shows its own message',
  'Password changed': 'a 200; the settings card shows its own toast',
  'Password reset. Sign in with the new password.': 'a 200; the reset page shows its own message',
  'Route skipped: ${reason}': 'a server log line while routes load',
  'The URL is too long (at most ${maxUrlLength} characters)': 'a hand-made URL; the app builds its own',
  'Route parameter "${param}" was not provided for path "${template}"':
    'a warning in the browser console while a link is built',
  'New item "${entry.title}" (${entry.temp_id})': 'names an item inside the navigation messages around it',
  'Component ${component_name} not found': 'a server log line while routes load',
  'Invalid path "${path}": ${entry.pathProblem}': 'a server log line while routes load',
};

/** Sample values for a template's parts; every combination is tried until one is translated. */
const PART_SAMPLES = ['x', '7', 'read', '"tasks"'];

/**
 * Sample messages for templates whose parts the samples cannot stand in for (a choice inside
 * the text, a list built in place); keyed by the text the scan finds.
 */
const EXAMPLES: Record<string, string[]> = {
  "Field \"${field}\": ${sure ? 'some existing values cannot' : 'existing values may not'} be converted to ${type}; change or clear them first (or keep the old type)":
    [
      'Field "size": some existing values cannot be converted to integer; change or clear them first (or keep the old type)',
      'Field "size": existing values may not be converted to integer; change or clear them first (or keep the old type)',
    ],
  "The table${tables.length > 1 ? 's' : ''} ${tables.map((t) => ": [
    'The table "tasks" is busy (another transaction holds a lock on it); nothing was changed, retry shortly',
    'The tables "tasks", "notes" are busy (another transaction holds a lock on it); nothing was changed, retry shortly',
  ],
  'Collection "${name}" is the target of relations in ${by.map((b) => ': [
    'Collection "projects" is the target of relations in "tasks", "notes": remove those fields first',
  ],
  "Point ${i + 1} has ${count} value${count === 1 ? '' : 's'}; the chart has ${typed} series": [
    'Point 3 has 1 value; the chart has 2 series',
    'Point 3 has 4 values; the chart has 2 series',
  ],
  'Path "${route.path}" lacks ${missing.map((p) => ': [
    'Path "/z/:zoneId" lacks :hubId: links to this view cannot be built',
    'Path "/z/:zoneId" lacks :hubId, :moduleId: links to this view cannot be built',
  ],
  'Route "${name}" not found: ${consequence}': [
    'Route "login" not found: links and redirects to it use the default path /login',
    `Route "not_found" not found: unknown paths go to ${shared.NOT_FOUND_FALLBACK_PATH}`,
    'Route "unauthorized" not found: a denied visitor stays on the Access Denied screen',
  ],
  'Unknown layout; expected one of ${LAYOUT_NAMES.join(\', \')} (with or without the "Layout" suffix)': [
    `Unknown layout; expected one of ${shared.LAYOUT_NAMES.join(', ')} (with or without the "Layout" suffix)`,
  ],
  'Path must not contain a "${segment}" segment': [
    'Path must not contain a "." segment',
    'Path must not contain a ".." segment',
  ],
  "A value is required for${column || ' a required field'}": [
    'A value is required for "title"',
    'A value is required for a required field',
  ],
};

const constants = shared as unknown as Record<string, unknown>;

/** The English messages a text template stands for: its `${…}` parts filled with samples. */
function samples(template: string): string[] {
  if (EXAMPLES[template]) return EXAMPLES[template];
  const parts = template.split(/(\$\{[^}]*\})/);
  let filled = [''];
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) {
      filled = filled.map((text) => text + part);
      continue;
    }
    // A libs/schema constant stands for its value; any other part for each sample in turn.
    const name = part.slice(2, -1);
    const value = constants[name];
    const options = typeof value === 'number' || typeof value === 'string' ? [String(value)] : PART_SAMPLES;
    filled = filled.flatMap((text) => options.map((option) => text + option));
  }
  return filled;
}

/**
 * A template is translated when one filling of its parts is (the samples are guesses), and every
 * hand-written example is (each is a message the server sends).
 */
const isTranslated = (sample: string) => translateServerMessage(sample) !== sample;
const translated = (template: string) =>
  EXAMPLES[template] ? EXAMPLES[template].every(isTranslated) : samples(template).some(isTranslated);

describe('every server message a person may read', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['workspace', 'admin', 'collections']);
  });

  it('is found by the scan (the scan still sees the server)', () => {
    const texts = serverMessageTexts();
    expect(texts.size).toBeGreaterThan(150);
    // Every text set aside is still sent: a stale entry would hide a new message.
    expect(Object.keys(NOT_SHOWN).filter((text) => !texts.has(text))).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((text) => !texts.has(text))).toEqual([]);
  });

  it('is shown in German', () => {
    const untranslated = [...serverMessageTexts()]
      .filter(([text]) => !(text in NOT_SHOWN))
      .filter(([text]) => !translated(text))
      .map(([text, file]) => `${file}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
