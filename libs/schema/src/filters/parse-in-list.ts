import { FilterError } from './filter-error.js';

/**
 * Splits the value of an `in` filter, `(a,b,"c,d")`, into its raw items.
 *
 * Items are separated by commas. Unquoted items are trimmed; an item wrapped in double quotes
 * keeps its text exactly (commas, parentheses, spaces included) with `\"` and `\\` as escapes.
 * `()` is the empty list. Throws {@link FilterError} for a missing `(`/`)`, an unterminated
 * quote, text after a closing quote, or a stray `"` inside an unquoted item.
 */
export function parseInList(raw: string, column: string): string[] {
  const fail = (why: string): never => {
    throw new FilterError(`Invalid list for column "${column}": ${why}`, column);
  };
  if (!raw.startsWith('(') || !raw.endsWith(')') || raw.length < 2) {
    return fail('expected "(a,b,...)"');
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];

  const items: string[] = [];
  let i = 0;
  const n = inner.length;
  for (;;) {
    while (i < n && (inner[i] === ' ' || inner[i] === '\t')) i++;
    if (inner[i] === '"') {
      let item = '';
      i++;
      let closed = false;
      while (i < n) {
        const ch = inner[i];
        if (ch === '\\' && i + 1 < n) {
          item += inner[i + 1];
          i += 2;
        } else if (ch === '"') {
          closed = true;
          i++;
          break;
        } else {
          item += ch;
          i++;
        }
      }
      if (!closed) fail('unterminated quoted value');
      while (i < n && (inner[i] === ' ' || inner[i] === '\t')) i++;
      if (i < n && inner[i] !== ',') fail('unexpected text after a quoted value');
      items.push(item);
    } else {
      const end = inner.indexOf(',', i);
      const item = (end === -1 ? inner.slice(i) : inner.slice(i, end)).trim();
      if (item.includes('"')) fail('a double quote may only wrap a whole item');
      items.push(item);
      i = end === -1 ? n : end;
    }
    if (i >= n) break;
    i++; // skip the comma
    if (i >= n) {
      items.push(''); // trailing comma: an empty last item
      break;
    }
  }
  return items;
}
