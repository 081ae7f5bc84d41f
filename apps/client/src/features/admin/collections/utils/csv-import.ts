import {
  collectionColumns,
  collectionRecordSchema,
  type Collection,
  type CollectionField,
} from '@atrium/schema';
import { t } from '@lingui/core/macro';
import Papa from 'papaparse';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { enumOptions, fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { isFormWritable } from '@/features/schema-ui/utils/form-sections';
import { wallTimeToIso } from '@/features/schema-ui/utils/zoned-time';
import { createFormatters, deviceLocale, deviceTimeZone } from '@/features/settings/utils/formatters';
import { unguardCsvCell } from './records-csv';

/**
 * CSV import: a file's rows checked as the table API will check them (the collection's zod,
 * `collectionRecordSchema` in create mode) before anything is sent, so the preview shows every
 * row's problems. Pulls in the field validators (and re2js): used from a lazy chunk only.
 */

/** Largest file read (bytes) and rows imported from one file. */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 10_000;
/**
 * Columns read from one file: far more than a collection's fields (COLLECTION_MAX_FIELDS, 200).
 * A 5 MB header of one-letter columns (`a,a,a,…`) has 2.6 million, and matching each to the
 * fields froze the tab for 18 s before any message (found by an outside probe).
 */
export const CSV_IMPORT_MAX_COLUMNS = 1_000;

type Schema = Pick<Collection, 'fields' | 'primary_key' | 'system_fields'>;

export interface CsvColumn {
  header: string;
  /** The field the column fills, or null (unknown, or not writable: ignored). */
  field: CollectionField | null;
}

export interface CsvRowProblem {
  field: string;
  message: string;
}

export interface CsvRecord {
  /** Line in the file (the header is line 1). */
  line: number;
  values: CollectionRecord;
  /** Each field's cell as the file has it (the preview shows it where the value is refused). */
  typed: Record<string, string>;
  problems: CsvRowProblem[];
}

export interface CsvImportPlan {
  columns: CsvColumn[];
  records: CsvRecord[];
  /** Problems with the file itself (too big, unreadable, no known column). */
  fileProblems: string[];
}

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Columns matched to writable fields by name or label, in any letter case. */
export function matchColumns(
  collection: Schema,
  headers: readonly string[],
  writable?: readonly string[],
): CsvColumn[] {
  const allowed = writable ? new Set(writable) : null;
  const fields = collectionColumns(collection)
    .filter((c) => c.origin === 'field' && isFormWritable(c.field) && (!allowed || allowed.has(c.name)))
    .map((c) => c.field);
  return headers.map((header) => ({
    header,
    field:
      fields.find((f) => norm(f.name) === norm(header)) ??
      fields.find((f) => norm(fieldLabel(f)) === norm(header)) ??
      null,
  }));
}

// German too: Excel in German saves booleans as WAHR / FALSCH, and the message says "wahr oder falsch".
const TRUE = /^(true|yes|y|1|wahr|ja)$/i;
const FALSE = /^(false|no|n|0|falsch|nein)$/i;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
// A number with a decimal comma and no other separator ("3,25"), as German Excel writes them.
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

export interface CsvCellOptions {
  /**
   * The file separates its columns with `;` (a spreadsheet saved in German, French…): its
   * numbers are written with a decimal comma. Only then is "3,25" read as 3.25; in a file separated
   * by commas, a quoted "1,250" may mean a thousand and more, and is refused as before.
   */
  decimalComma?: boolean;
}

/** A cell as the API takes it, or why it cannot be one. Empty cells are left out (defaults apply). */
export function csvCellValue(
  field: CollectionField,
  cell: string,
  timeZone: string,
  options: CsvCellOptions = {},
): { ok: true; value: unknown } | { ok: false; message: string } | { ok: 'empty' } {
  // The export's formula guard (an apostrophe before `-`, `=`…) is not part of the value.
  const text = unguardCsvCell(cell);
  if (text.trim() === '' && field.type !== 'string' && field.type !== 'text') return { ok: 'empty' };
  if (text === '') return { ok: 'empty' };
  switch (field.type) {
    case 'boolean':
      if (TRUE.test(text.trim())) return { ok: true, value: true };
      if (FALSE.test(text.trim())) return { ok: true, value: false };
      return { ok: false, message: t`Must be true or false` };
    case 'number':
    case 'integer': {
      const value = text.trim();
      if (options.decimalComma && DECIMAL_COMMA.test(value)) {
        return { ok: true, value: Number(value.replace(',', '.')) };
      }
      return { ok: true, value: Number(value) };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, message: t`Must be valid JSON` };
      }
    case 'datetime': {
      const value = text.trim();
      // An instant as exported (with its offset), or wall time in the importer's time zone.
      if (OFFSET.test(value)) return { ok: true, value };
      const iso = wallTimeToIso(value.replace(' ', 'T'), timeZone);
      return iso ? { ok: true, value: iso } : { ok: false, message: t`Must be a date and time` };
    }
    case 'enum': {
      const option = enumOptions(field).find((o) => o.value === text.trim() || o.label === text.trim());
      return { ok: true, value: option?.value ?? text.trim() };
    }
    case 'date':
    case 'uuid':
    case 'relation':
      return { ok: true, value: text.trim() };
    default:
      return { ok: true, value: text };
  }
}

