import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COLLECTION_MAX_FIELDS,
  COLLECTION_MAX_ROLES,
  COLLECTION_SCHEMA_FILE_NAME,
  COLLECTION_SCHEMA_ID,
  ENUM_MAX_OPTIONS,
  FIELD_PATTERN_MAX_LENGTH,
  FIELD_TYPES,
  IDENTIFIER_MAX_LENGTH,
  SCHEMA_INPUT_MAX_CHARS,
  SCHEMA_INPUT_MAX_DEPTH,
  SCHEMA_INPUT_MAX_NODES,
  TRANSLATIONS_MAX_LANGUAGES,
} from '@atrium/schema';
import {
  registerServerMessages,
  translateServerMessage,
  type VariableServerMessage,
  type WrappingServerMessage,
} from '@/lib/server-messages';

const fieldTypes = FIELD_TYPES.join(', ');
/* eslint-disable lingui/no-unlocalized-strings -- JSON shapes and English keys: looked up or quoted, never translated */
const optionShape = '{value, label}';
const grantShape = '{actions, read_fields?, write_fields?, scope?}';

/**
 * The problems of a collection schema with a fixed text (libs/schema's `validateCollection`, the
 * zod meta-schema's own messages and the field pattern checks), each with its translation. The
 * validator, and so the server's dry run (its 400 `details`), stays in English: the API's wording;
 * the admin screens show the problems in the reader's language through {@link translateSchemaProblem}.
 * `schema-problem-messages.test.ts` runs the validator over broken schemas and checks each problem
 * it produces is translated.
 */
