import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { RestException } from './rest.exception.js';

/**
 * What a table API request asks for in PostgREST's own headers (the ones `@supabase/postgrest-js`
 * sends), read before anything runs:
 *
 * - `Accept`: JSON (`application/json`, `application/vnd.pgrst.array+json`, any wildcard) is the
 *   array of rows; `application/vnd.pgrst.object+json` (`.single()`) the one row as an object, 406
 *   when there is not exactly one. Anything else (`text/csv` from `.csv()`, `;nulls=stripped`,
 *   GeoJSON, query plans) is 406 naming what to send instead; no Accept is JSON.
 * - `Accept-Profile` / `Content-Profile` (`.schema(…)`): only `public`, the one schema served.
 * - `Prefer`: `count=exact|planned|estimated` (all exact), `return=representation` (the default)
 *   or `return=minimal` (writes answer no body), `missing=default` (what a missing key gets
 *   anyway), `handling=lenient|strict`, `max-affected=<n>` (a PATCH/DELETE matching more rows is
 *   refused, nothing changed), `tx=commit`. An upsert (`resolution=…`) and `tx=rollback` are
 *   refused with 400 saying what to use; any other preference is ignored, as PostgREST's lenient
 *   handling does.
 *
 * Values from the headers select behaviour only; nothing of them reaches SQL but max-affected's
 * number, compared in JavaScript.
 */
export interface RestWants {
  count: boolean;
  /** Answer the one row as an object (406 when not exactly one; a write is rolled back). */
  one: boolean;
  /** Writes: answer no body (201 for POST, 204 otherwise). */
  minimal: boolean;
  /** PATCH/DELETE: refuse (and roll back) a change of more rows than this. */
  maxAffected?: number;
}

const JSON_TYPES = ['application/json', 'application/vnd.pgrst.array+json'];
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
/** Longer Accept or Prefer headers are refused, not parsed (postgrest-js sends a few dozen bytes). */
const HEADER_MAX = 1024;

function headerText(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(', ') : value;
  if (text.length > HEADER_MAX)
    throw RestException.invalid(`A header is too long (at most ${HEADER_MAX} characters)`);
  return text;
}

function readAccept(header: string | undefined): boolean {
  if (header === undefined || header.trim() === '') return false;
  const best = new Negotiator({ headers: { accept: header } }).mediaType([...JSON_TYPES, OBJECT_TYPE]);
  if (best === OBJECT_TYPE) return true;
  if (best !== undefined) return false;
  if (/(^|[\s,])text\/csv/i.test(header)) {
    throw RestException.notAcceptable(
      'CSV is not served by the table API: ask for JSON (drop .csv()); the collection screens export CSV',
    );
  }
  if (/nulls\s*=\s*stripped/i.test(header)) {
    throw RestException.notAcceptable(
      'nulls=stripped is not supported: ask for application/json (drop .stripNulls()); null values are sent as null',
    );
  }
  throw RestException.notAcceptable(
    `None of the media types in Accept is served: send application/json (rows) or ${OBJECT_TYPE} (one row)`,
  );
}

function readProfile(header: string | undefined, name: string): void {
  if (header === undefined) return;
  if (header.trim().toLowerCase() !== 'public') {
    throw RestException.notAcceptable(
      `${name} names a schema that is not served: the table API has one schema, "public" (drop .schema(…))`,
    );
  }
}

export function readRestWants(headers: IncomingHttpHeaders, write: boolean): RestWants {
  const wants: RestWants = { count: false, one: false, minimal: false };
  readProfile(headerText(headers['accept-profile']), 'Accept-Profile');
  readProfile(headerText(headers['content-profile']), 'Content-Profile');
  wants.one = readAccept(headerText(headers.accept));
  const prefer = headerText(headers.prefer);
  if (prefer === undefined) return wants;
  for (const raw of prefer.split(/[,;]/)) {
    const token = raw.trim().toLowerCase();
    const eq = token.indexOf('=');
    const key = eq === -1 ? token : token.slice(0, eq).trim();
    const value = eq === -1 ? '' : token.slice(eq + 1).trim();
    switch (key) {
      case 'count':
        if (value === 'exact' || value === 'planned' || value === 'estimated') wants.count = true;
        break;
      case 'return':
        if (value === 'minimal') wants.minimal = write;
        else if (value !== 'representation')
          throw RestException.invalid(
            'Prefer: return= takes representation (the rows, the default) or minimal',
          );
        break;
      case 'resolution':
        throw RestException.invalid(
          'Upsert (Prefer: resolution=…) is not supported: insert new rows with POST and change existing ones with PATCH ?<key>=eq.<value>',
        );
      case 'tx':
        if (value !== 'commit')
          throw RestException.invalid(
            'Prefer: tx=rollback is not supported: every write that succeeds is committed',
          );
        break;
      case 'max-affected': {
        if (!/^\d{1,9}$/.test(value))
          throw RestException.invalid('Prefer: max-affected= takes a whole number');
        wants.maxAffected = Number(value);
        break;
      }
      default:
        // missing=default (what Atrium does anyway), handling=…, timezone=… and the rest: ignored.
        break;
    }
  }
  return wants;
}
