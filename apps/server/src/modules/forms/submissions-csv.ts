import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { guardCsvFormula } from '@atrium/schema';
import type { FormSchema } from '@atrium/schema';
import type { SubmissionRow } from './forms.repository.js';

/** Columns every export starts with, before the answers. */
export const CSV_FIXED_COLUMNS = ['submission_id', 'form_version', 'submitted_at', 'submitted_by'] as const;

/**
 * The answer columns of an export: the keys of every version's fields, the newest version's in
 * its order first, then keys only older versions had (newest version first), each once.
 */
export function answerColumns(versionsNewestFirst: FormSchema[]): string[] {
  const keys = new Set<string>();
  for (const schema of versionsNewestFirst) for (const field of schema.fields) keys.add(field.key);
  return [...keys];
}

const FIXED = new Set<string>(CSV_FIXED_COLUMNS);

/**
 * The header of an answer column: the field's key, or `data.<key>` for a key that is also a fixed
 * column's name (the builder makes `submitted_by` from a field labelled "Submitted by"). Two
 * columns of one name let a reader keyed by name — Python's csv.DictReader, a spreadsheet lookup —
 * take the submitter's answer for who submitted (found by an outside probe). A key holds no dot,
 * so `data.<key>` is never another field's key.
 */
export function answerHeader(key: string): string {
  return FIXED.has(key) ? `data.${key}` : key;
}

function cell(value: unknown): string | number {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return guardCsvFormula(value.map(String).join('; '));
  return guardCsvFormula(typeof value === 'string' ? value : JSON.stringify(value));
}

/** One submission as a CSV record in the order of `columns`. */
export function csvRecord(row: SubmissionRow, columns: string[]): (string | number)[] {
  const at = row.submitted_at instanceof Date ? row.submitted_at.toISOString() : String(row.submitted_at);
  return [
    row.id,
    row.form_version,
    at,
    cell(row.submitted_by_email ?? row.submitted_by ?? ''),
    ...columns.map((key) =>
      cell(Object.prototype.hasOwnProperty.call(row.data, key) ? row.data[key] : undefined),
    ),
  ];
}

/**
 * The export as a stream (csv-stringify): a header row (the fixed columns, then each answer's
 * `answerHeader`), then one record per submission, read in batches so a large form never sits in
 * memory at once.
 */
export function submissionsCsv(columns: string[], batches: AsyncIterable<SubmissionRow[]>): Readable {
  async function* records() {
    for await (const batch of batches) for (const row of batch) yield csvRecord(row, columns);
  }
  const csv = stringify({
    header: true,
    columns: [...CSV_FIXED_COLUMNS, ...columns.map(answerHeader)],
    bom: true,
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