/**
 * Reads a CSV file's text into the rows to create, each checked with the collection's zod.
 * The file is bounded (bytes and rows) before any row is checked. Runs when a file is picked
 * (its messages are in the language active then); numbers are written with `formatNumber` (the
 * user's `useFormatters().number`; the device's locale when not given).
 */
export function planCsvImport(
  collection: Schema,
  text: string,
  options: {
    writable?: readonly string[];
    timeZone: string;
    formatNumber?: (value: number) => string;
  },
): CsvImportPlan {
  const number = options.formatNumber ?? createFormatters(deviceLocale(), deviceTimeZone()).number;
  if (text.length > CSV_IMPORT_MAX_BYTES) {
    const megabytes = number(CSV_IMPORT_MAX_BYTES / 1024 / 1024);
    return {
      columns: [],
      records: [],
      fileProblems: [t`The file is over ${megabytes} MB`],
    };
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...lines] = parsed.data;
  if (headers.length > CSV_IMPORT_MAX_COLUMNS) {
    const count = number(headers.length);
    const max = number(CSV_IMPORT_MAX_COLUMNS);
    return {
      columns: [],
      records: [],
      fileProblems: [t`The file has ${count} columns; at most ${max} are allowed`],
    };
  }
  // papaparse guessed the separator: `;` is a spreadsheet's in a language writing "3,25".
  const decimalComma = parsed.meta.delimiter === ';';
  const fileProblems: string[] = [];
  if (lines.length > CSV_IMPORT_MAX_ROWS) {
    const rows = number(lines.length);
    const max = number(CSV_IMPORT_MAX_ROWS);
    fileProblems.push(t`The file has ${rows} rows; at most ${max} are imported at once`);
  }
  const columns = matchColumns(collection, headers, options.writable);
  if (!columns.some((c) => c.field)) {
    fileProblems.push(
      t`No column of the file names a field of this collection (the first line must be the header)`,
    );
  }
  const schema = collectionRecordSchema(collection, 'create', { writable: options.writable });
  if (fileProblems.length === 0) {
    // A field every row must fill (required, no default) without a column of its own: every row
    // would be refused for it. Said once, naming the field: a list's export holds only the
    // columns shown, so importing it back was a screen of "Zone: Required" on every line.
    const filled = new Set(columns.flatMap((c) => (c.field ? [c.field.name] : [])));
    const emptyRow = schema.safeParse({});
    const missing = emptyRow.success
      ? []
      : [...new Set(emptyRow.error.issues.map((issue) => String(issue.path[0] ?? '')))]
          .filter((name) => name !== '' && !filled.has(name))
          .map((name) => collection.fields.find((f) => f.name === name))
          .filter((field): field is CollectionField => field !== undefined);
    if (missing.length > 0) {
      const names = missing.map((field) => fieldLabel(field)).join(', ');
      fileProblems.push(
        t`The file has no column for ${names}, which every row needs (an export holds only the columns shown in the list)`,
      );
    }
  }
  if (fileProblems.length > 0) return { columns, records: [], fileProblems };
  const records = lines.map((cells, index): CsvRecord => {
    const values: CollectionRecord = {};
    const typed: Record<string, string> = {};
    const problems: CsvRowProblem[] = [];
    columns.forEach((column, i) => {
      if (!column.field) return;
      typed[column.field.name] = cells[i] ?? '';
      const cell = csvCellValue(column.field, cells[i] ?? '', options.timeZone, { decimalComma });
      if (cell.ok === true) values[column.field.name] = cell.value;
      else if (cell.ok === false) problems.push({ field: column.field.name, message: cell.message });
    });
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : '';
        if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
      }
    }
    return {
      line: index + 2,
      values: result.success ? (result.data as CollectionRecord) : values,
      typed,
      problems,
    };
  });
  return { columns, records, fileProblems };
}
