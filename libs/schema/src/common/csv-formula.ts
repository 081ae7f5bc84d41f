/**
 * CSV cells a spreadsheet would run as a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, a
 * tab or a carriage return first — after any apostrophes, so that a value already starting with
 * `'=` gets one more and an import can take exactly one off (every exported value reads back as
 * it was). Only the first characters are looked at: a line break later in the value cannot hide
 * a formula (papaparse's own `escapeFormulae: true` used `.*$`, which stops at one). Used by the
 * collections' CSV export and import in the client and the forms' CSV export on the server.
 */
export const CSV_FORMULA_START = /^'*[=+\-@\t\r]/;

/** `text` as a spreadsheet shows it as text: with a leading apostrophe when it would be a formula. */
export function guardCsvFormula(text: string): string {
  return CSV_FORMULA_START.test(text) ? `'${text}` : text;
}