const SCHEMA_PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  // The input as a whole (validate-collection.ts)
  'The schema could not be checked': msg`The schema could not be checked`,
  [`The schema is nested more than ${SCHEMA_INPUT_MAX_DEPTH} levels deep`]: msg`The schema is nested more than ${SCHEMA_INPUT_MAX_DEPTH} levels deep`,
  [`The schema has more than ${SCHEMA_INPUT_MAX_NODES} values`]: msg`The schema has more than ${SCHEMA_INPUT_MAX_NODES} values`,
  [`The schema is larger than ${SCHEMA_INPUT_MAX_CHARS} characters`]: msg`The schema is larger than ${SCHEMA_INPUT_MAX_CHARS} characters`,
  'The schema must be JSON (plain objects, arrays, strings, numbers, booleans, null)': msg`The schema must be JSON (plain objects, arrays, strings, numbers, booleans, null)`,
  'The schema must be JSON (numbers must be finite)': msg`The schema must be JSON (numbers must be finite)`,
  [`$schema must be "${COLLECTION_SCHEMA_ID}" or a relative path to ${COLLECTION_SCHEMA_FILE_NAME}; other meta-schemas and remote references are not accepted`]: msg`$schema must be "${COLLECTION_SCHEMA_ID}" or a relative path to ${COLLECTION_SCHEMA_FILE_NAME}; other meta-schemas and remote references are not accepted`,
  '"$ref" is not accepted: a collection schema is self-contained (no references)': msg`"$ref" is not accepted: a collection schema is self-contained (no references)`,
  // The meta-schema's own messages (collection-schema.ts)
  [`Must be at most ${IDENTIFIER_MAX_LENGTH} characters (PostgreSQL's limit)`]: msg`Must be at most ${IDENTIFIER_MAX_LENGTH} characters (PostgreSQL's limit)`,
  'Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"': msg`Must be snake_case: a lowercase letter, then lowercase letters, digits or "_"`,
  'Must not be empty': msg`Must not be empty`,
  'Icon must be an icon name such as "table" (lowercase letters, digits and dashes)': msg`Icon must be an icon name such as "table" (lowercase letters, digits and dashes)`,
  'Expected true, false or "case_insensitive"': msg`Expected true, false or "case_insensitive"`,
  'Expected 32 or 64': msg`Expected 32 or 64`,
  [`Expected an option: a string or ${optionShape}`]: msg`Expected an option: a string or ${optionShape}`,
  'An enum needs at least one option': msg`An enum needs at least one option`,
  [`At most ${ENUM_MAX_OPTIONS} options`]: msg`At most ${ENUM_MAX_OPTIONS} options`,
  [`At most ${TRANSLATIONS_MAX_LANGUAGES} languages`]: msg`At most ${TRANSLATIONS_MAX_LANGUAGES} languages`,
  [`Unknown field type; expected one of ${fieldTypes}`]: msg`Unknown field type; expected one of ${fieldTypes}`,
  'Unknown row scope; expected kind "own", "zone_member", "flag" or "role"': msg`Unknown row scope; expected kind "own", "zone_member", "flag" or "role"`,
  'Unknown row scope; expected kind "all", "own", "zone_member", "flag", "role" or "all_of"': msg`Unknown row scope; expected kind "all", "own", "zone_member", "flag", "role" or "all_of"`,
  [`Expected a list of actions or ${grantShape}`]: msg`Expected a list of actions or ${grantShape}`,
  [`At most ${COLLECTION_MAX_FIELDS} fields`]: msg`At most ${COLLECTION_MAX_FIELDS} fields`,
  // Names, keys and the collection's rules (validate-collection.ts)
  'A system field is listed twice': msg`A system field is listed twice`,
  '"id" is the implied primary key (a uuid filled by the database); do not declare it': msg`"id" is the implied primary key (a uuid filled by the database); do not declare it`,
  'Only built-in collections have internal fields': msg`Only built-in collections have internal fields`,
  'Only built-in collections declare a primary key; others get an implied "id" uuid': msg`Only built-in collections declare a primary key; others get an implied "id" uuid`,
  [`At most ${COLLECTION_MAX_ROLES} roles`]: msg`At most ${COLLECTION_MAX_ROLES} roles`,
  'Only built-in collections grant every role by default; name each role in permissions': msg`Only built-in collections grant every role by default; name each role in permissions`,
  // One field's own rules
  'Give either length or min/max, not both': msg`Give either length or min/max, not both`,
  'A boolean field cannot be unique': msg`A boolean field cannot be unique`,
  'A json field cannot be unique': msg`A json field cannot be unique`,
  'A tags input edits a list of texts: set the shape to array': msg`A tags input edits a list of texts: set the shape to array`,
  'A required relation cannot be set to null when its target is deleted': msg`A required relation cannot be set to null when its target is deleted`,
  'Give either default or default_fn, not both': msg`Give either default or default_fn, not both`,
  'A unique field cannot have a default: every row created without a value would get the same one': msg`A unique field cannot have a default: every row created without a value would get the same one`,
  'A required read-only field needs a default: nothing could ever give it a value': msg`A required read-only field needs a default: nothing could ever give it a value`,
  // Field patterns (field-pattern.ts)
  'pattern must be a string': msg`pattern must be a string`,
  [`pattern must be at most ${FIELD_PATTERN_MAX_LENGTH} characters`]: msg`pattern must be at most ${FIELD_PATTERN_MAX_LENGTH} characters`,
  // Row scopes (row-scope.ts)
  '"include_null" reads the row\'s own field; it cannot be combined with "via"': msg`"include_null" reads the row's own field; it cannot be combined with "via"`,
};
/* eslint-enable lingui/no-unlocalized-strings */

type Describe = VariableServerMessage[1];

/**
 * Problems that embed another message (a zod issue, a name's reason): the part captured (the
 * last, unless the entry names others) is translated too, then put into the outer message.
 */
