/**
 * Bounds of a form definition and of one submission. Every list and string is bounded, so
 * validating any definition or submission is bounded work.
 */

/** Fields of one form. */
export const FORM_MAX_FIELDS = 100;
/** Options of one select, radio or multiselect field. */
export const FORM_MAX_OPTIONS = 100;
/** Characters of one option. */
export const FORM_OPTION_MAX_LENGTH = 200;
/** Characters of a field's label, and of a form's title. */
export const FORM_LABEL_MAX_LENGTH = 200;
/** Characters of a placeholder. */
export const FORM_PLACEHOLDER_MAX_LENGTH = 200;
/** Characters of a field's help text and of a form's description. */
export const FORM_HELP_MAX_LENGTH = 2000;
/** Characters of the submit button's label. */
export const FORM_SUBMIT_LABEL_MAX_LENGTH = 60;
/** Characters of the message shown after a submission. */
export const FORM_SUCCESS_MESSAGE_MAX_LENGTH = 500;
/** Roles named in `settings.roles`. */
export const FORM_MAX_ROLES = 50;
/** Longest form name (a slug like a collection name: PostgreSQL's identifier length). */
export const FORM_NAME_MAX_LENGTH = 63;

/** Longest answer of a `text` field unless its `max` says less. */
export const FORM_TEXT_MAX_LENGTH = 1000;
/** Longest answer of a `textarea` field unless its `max` says less. */
export const FORM_TEXTAREA_MAX_LENGTH = 10_000;
/** Longest email address (RFC 5321's path limit). */
export const FORM_EMAIL_MAX_LENGTH = 254;
/** Longest URL answer. */
export const FORM_URL_MAX_LENGTH = 2048;
/** A submission's `data`, serialised as JSON (UTF-8). */
export const FORM_DATA_MAX_BYTES = 64 * 1024;

/** Paging of GET /forms: `limit` 1..1000 (default 100), `offset` 0..100,000, as GET /api-keys's. */
export const FORM_LIST_DEFAULT_LIMIT = 100;
export const FORM_LIST_MAX_LIMIT = 1000;
/** Deep offsets cost a scan of everything before them; past this, narrow the search instead. */
export const FORM_LIST_MAX_OFFSET = 100_000;
/** Longest search text of GET /forms (`q`): it becomes an ILIKE pattern over title and name. */
export const FORM_SEARCH_MAX_LENGTH = 100;

/** Paging of GET /forms/:id/submissions. */
export const FORM_SUBMISSIONS_DEFAULT_LIMIT = 50;
export const FORM_SUBMISSIONS_MAX_LIMIT = 1000;
export const FORM_SUBMISSIONS_MAX_OFFSET = 1_000_000;
/** Rows of one CSV export (`?format=csv`): the newest ones when a form has more. */
export const FORM_CSV_MAX_ROWS = 100_000;
