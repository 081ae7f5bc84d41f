/**
 * The router's query string, as plain text (createRouter's parseSearch / stringifySearch).
 *
 * TanStack Router's default reads each value as JSON when it can (`?q=123` is the number 123,
 * `?q=1e3` the number 1000, `?q=null` null) and writes an array as one JSON parameter. Here every
 * value is the text in the address, and a repeated key is a list: `?filter=a.eq.1&filter=b.gt.2`
 * reads as `{ filter: ['a.eq.1', 'b.gt.2'] }` and is written back the same way, so a list view's
 * parameters (features/schema-ui/utils/list-view-url.ts) stay readable and exact. Numbers and
 * booleans are written as their text; other objects (none are used) as JSON.
 */
export function parseSearch(searchStr: string): Record<string, string | string[]> {
  // No prototype: a `__proto__` key is a key like any other.
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const before = out[key];
    if (before === undefined) out[key] = value;
    else if (Array.isArray(before)) before.push(value);
    else out[key] = [before, value];
  }
  return out;
}

const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
};

/**
 * One key or value in the address: percent-encoded, but for `,` `:` `/` and `@`, which a query
 * may hold as they are (RFC 3986) and read better so (`sort=-due_on,title`).
 */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/%2C|%3A|%2F|%40/g, (escape) => decodeURIComponent(escape));

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(search)) {
    const value = search[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = textOf(item);
      if (text !== undefined) parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
