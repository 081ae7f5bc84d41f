import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { registerServerMessages, type VariableServerMessage } from '@/lib/server-messages';

/**
 * The lines of a schema change's dry run (libs/schema's `diffCollections`: the change report
 * before "Apply", and an import's diff), in the reader's language; the server words them in
 * English. A field's line is "Field "<name>": <change>", and a narrowing change ends in
 * "; existing rows may not fit": both are wrappers around the change, which is translated on its
 * own. `schema-change-messages.test.ts` runs diffCollections over every kind of change and checks
 * each line it produces is translated. Each pattern is anchored, one run per part (linear time).
 */
const CHANGES: Readonly<Record<string, MessageDescriptor>> = {
  'The primary key changes': msg`The primary key changes`,
  'becomes required; rows without a value would not fit': msg`becomes required; rows without a value would not fit`,
  'becomes optional': msg`becomes optional`,
  'becomes unique; existing duplicates would not fit': msg`becomes unique; existing duplicates would not fit`,
  'becomes unique (ignoring case); existing duplicates would not fit': msg`becomes unique (ignoring case); existing duplicates would not fit`,
  'no longer unique': msg`no longer unique`,
  'unique, now case-sensitive': msg`unique, now case-sensitive`,
  'pattern removed': msg`pattern removed`,
  'format removed': msg`format removed`,
  'must be an e-mail address': msg`must be an e-mail address`,
  'must be a URL': msg`must be a URL`,
  'no minimum': msg`no minimum`,
  'no maximum': msg`no maximum`,
  'any JSON value accepted': msg`any JSON value accepted`,
  'default size limit': msg`default size limit`,
  'default changes (existing rows keep their values)': msg`default changes (existing rows keep their values)`,
};

/* eslint-disable lingui/no-unlocalized-strings -- the API's English wording, matched, never shown */
const TYPE = '([a-z]+)';
const typeChange = (tail: string) => new RegExp(`^type changes from ${TYPE} to ${TYPE}${tail}$`);

