/** Longest accepted route path. */
export const ROUTE_PATH_MAX_LENGTH = 512;

const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;
// Unreserved and sub-delimiter characters of RFC 3986, plus '@' and '%' (percent-encoding).
// Excluded: ':' (params), '*' (splat), '?' and '#' (query/fragment), whitespace, quotes, '\'.
const LITERAL_SEGMENT = /^[A-Za-z0-9\-._~!$&'()+,;=@%]+$/;

/**
 * Checks a route path such as `/zones/:zoneId/hubs/:hubId?` or `/files/*`.
 *
 * Rules: a string of at most 512 characters starting with `/`; no whitespace; no empty
 * segment (`//`, or a trailing `/` other than the root path `/`); each segment is literal
 * text (letters, digits and `-._~!$&'()+,;=@%`, but not `.` or `..` alone), a parameter
 * `:name` (identifier, optionally followed by `?`) or, as the final segment only, `*`;
 * parameter names are unique.
 *
 * Returns a human-readable message for the first problem, or `null` when the path is valid.
 * Safe on any input (non-strings give a message).
 */
export function validateRoutePath(path: unknown): string | null {
  if (typeof path !== 'string') return 'Path must be a string';
  if (path.length === 0) return 'Path must not be empty';
  if (path.length > ROUTE_PATH_MAX_LENGTH) return `Path must be at most ${ROUTE_PATH_MAX_LENGTH} characters`;
  if (!path.startsWith('/')) return 'Path must start with "/"';
  if (/\s/.test(path)) return 'Path must not contain whitespace';
  if (path === '/') return null;
  if (path.includes('//')) return 'Path must not contain "//"';
  if (path.endsWith('/')) return 'Path must not end with "/"';

  const segments = path.slice(1).split('/');
  const seen = new Set<string>();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '*') {
      if (i !== segments.length - 1) return 'The wildcard "*" is only allowed as the last segment';
      continue;
    }
    if (segment.startsWith(':')) {
      const m = PARAM_SEGMENT.exec(segment);
      if (!m) {
        return `Invalid parameter "${segment}": use ":name" where name is a letter or "_" followed by letters, digits or "_"`;
      }
      if (seen.has(m[1])) return `Duplicate parameter ":${m[1]}"`;
      seen.add(m[1]);
      continue;
    }
    if (segment === '.' || segment === '..') return `Path must not contain a "${segment}" segment`;
    if (!LITERAL_SEGMENT.test(segment)) {
      if (segment.includes('*')) return 'The wildcard "*" must be a whole segment';
      if (segment.includes(':'))
        return `Invalid segment "${segment}": parameters must be a whole segment starting with ":"`;
      return `Invalid segment "${segment}": only letters, digits and -._~!$&'()+,;=@% are allowed`;
    }
  }
  return null;
}

/**
 * Names of the `:name` parameters of a route path, in order, without the `:` and the
 * optional `?` marker. The final `*` splat is not included. Works on any string; segments
 * that are not well-formed parameters are ignored.
 */
export function routePathParams(path: string): string[] {
  const names: string[] = [];
  for (const segment of path.split('/')) {
    const m = PARAM_SEGMENT.exec(segment);
    if (m && !names.includes(m[1])) names.push(m[1]);
  }
  return names;
}

export interface FilledRoutePath {
  /** The path with supplied parameters substituted (URI-encoded). */
  path: string;
  /** Required parameters that were not supplied; they are left as `:name` in `path`. */
  missing: string[];
}

/**
 * Substitutes `:name` parameters with values from `params` (each value URI-component
 * encoded). Unfilled optional parameters (`:name?`) are dropped with their segment;
 * unfilled required parameters are left in place and reported in `missing` (the
 * specification asks callers to warn about them).
 */
export function fillRoutePath(
  path: string,
  params: Readonly<Record<string, string | number | null | undefined>>,
): FilledRoutePath {
  const missing: string[] = [];
  const out: string[] = [];
  for (const segment of path.split('/')) {
    const m = PARAM_SEGMENT.exec(segment);
    if (!m) {
      out.push(segment);
      continue;
    }
    const value = Object.hasOwn(params, m[1]) ? params[m[1]] : undefined;
    if (value === undefined || value === null || value === '') {
      if (m[2]) continue; // optional: drop the segment
      missing.push(m[1]);
      out.push(segment);
      continue;
    }
    out.push(encodeURIComponent(String(value)));
  }
  const filled = out.join('/');
  return { path: filled === '' ? '/' : filled, missing };
}
