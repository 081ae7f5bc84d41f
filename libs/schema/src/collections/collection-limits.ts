/**
 * Bounds of a collection schema. Every list and string of the meta-schema is bounded, so
 * validating any input is bounded work; the identifier bound is PostgreSQL's own (longer names
 * are silently truncated by the server, which would make two names collide).
 */

/** PostgreSQL truncates identifiers to 63 bytes (NAMEDATALEN - 1); names are ASCII, so 63 characters. */
export const IDENTIFIER_MAX_LENGTH = 63;
/** Fields declared by one collection (system fields and the implied `id` not counted). */
export const COLLECTION_MAX_FIELDS = 200;
/** Options of one enum field. */
export const ENUM_MAX_OPTIONS = 1000;
/** Characters of one enum option's value or label. */
export const ENUM_OPTION_MAX_LENGTH = 200;
/** Characters of a field `pattern` (compiled with RE2, so matching stays linear in any case). */
export const FIELD_PATTERN_MAX_LENGTH = 500;
/** RE2 program size of a field pattern: bounds the memory and per-character cost of matching. */
export const FIELD_PATTERN_MAX_PROGRAM_SIZE = 5000;
/**
 * RE2 program size × the longest value of the field: a bound on the work of checking one value
 * (re2js simulates the program per character, up to ~75 ns a step when every state is live).
 * 1,000,000 is under 0.1 s for the worst pattern; a field with a long `max` needs a simpler one.
 */
export const FIELD_PATTERN_MAX_WORK = 1_000_000;
/**
 * The same work summed over the values of one write (rows × patterned fields), under 0.4 s at
 * worst: a bulk write of many long values against a large pattern is refused before any value is
 * matched. A thousand 30-character codes against a 150-step pattern are 4,500,000.
 */
export const REQUEST_PATTERN_MAX_WORK = 5_000_000;
/** Labels (collection, field, section, option). */
export const LABEL_MAX_LENGTH = 200;
/** Descriptions and help texts. */
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Placeholders of inputs. */
export const PLACEHOLDER_MAX_LENGTH = 200;
/** Roles named in one collection's permissions. */
export const COLLECTION_MAX_ROLES = 50;
/** At most this many languages a `translations` object holds. */
export const TRANSLATIONS_MAX_LANGUAGES = 20;
/** Columns of the list view. */
export const LIST_MAX_COLUMNS = 50;
/** Terms of the list view's default sort. */
export const LIST_MAX_SORT = 5;
/** Searchable fields of the list view. */
export const LIST_MAX_SEARCHABLE = 20;
/** Sections of the form layout. */
export const FORM_MAX_SECTIONS = 50;
/** Fields of a composite primary key (built-in collections only). */
export const PRIMARY_KEY_MAX_FIELDS = 4;

/** Default and largest `max` (characters) of a `string` field. */
export const STRING_DEFAULT_MAX_LENGTH = 1000;
export const STRING_MAX_LENGTH_CAP = 10_000;
/** Default and largest `max` (characters) of a `text` field. */
export const TEXT_DEFAULT_MAX_LENGTH = 100_000;
export const TEXT_MAX_LENGTH_CAP = 1_000_000;
/** Default and largest `max_bytes` of a `json` field's value (serialised as JSON, UTF-8). */
export const JSON_DEFAULT_MAX_BYTES = 64 * 1024;
export const JSON_MAX_BYTES_CAP = 1024 * 1024;
/** Deepest nesting of a `json` field's value. */
export const JSON_MAX_DEPTH = 32;

/**
 * Bounds on the raw input of `validateCollection`, checked before any parsing: nesting depth,
 * number of values, and total characters of strings and keys. A real schema is far below them.
 */
export const SCHEMA_INPUT_MAX_DEPTH = 64;
export const SCHEMA_INPUT_MAX_NODES = 100_000;
export const SCHEMA_INPUT_MAX_CHARS = 2_000_000;