const WRAPPING_PROBLEMS: readonly WrappingServerMessage[] = [
  // A misspelt key or value, with the known name it most likely means (libs/schema
  // closest-name.ts): the problem itself is translated, the name (an identifier) kept.
  [
    /^(.+); did you mean "([$a-z0-9_]+)"\?$/s,
    (problem, name) => msg`${problem}; did you mean "${name}"?`,
    [0],
  ],
  [/^Invalid name: (.+)$/s, (problem) => msg`Invalid name: ${problem}`],
  [/^Collection name not allowed: (.+)$/s, (reason) => msg`Collection name not allowed: ${reason}`],
  [/^Table name not allowed: (.+)$/s, (reason) => msg`Table name not allowed: ${reason}`],
  [/^Field name not allowed: (.+)$/s, (reason) => msg`Field name not allowed: ${reason}`],
  [/^Default: (.+)$/s, (problem) => msg`Default: ${problem}`],
];

/**
 * Problems with a part that varies (a field, collection or role name, a number, a detail): matched
 * by a literal pattern, the part kept as it is. Names are quoted identifiers (`[^"]+` between the
 * quotes); free text (an unknown key, an option, a parse error) is `(.+)` before a literal end.
 * Each pattern is anchored with one run per part, so it matches in linear time.
 */
