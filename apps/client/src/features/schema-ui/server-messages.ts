import { msg } from '@lingui/core/macro';
import { registerServerMessages } from '@/lib/server-messages';

/**
 * The table API's server messages (/api/rest and /api/rpc), in the reader's language: loaded with
 * the workspace catalogue (see `registerServerMessages`), because a Database module shows a
 * collection's rows to members, who never open an admin page; the admin screens load it too.
 * `server-messages.test.ts` checks the English keys against the server's texts.
 */
export const TABLE_API_SERVER_MESSAGES = {
  'A related record does not exist, or other records still refer to this one': msg`A related record does not exist, or other records still refer to this one`,
  'These values take too long to check against the fields’ patterns: send fewer rows, or shorter values, at once': msg`These values take too long to check against the fields’ patterns: send fewer rows, or shorter values, at once`,
  'Send at least one row': msg`Send at least one row`,
  'Send one object with the fields to change': msg`Send one object with the fields to change`,
  'A record with these values already exists': msg`A record with these values already exists`,
  'The request met a concurrent change; send it again': msg`The request met a concurrent change; send it again`,
  'Invalid value for a field': msg`Invalid value for a field`,
  'Invalid row': msg`Invalid row`,
  'Invalid rows': msg`Invalid rows`,
  'Invalid query': msg`Invalid query`,
  'Expected an object': msg`Expected an object`,
  'Expected an object (a row) or an array of rows': msg`Expected an object (a row) or an array of rows`,
  'Breaks a rule of this field': msg`Breaks a rule of this field`,
  'Already taken by another record': msg`Already taken by another record`,
  'No record with this id, or one you may not read': msg`No record with this id, or one you may not read`,
};

/** Literal patterns; each variable part one run between literal delimiters (linear time). */
export const TABLE_API_SERVER_PATTERNS = [
  [
    /^Role "([^"]+)" may not (create|read|update|delete) rows of "([^"]+)"$/,
    (role: string, action: string, collection: string) =>
      msg`Role "${role}" may not ${action} rows of "${collection}"`,
  ],
  [/^Collection "([^"]+)" not found$/, (name: string) => msg`Collection "${name}" not found`],
  [
    /^"([^"]+)" is updated one row at a time: filter by id \(\?id=eq\.<id>\)$/,
    (name: string) => msg`"${name}" is updated one row at a time: filter by id (?id=eq.<id>)`,
  ],
  [
    /^"([^"]+)" is written through its own endpoints, not the table API$/,
    (name: string) => msg`"${name}" is written through its own endpoints, not the table API`,
  ],
  [
    /^([A-Z]+) needs at least one filter \(e\.g\. \?id=eq\.<id>\); a write to every row is refused$/,
    (method: string) =>
      msg`${method} needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused`,
  ],
  [/^Function "([^"]+)" not found$/, (name: string) => msg`Function "${name}" not found`],
  [/^Invalid parameters for ([a-z0-9_]+)$/, (name: string) => msg`Invalid parameters for ${name}`],
  [
    /^Too many rows \(at most (\d+) per request\)$/,
    (max: string) => msg`Too many rows (at most ${max} per request)`,
  ],
  [
    /^The same row as row (\d+): send each row once$/,
    (row: string) => msg`The same row as row ${row}: send each row once`,
  ],
  [
    /^A record with this "([^"]+)" already exists$/,
    (field: string) => msg`A record with this "${field}" already exists`,
  ],
  [
    /^A value for "([^"]+)" breaks a rule of the collection$/,
    (field: string) => msg`A value for "${field}" breaks a rule of the collection`,
  ],
  [/^A value is required for "([^"]+)"$/, (field: string) => msg`A value is required for "${field}"`],
  // The server words this one from two pieces (a column it cannot name).
  [/^A value is required for a required field$/, () => msg`A value is required for a required field`],
  [/^Row (\d+) \((.*)\) not found$/, (row: string, key: string) => msg`Row ${row} (${key}) not found`],
  [
    /^The filters match (\d+) rows; one request may change at most (\d+): narrow the filters$/,
    (matched: string, max: string) =>
      msg`The filters match ${matched} rows; one request may change at most ${max}: narrow the filters`,
  ],
  [
    /^The rows would fall outside the rows of "([^"]+)" your role may write \(its row scope\)$/,
    (collection: string) =>
      msg`The rows would fall outside the rows of "${collection}" your role may write (its row scope)`,
  ],
  [
    /^The query took longer than (\d+) ms and was stopped; narrow it with filters or a smaller limit$/,
    (ms: string) =>
      msg`The query took longer than ${ms} ms and was stopped; narrow it with filters or a smaller limit`,
  ],
] as const;

registerServerMessages(TABLE_API_SERVER_MESSAGES, TABLE_API_SERVER_PATTERNS);
