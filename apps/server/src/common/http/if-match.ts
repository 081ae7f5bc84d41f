import { AppException } from '../errors/app.exception.js';

/** One element of an If-Match list: an entity tag (RFC 9110: `"…"` or `W/"…"`) or a bare number. */
const IF_MATCH_ELEMENT = /[ \t]*(?:(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"|([0-9]+))?[ \t]*(?:,|$)/y;

/** At most this many tags of one If-Match are compared; a longer list is cut there. */
const MAX_TAGS = 32;

/** An If-Match that is neither `*` nor a comma-separated list of entity tags: 400 at the header. */
export function invalidIfMatch(): AppException {
  return new AppException(400, 'VALIDATION_FAILED', 'Invalid If-Match header', [
    {
      path: 'If-Match',
      message: 'Expected * or a comma-separated list of entity tags such as "3" or W/"3" (the ETag you read)',
    },
  ]);
}

/**
 * What an If-Match header asks (RFC 9110 §13.1.1): null when absent (no precondition), `'*'`
 * for any current representation, else the opaque values of its entity tags (`"3"` and `W/"3"`
 * — a weak tag compares as its value here — give `3`; a bare `3` is taken as `"3"`). A header
 * that is neither `*` nor a comma-separated list of such tags (an unclosed quote, an empty value,
 * `*` inside a list) is a 400 naming the header, not a 412: the client sent nothing to compare.
 */
export function parseEntityTags(header: string | undefined): null | '*' | string[] {
  if (header === undefined) return null;
  const text = header.trim();
  if (text === '*') return '*';
  const tags: string[] = [];
  let seen = 0;
  IF_MATCH_ELEMENT.lastIndex = 0;
  // Each match consumes a comma or reaches the end: the loop always advances.
  while (IF_MATCH_ELEMENT.lastIndex < text.length) {
    const m = IF_MATCH_ELEMENT.exec(text);
    if (!m) throw invalidIfMatch();
    // An empty element (`"1", , "2"`) is allowed by the list syntax and names nothing.
    if (m[2] === undefined && m[3] === undefined) continue;
    seen++;
    if (tags.length < MAX_TAGS) tags.push(m[3] ?? m[2] ?? '');
  }
  if (seen === 0) throw invalidIfMatch();
  return tags;
}

/** Whether a parsed If-Match admits a resource whose entity tag's value is `current`. */
export function ifMatchAdmits(ifMatch: null | '*' | readonly string[], current: string): boolean {
  return ifMatch === null || ifMatch === '*' || ifMatch.includes(current);
}