const VARIABLE_PROBLEMS: readonly [RegExp, Describe][] = [
  // validate-collection.ts
  [/^Unknown key "(.+)"$/s, (key) => msg`Unknown key "${key}"`],
  [
    /^Table "([^"]+)" already belongs to collection "([^"]+)"$/,
    (table, collection) => msg`Table "${table}" already belongs to collection "${collection}"`,
  ],
  [
    /^Field "([^"]+)" is declared twice \(also fields\.(\d+)\)$/,
    (name, index) => msg`Field "${name}" is declared twice (also fields.${index})`,
  ],
  [
    /^"([^"]+)" is a system field kept by the engine; remove it from system_fields to declare your own$/,
    (name) =>
      msg`"${name}" is a system field kept by the engine; remove it from system_fields to declare your own`,
  ],
  [/^"([^"]+)" is listed twice$/, (name) => msg`"${name}" is listed twice`],
  [/^Unknown field "([^"]+)"$/, (name) => msg`Unknown field "${name}"`],
  [/^Key field "([^"]+)" must be required$/, (name) => msg`Key field "${name}" must be required`],
  [
    /^Key field "([^"]+)" must be a uuid, relation, string or integer$/,
    (name) => msg`Key field "${name}" must be a uuid, relation, string or integer`,
  ],
  [/^Unknown collection "([^"]+)"$/, (collection) => msg`Unknown collection "${collection}"`],
  // The registry's own check against the roles table (collections-registry.service.ts).
  [
    /^Role "([^"]+)" does not exist; create it under Roles first$/,
    (role) => msg`Role "${role}" does not exist; create it under Roles first`,
  ],
  [
    /^Collection "([^"]+)" has no single "id" key to point to$/,
    (collection) => msg`Collection "${collection}" has no single "id" key to point to`,
  ],
  [
    /^Collection "([^"]+)" has no field "([^"]+)"$/,
    (collection, name) => msg`Collection "${collection}" has no field "${name}"`,
  ],
  [/^Cannot sort on the json field "([^"]+)"$/, (name) => msg`Cannot sort on the json field "${name}"`],
  [
    /^Only string, text and enum fields can be searched \("([^"]+)" is ([a-z]+)\)$/,
    (name, type) => msg`Only string, text and enum fields can be searched ("${name}" is ${type})`,
  ],
  [
    /^"([^"]+)" is already in section (\d+)$/,
    (name, section) => msg`"${name}" is already in section ${section}`,
  ],
  [
    /^"([^"]+)" is a platform admin role: it has every permission on every collection and is not listed$/,
    (role) =>
      msg`"${role}" is a platform admin role: it has every permission on every collection and is not listed`,
  ],
  [/^"([^"]+)" is read-only$/, (name) => msg`"${name}" is read-only`],
  [
    // A number as JavaScript prints one: digits with an optional sign, fraction and exponent.
    /^min \((-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\) is greater than max \((-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\)$/,
    (min, max) => msg`min (${min}) is greater than max (${max})`,
  ],
  [/^Option "(.+)" is listed twice$/s, (option) => msg`Option "${option}" is listed twice`],
  // row-scope.ts
  [
    /^"([^"]+)" is not a boolean field of "([^"]+)"$/,
    (name, collection) => msg`"${name}" is not a boolean field of "${collection}"`,
  ],
  [
    /^"([^"]+)" is not a string or enum field of "([^"]+)"$/,
    (name, collection) => msg`"${name}" is not a string or enum field of "${collection}"`,
  ],
  [
    /^"([^"]+)" of "([^"]+)" is not a relation; a scope path follows relations only$/,
    (name, collection) =>
      msg`"${name}" of "${collection}" is not a relation; a scope path follows relations only`,
  ],
  [
    /^An "own" scope needs a uuid field or a relation to users; "([^"]+)" is not one$/,
    (name) => msg`An "own" scope needs a uuid field or a relation to users; "${name}" is not one`,
  ],
  [
    /^A "zone_member" scope needs a uuid field or a relation to zones; "([^"]+)" is not one$/,
    (name) => msg`A "zone_member" scope needs a uuid field or a relation to zones; "${name}" is not one`,
  ],
  // field-pattern.ts (the detail is RE2's own English text)
  [
    /^pattern uses a construct that cannot be matched in linear time \(lookaround or backreference\): (.+)$/s,
    (detail) =>
      msg`pattern uses a construct that cannot be matched in linear time (lookaround or backreference): ${detail}`,
  ],
  [
    /^pattern is not a valid RE2 regular expression: (.+)$/s,
    (detail) => msg`pattern is not a valid RE2 regular expression: ${detail}`,
  ],
  [
    /^pattern is too complex \(RE2 program size (\d+), at most (\d+)\): use smaller repeat counts$/,
    (size, max) =>
      msg`pattern is too complex (RE2 program size ${size}, at most ${max}): use smaller repeat counts`,
  ],
  // Why a name is not allowed (reserved-names.ts), inside "… name not allowed: <reason>"
  [
    /^names starting with "([^"]+)" are reserved$/,
    (prefix) => msg`names starting with "${prefix}" are reserved`,
  ],
  [/^"([^"]+)" is a reserved word of SQL$/, (name) => msg`"${name}" is a reserved word of SQL`],
  [
    /^"([^"]+)" is a name every JavaScript object has$/,
    (name) => msg`"${name}" is a name every JavaScript object has`,
  ],
  [/^"([^"]+)" is one of Atrium's own tables$/, (name) => msg`"${name}" is one of Atrium's own tables`],
  [/^"([^"]+)" is a built-in collection$/, (name) => msg`"${name}" is a built-in collection`],
  [/^"([^"]+)" is a path of \/api\/schemas$/, (name) => msg`"${name}" is a path of /api/schemas`],
  [/^"([^"]+)" is a system column of PostgreSQL$/, (name) => msg`"${name}" is a system column of PostgreSQL`],
  [
    /^"([^"]+)" is a query parameter of the table API$/,
    (name) => msg`"${name}" is a query parameter of the table API`,
  ],
];

registerServerMessages(SCHEMA_PROBLEMS, VARIABLE_PROBLEMS, WRAPPING_PROBLEMS);

/**
 * `message` (one problem of a collection schema: `validateCollection`'s, as the server's dry run
 * returns them in its 400 `details`) in `i18n`'s language when it is one this module (or another
 * table of server messages, or the validation catalogue) knows, with its names and numbers kept as
 * they are; otherwise `message` itself, unchanged (zod's own generic messages, such as "Invalid
 * input: …", stay English).
 */
export function translateSchemaProblem(i18n: I18n, message: string): string {
  return translateServerMessage(message, i18n);
}