const VARIABLE_CHANGES: readonly VariableServerMessage[] = [
  // The collection as a whole
  [
    /^New collection "([^"]+)" \(table "([^"]+)"\)$/,
    (name, table) => msg`New collection "${name}" (table "${table}")`,
  ],
  [
    /^Collection "([^"]+)" and all its rows are dropped$/,
    (name) => msg`Collection "${name}" and all its rows are dropped`,
  ],
  [
    /^Renamed from "([^"]+)" to "([^"]+)": its API path changes$/,
    (from, to) => msg`Renamed from "${from}" to "${to}": its API path changes`,
  ],
  [
    /^Table renamed from "([^"]+)" to "([^"]+)": queries naming it break$/,
    (from, to) => msg`Table renamed from "${from}" to "${to}": queries naming it break`,
  ],
  [
    /^System field "([^"]+)" and its values are dropped$/,
    (name) => msg`System field "${name}" and its values are dropped`,
  ],
  [/^System field "([^"]+)" added$/, (name) => msg`System field "${name}" added`],
  [/^Field "([^"]+)" and its values are dropped$/, (name) => msg`Field "${name}" and its values are dropped`],
  [
    /^Required field "([^"]+)" has no default: existing rows would have no value for it$/,
    (name) => msg`Required field "${name}" has no default: existing rows would have no value for it`,
  ],
  [/^New field "([^"]+)" \(([a-z]+)\)$/, (name, type) => msg`New field "${name}" (${type})`],
  // The schema's own keys (label, list, form …), named as they are in the file
  [/^Presentation changed: ([a-z_, ]+)$/, (keys) => msg`Presentation changed: ${keys}`],
  [/^Permissions changed for ("[^:]+)$/, (roles) => msg`Permissions changed for ${roles}`],
  // A field's change, inside "Field "<name>": …"
  [
    typeChange('; values may not convert'),
    (from, to) => msg`type changes from ${from} to ${to}; values may not convert`,
  ],
  [
    typeChange(
      '; fractions are rounded to whole numbers \\(halves to even: 2\\.5 becomes 2\\), and values that do not fit stop the change',
    ),
    (from, to) =>
      msg`type changes from ${from} to ${to}; fractions are rounded to whole numbers (halves to even: 2.5 becomes 2), and values that do not fit stop the change`,
  ],
  [
    typeChange('; values naming no row of the target would point nowhere'),
    (from, to) =>
      msg`type changes from ${from} to ${to}; values naming no row of the target would point nowhere`,
  ],
  [
    typeChange(' \\(same column type, no value changes\\)'),
    (from, to) => msg`type changes from ${from} to ${to} (same column type, no value changes)`,
  ],
  [
    /^size changes from (\d+) to (\d+) bits; the table is rewritten$/,
    (from, to) => msg`size changes from ${from} to ${to} bits; the table is rewritten`,
  ],
  [
    /^at most (\d+) characters instead of (\d+)$/,
    (max, before) => msg`at most ${max} characters instead of ${before}`,
  ],
  [
    /^at most (\d+) characters, fewer than its longest option \((\d+)\)$/,
    (max, longest) => msg`at most ${max} characters, fewer than its longest option (${longest})`,
  ],
  [/^at most (\d+) characters$/, (max) => msg`at most ${max} characters`],
  [
    /^at least (\d+) characters instead of (\d+)$/,
    (min, before) => msg`at least ${min} characters instead of ${before}`,
  ],
  [/^must match (.+)$/s, (pattern) => msg`must match ${pattern}`],
  [/^at least (-?[0-9.e+-]+)$/, (min) => msg`at least ${min}`],
  [/^at most (-?[0-9.e+-]+)$/, (max) => msg`at most ${max}`],
  [/^options (".*") removed$/s, (options) => msg`options ${options} removed`],
  [/^options (".*") added$/s, (options) => msg`options ${options} added`],
  [/^must be a JSON ([a-z]+)$/, (shape) => msg`must be a JSON ${shape}`],
  [/^at most (\d+) bytes$/, (max) => msg`at most ${max} bytes`],
  [
    /^points to "([^"]+)" instead of "([^"]+)"; existing references break$/,
    (target, before) => msg`points to "${target}" instead of "${before}"; existing references break`,
  ],
  [
    /^deleting a "([^"]+)" row will now delete the rows pointing to it$/,
    (target) => msg`deleting a "${target}" row will now delete the rows pointing to it`,
  ],
  [
    /^on delete: ([a-z_]+) instead of ([a-z_]+)$/,
    (now, before) => msg`on delete: ${now} instead of ${before}`,
  ],
  [/^([a-z_, ]+) changed$/, (keys) => msg`${keys} changed`],
  // Why a change cannot be applied, even confirmed: the server counts the rows in its way
  // (collection-impact.ts), so these are whole sentences, not wrapped
  [
    /^Field "([^"]+)" is required and has no default: (\d+) existing rows? ha(?:s|ve) no value for it; give it a default \(they get it\) or add it as optional first$/,
    (name, n) =>
      msg`Field "${name}" is required and has no default: ${plural(Number(n), { one: '# existing row has', other: '# existing rows have' })} no value for it; give it a default (they get it) or add it as optional first`,
  ],
  [
    /^Field "([^"]+)" becomes required: (\d+) rows? ha(?:s|ve) no value for it; give it a default \(they get it\) or fill them first$/,
    (name, n) =>
      msg`Field "${name}" becomes required: ${plural(Number(n), { one: '# row has', other: '# rows have' })} no value for it; give it a default (they get it) or fill them first`,
  ],
  [
    /^Field "([^"]+)" becomes unique: (\d+) rows? shares? a value with another row; make them distinct first$/,
    (name, n) =>
      msg`Field "${name}" becomes unique: ${plural(Number(n), { one: '# row shares', other: '# rows share' })} a value with another row; make them distinct first`,
  ],
  [
    /^Field "([^"]+)": (\d+) rows? ha(?:s a value|ve values) its new rules refuse; change or clear (?:it|them) first \(or keep the old rule\)$/,
    (name, n) =>
      msg`Field "${name}": ${plural(Number(n), { one: '# row has a value', other: '# rows have values' })} its new rules refuse; change or clear them first (or keep the old rule)`,
  ],
  [
    /^Field "([^"]+)": more than ([0-9,]+) rows have values its new rules refuse; change or clear them first \(or keep the old rule\)$/,
    (name, n) =>
      msg`Field "${name}": more than ${n} rows have values its new rules refuse; change or clear them first (or keep the old rule)`,
  ],
];
/* eslint-enable lingui/no-unlocalized-strings */

const WRAPPING_CHANGES: readonly VariableServerMessage[] = [
  [/^Field "([^"]+)": (.+)$/s, (name, change) => msg`Field "${name}": ${change}`],
  [/^(.+); existing rows may not fit$/s, (change) => msg`${change}; existing rows may not fit`],
];

registerServerMessages(CHANGES, VARIABLE_CHANGES, WRAPPING_CHANGES);
