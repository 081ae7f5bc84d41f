import { CSV_FORMULA_START } from '@atrium/schema';
import Papa from 'papaparse';

/**
 * A cell as it was before the export's formula guard: `'-2.5` → `-2.5`, `''=x` → `'=x`. Without
 * it a list's own export did not import back: a negative number was "Must be a number", a text
 * starting with `-` or `=` came back with an apostrophe in front.
 */
export function unguardCsvCell(text: string): string {
  return CSV_FORMULA_START.test(text) && text.startsWith("'") ? text.slice(1) : text;
}

/** A cell as CSV text: empty for null, JSON for objects, true/false for booleans. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Rows as CSV (RFC 4180, by papaparse): a header of column names, then one line per row. Cells
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) are prefixed with
 * `'`, so an exported value can never execute in Excel or Sheets.
 */
export function recordsToCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => columns.map((column) => csvCell(row[column]))),
    },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
}

/** `projects-2025-01-05.csv`. */
export function csvFileName(collection: string, now = new Date()): string {
  return `${collection}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark lets Excel read a CSV's UTF-8 (accents, non-Latin names) correctly; JSON
  // has none (RFC 8259: JSON.parse refuses one).
  const blob = new Blob(type.startsWith('text/csv') ? ['\uFEFF', text] : [text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
