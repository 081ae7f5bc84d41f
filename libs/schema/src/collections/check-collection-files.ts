import { builtinCollections } from './builtin/index.js';
import { SCHEMA_INPUT_MAX_CHARS } from './collection-limits.js';
import type { Collection } from './collection-schema.js';
import { jsonErrorPosition } from './json-error-position.js';
import { validateCollection } from './validate-collection.js';

/** A collection schema file as read from disk. */
export interface CollectionFile {
  file: string;
  text: string;
}

export interface CollectionFileProblem {
  file: string;
  path: string;
  message: string;
}

/** Largest schema file checked: the validator's own input bound, with room for JSON's whitespace. */
export const COLLECTION_FILE_MAX_CHARS = SCHEMA_INPUT_MAX_CHARS * 2;

/**
 * Checks collection schema files together, as `npm run schema:check` does for integrators' CI:
 * each file must be one JSON collection schema passing `validateCollection`, with relations
 * resolved among the built-in collections and the other files, and no two files may define the
 * same collection. Pure: the caller reads the files.
 */
export function checkCollectionFiles(files: readonly CollectionFile[]): CollectionFileProblem[] {
  const problems: CollectionFileProblem[] = [];
  const parsed: { file: string; json: unknown; collection?: Collection }[] = [];
  for (const { file, text } of files) {
    if (text.length > COLLECTION_FILE_MAX_CHARS) {
      problems.push({
        file,
        path: '',
        message: `The file is larger than ${COLLECTION_FILE_MAX_CHARS} characters`,
      });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      // One line, with the place as an editor shows it: Node's message has either no position or
      // a character count, and may quote the text around the error across its line breaks.
      const at = jsonErrorPosition(text);
      const where = at ? ` at line ${at.line}, column ${at.column}` : '';
      const reason = (error as Error).message.replace(/\s+/g, ' ');
      problems.push({ file, path: '', message: `Not valid JSON${where}: ${reason}` });
      continue;
    }
    // Valid on its own: a relation target for the other files (checked with them below).
    parsed.push({ file, json, collection: validateCollection(json).collection });
  }

  const builtins = builtinCollections();
  const definedIn = new Map<string, string>();
  for (const entry of parsed) {
    const others = parsed.filter((o) => o !== entry && o.collection).map((o) => o.collection!);
    const result = validateCollection(entry.json, { collections: [...builtins, ...others] });
    for (const problem of result.problems) problems.push({ file: entry.file, ...problem });
    const name = entry.collection?.name;
    if (!name) continue;
    const first = definedIn.get(name);
    if (first !== undefined) {
      problems.push({
        file: entry.file,
        path: 'name',
        message: `Collection "${name}" is also defined in ${first}`,
      });
    } else {
      definedIn.set(name, entry.file);
    }
  }
  return problems;
}

/** `file: path: message`, or `file: message` for a problem of the whole file. */
export function formatCollectionFileProblem(problem: CollectionFileProblem): string {
  return problem.path === ''
    ? `${problem.file}: ${problem.message}`
    : `${problem.file}: ${problem.path}: ${problem.message}`;
}
