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
 * `message`, a refusal's or a skip's `reason`, an exception's text (`new XException('CODE', '…')`,
 * `XException.reason('…')`), a problem's text (`problem(path, '…')`) and a route check's
 * (`add(route, 'error', '…')`). Each literal is one quoted run on one line, so the scan is linear;
 * a message built outside these shapes is caught by the tables' own tests.
 */
const SHAPES = [
  /(?:message|reason):\s*(['`])((?:(?!\1).)+)\1/g,
  /add\(route, '[a-z]+', (['`])((?:(?!\1).)+)\1/g,
  /Exception\(\s*(?:\d+,\s*)?'[A-Z_0-9]+',\s*(['`])((?:(?!\1).)+)\1/g,
  /Exception\.\w+\(\s*(['`])((?:(?!\1).)+)\1/g,
  /(?:path|at)\([^)]*\),\s*(['`])((?:(?!\1).)+)\1/g,
  /return\s+(['`])((?:(?!\1).)+)\1;/g,
];

/**
 * A sentence: starts with a capital and has a space (not a code, a name, a key, or SQL); or is
 * assembled, starting with a part (`${who} cannot be its own parent`) or a quoted name, and has
 * two words of lowercase letters in a row outside its parts (SQL's words are capitals).
 */
function isSentence(text: string): boolean {
  if (/^[A-Z]/.test(text)) return text.includes(' ') && !/^[A-Z]{2,}\b/.test(text);
  if (!/^(\$\{|")/.test(text)) return false;
  return /\b[a-z]{2,} [a-z]{2,}\b/.test(text.replace(/\$\{[^}]*\}/g, '·'));
}

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
          if (isSentence(text) && !texts.has(text)) texts.set(text, `${root}/${file}`);
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
  // The table API's PostgREST headers and parameters: sent by @supabase/postgrest-js, never by the app.
  'A header is too long (at most ${HEADER_MAX} characters)': 'a PostgREST header the app never sends',
  'None of the media types in Accept is served: send application/json (rows) or ${OBJECT_TYPE} (one row)':
    'the app asks the table API for JSON',
  '${name} names a schema that is not served: the table API has one schema, "public" (drop .schema(…))':
    'a PostgREST header the app never sends',
  'Prefer: return= takes representation (the rows, the default) or minimal':
    'the app sends no Prefer: return=',
  'Upsert (Prefer: resolution=…) is not supported: insert new rows with POST and change existing ones with PATCH ?<key>=eq.<value>':
    'the app sends no upsert',
  'Prefer: tx=rollback is not supported: every write that succeeds is committed':
    'the app sends no Prefer: tx=',
  'Prefer: max-affected= takes a whole number': 'the app sends no Prefer: max-affected=',
  'Not listed in columns': 'the app sends no columns= parameter',
  'Built-in collections answer their writes as rows: drop .single() and Prefer: max-affected':
    'the app sends neither to a built-in collection',
  'Key ${show(key)} is not listed in columns': 'the app sends no columns= parameter',
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
  'Not valid JSON${where}: ${reason}': 'npm run schema:check, an integrator’s CI',
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
  '${entry.layoutProblem}: rendering without a layout': 'a server log line while routes load',
  '${what} is nested too deeply (at most ${LOG_CONTEXT_MAX_DEPTH} levels of objects and arrays)':
    "the browser's own log reports; no person reads the answer",
  '${what} is too large (at most ${LOG_CONTEXT_MAX_BYTES} bytes as JSON)':
    "the browser's own log reports; no person reads the answer",
  'Role "${role}" is an admin role': 'the reason of a granted access; a granted page shows none',
  'Platform role "${subject.platformRole}" may ${what}': 'the reason of a granted access',
  'Zone role "${role}" may ${what}': 'the reason of a granted access',
};

/** Sample values for a template's parts; every combination is tried until one is translated. */
const PART_SAMPLES = ['x', '7', 'read', '"tasks"'];

/** How the navigation's checks name an item (navigation-tree.ts's and navigation.service.ts's nameOf). */
const NAVIGATION_ITEMS = [
  'Navigation item "Reports" (55555555-5555-4555-8555-555555555555)',
  'Navigation item 55555555-5555-4555-8555-555555555555',
  'Navigation item "Reports"',
  'New item "Reports" (tmp-1)',
];
const permissionDescriptions = shared.PERMISSION_RESOURCES.flatMap((resource) =>
  shared.PERMISSION_ACTIONS.map((action) => shared.describePermission(resource, action)),
);

/**
 * Parts that are English words themselves (a navigation item's name, a role's uses, a route
 * path's problem), keyed by the expression the server writes in `${…}`: the message must be
 * translated with every one of them, and none may be left in its English words.
 */
const ENGLISH_PARTS: Record<string, string[]> = {
  who: NAVIGATION_ITEMS,
  'nameOf(entry)': NAVIGATION_ITEMS,
  'nameOf(first)': NAVIGATION_ITEMS,
  'this.draftName(draft, path, stored)': NAVIGATION_ITEMS,
  what: permissionDescriptions,
  "usesOf(usage).join(', ')": [
    'held by 1 user',
    'required by 2 navigation items',
    'granted permissions by collection "tasks"',
    'held by 2 users, required by 1 navigation item, granted permissions by collections "tasks", "notes"',
    'held by 2 users, granted permissions by collections "a", "b", "c", "d", "e" and 3 more',
    'used by 1 API key',
    'held by 1 user, used by 3 API keys, granted permissions by collection "tasks"',
    'used by 2 API keys, granted permissions by collections "tasks", "notes"',
  ],
  pathProblem: [
    'Path must not contain "//"',
    'Invalid segment "a b": parameters must be a whole segment starting with ":"',
  ],
  reason: [
    'Path "/x" is already served by route "reports"',
    'Invalid path "/x//y": Path must not contain "//"',
  ],
  layoutProblem: ['Unknown layout "Wide"'],
};

/**
 * Sample messages for templates whose parts the samples cannot stand in for (a choice inside
 * the text, a list built in place); keyed by the text the scan finds.
 */
const EXAMPLES: Record<string, string[]> = {
  // A route's own refusal (@ZoneAccess's refusalAction), the only one so far: zone activity.
  '${decision.reason.slice(0, -borrowed.length)} may not ${need.refusalAction}': [
    `Zone role "member" may not read this zone's activity`,
    `Zone role "viewer" may not read this zone's activity`,
  ],
  'Text on the primary colour has a contrast of ${formatContrast(onPrimary)} in ${scheme} mode; WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1':
    [
      'Text on the primary colour has a contrast of 1.41:1 in light mode; WCAG AA needs at least 4.5:1',
      'Text on the primary colour has a contrast of 2.07:1 in dark mode; WCAG AA needs at least 4.5:1',
    ],
  'The primary colour (links) has a contrast of ${formatContrast(onPage)} on the ${scheme} background ${background}; WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1':
    [
      'The primary colour (links) has a contrast of 1.53:1 on the light background #ffffff; WCAG AA needs at least 4.5:1',
      'The primary colour (links) has a contrast of 3.10:1 on the dark background #0a0a0c; WCAG AA needs at least 4.5:1',
    ],
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
  '"${field}" is not ${what} field of "${collection.name}"': [
    '"done" is not a boolean field of "tasks"',
    '"state" is not a string or enum field of "tasks"',
  ],
  "${scope.kind === 'own' ? 'An' : 'A'} \"${scope.kind}\" scope needs a uuid field or a relation to ${wanted}; \"${scope.field}\" is not one":
    [
      'An "own" scope needs a uuid field or a relation to users; "title" is not one',
      'A "zone_member" scope needs a uuid field or a relation to zones; "title" is not one',
    ],
  '${what} ${key(entry)} is listed more than once': [
    'New item tmp-1 is listed more than once',
    'Navigation item 55555555-5555-4555-8555-555555555555 is listed more than once',
  ],
  '${method} needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused': [
    'PATCH needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused',
    'DELETE needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused',
  ],
  // An escaped quote ends the scan's run; the whole message:
  '"include_null" reads the row\\': [
    `"include_null" reads the row's own field; it cannot be combined with "via"`,
  ],
  '${NAMED_VIEW_LABELS[view.name as NamedViewName]} route not configured': Object.values(
    shared.NAMED_VIEW_LABELS,
  ).map((label) => `${label} route not configured`),
  "A value is required for${column || ' a required field'}": [
    'A value is required for "title"',
    'A value is required for a required field',
  ],
};

const constants = shared as unknown as Record<string, unknown>;

/** A message a template stands for, with the English parts it was filled with. */
interface Sample {
  text: string;
  english: string[];
}

/**
 * The English messages a text template stands for: its `${…}` parts filled with samples, grouped
 * by the English parts they hold (each group is one way the message reads).
 */
function samples(template: string): Map<string, Sample[]> {
  const parts = template.split(/(\$\{[^}]*\})/);
  let filled: Sample[] = [{ text: '', english: [] }];
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) {
      filled = filled.map(({ text, english }) => ({ text: text + part, english }));
      continue;
    }
    // A libs/schema constant stands for its value; an English part for each of its samples; any
    // other part for each sample in turn.
    const name = part.slice(2, -1);
    const value = constants[name];
    const words = ENGLISH_PARTS[name];
    const options =
      typeof value === 'number' || typeof value === 'string' ? [String(value)] : (words ?? PART_SAMPLES);
    filled = filled.flatMap(({ text, english }) =>
      options.map((option) => ({ text: text + option, english: words ? [...english, option] : english })),
    );
  }
  const groups = new Map<string, Sample[]>();
  for (const sample of filled) {
    const key = sample.english.join('\n');
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return groups;
}

const isTranslated = (sample: string) => translateServerMessage(sample) !== sample;
/** Translated, and none of its English parts left as they were. */
const isWhollyTranslated = ({ text, english }: Sample) => {
  const shown = translateServerMessage(text);
  return shown !== text && english.every((words) => !shown.includes(words));
};

/**
 * A template is translated when, for each way its English parts read, one filling of its other
 * parts is (those samples are guesses), and every hand-written example is (each is a message the
 * server sends).
 */
const translated = (template: string) =>
  EXAMPLES[template]
    ? EXAMPLES[template].every(isTranslated)
    : [...samples(template).values()].every((group) => group.some(isWhollyTranslated));

describe('every server message a person may read', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas([
      'workspace',
      'dashboards',
      'admin',
      'collections',
      'forms',
      'themes',
      'apikeys',
    ]);
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
