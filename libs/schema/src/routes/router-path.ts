import { validateRoutePath } from './route-path.js';

/**
 * How a stored route path (`/zones/:zoneId`, `/users/:id?`, `/files/*`) is written for
 * TanStack Router: `:name` → `$name`, `:name?` → `{-$name}`, `*` → `$` (the `_splat` param).
 */
export interface RouterPathResult {
  /**
   * The TanStack path to register, or `null` when the stored path cannot be routed at all.
   * For a malformed path this is the path of its best-effort repair (see `problem`), so the
   * route can still show its error screen at the address an admin most likely meant.
   */
  routerPath: string | null;
  /** Why the stored path is not valid as written; `null` for a valid path. */
  problem: string | null;
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;

function convertSegment(segment: string): string | { problem: string } {
  if (segment === '*') return '$';
  const param = PARAM.exec(segment);
  if (param) return param[2] ? `{-$${param[1]}}` : `$${param[1]}`;
  // TanStack reads a leading "$" (and "{$…}") as a parameter; such literals cannot be routed.
  if (segment.startsWith('$')) {
    return { problem: `Segment "${segment}" cannot start with "$" (reserved for parameters)` };
  }
  let literal = segment;
  try {
    literal = decodeURIComponent(segment); // the router matches decoded paths
  } catch {
    // keep the raw text: a lone "%" matches itself
  }
  return literal;
}

/** Converts a path that passed {@link validateRoutePath}. */
function convertValid(path: string): string | { problem: string } {
  if (path === '/') return '/';
  const out: string[] = [];
  for (const segment of path.slice(1).split('/')) {
    const converted = convertSegment(segment);
    if (typeof converted !== 'string') return converted;
    out.push(converted);
  }
  return `/${out.join('/')}`;
}

/**
 * The obvious repair of a malformed path: trimmed, a leading "/", no empty segments, no
 * trailing "/", inner whitespace percent-encoded. `null` when even that is not a valid path
 * (or nothing is left of it).
 */
export function repairRoutePath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const segments = path
    .trim()
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => s.replace(/\s+/g, (ws) => encodeURIComponent(ws)));
  if (segments.length === 0) return null; // an empty path means no address at all
  const repaired = `/${segments.join('/')}`;
  return validateRoutePath(repaired) === null ? repaired : null;
}

// The common case, checked with one expression: segments of plain literal characters (no "%",
// which needs decoding, and no "$", which TanStack reads as a parameter) or well-formed
// parameters, optionally ending in "/*". Anything else takes the full validation below.
const SIMPLE_PATH = /^(?:\/(?:[A-Za-z0-9\-._~!&'()+,;=@]+|:[A-Za-z_][A-Za-z0-9_]*\??))+(?:\/\*)?$|^\/\*?$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
const OPTIONAL_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)\?/g;
const ANY_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const PARAM_NAME = /:[A-Za-z_][A-Za-z0-9_]*/g;
const COLON = /:/g;

// String replacements with patterns (no callbacks): this runs for every route of every build.
function convertSimple(path: string): string | null {
  if (path.length > 512 || !SIMPLE_PATH.test(path) || DOT_SEGMENT.test(path)) return null;
  const first = path.indexOf(':');
  if (first !== -1 && path.indexOf(':', first + 1) !== -1) {
    // Two or more parameters: duplicate names are invalid; the full validation reports them.
    const names = path.match(PARAM_NAME) as string[];
    if (new Set(names).size !== names.length) return null;
  }
  let converted = first === -1 ? path : path.replace(OPTIONAL_PARAM, '{-$$$1}').replace(ANY_PARAM, '$$$1');
  if (converted.endsWith('*')) converted = `${converted.slice(0, -1)}$`;
  return converted;
}

/**
 * Converts a stored route path to TanStack Router syntax. Valid paths convert one to one.
 * A malformed path (see {@link validateRoutePath}) reports its problem and, when the
 * {@link repairRoutePath repaired} path converts, that path, so the caller can register an
 * error screen there; otherwise `routerPath` is `null`. Never throws.
 */
export function toRouterPath(path: unknown): RouterPathResult {
  if (typeof path === 'string') {
    const simple = convertSimple(path);
    if (simple !== null) return { routerPath: simple, problem: null };
  }
  const problem = validateRoutePath(path);
  if (problem === null) {
    const converted = convertValid(path as string);
    return typeof converted === 'string'
      ? { routerPath: converted, problem: null }
      : { routerPath: null, problem: converted.problem };
  }
  const repaired = repairRoutePath(path);
  if (repaired === null) return { routerPath: null, problem };
  const converted = convertValid(repaired);
  return { routerPath: typeof converted === 'string' ? converted : null, problem };
}

const LITERAL_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!&'()+,;=@") {
  LITERAL_CHAR[c.charCodeAt(0)] = 1;
}
const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdent = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57);

/** Where {@link scanSimpleRoutePath} writes its results (one object, reused for every row). */
export interface SimpleRoutePathScan {
  /** The TanStack path; the stored path itself when it has no parameter and no `*`. */
  routerPath: string;
  /** {@link hashRouterPathShape} of the path's {@link routerPathShape shape}. */
  shapeHash: number;
}

// FNV-1a over the characters of a shape, folded to 30 bits (a small integer, no string to hash).
const SHAPE_HASH_SEED = 0x811c9dc5 | 0;
const mixShapeHash = (hash: number, char: number) => Math.imul(hash ^ char, 0x01000193);

const finishShapeHash = (hash: number) => (hash ^ (hash >>> 15)) & 0x3fffffff;

/** A 30-bit hash of a {@link routerPathShape shape}: equal shapes, equal hashes. */
export function hashRouterPathShape(shape: string): number {
  let hash = SHAPE_HASH_SEED;
  for (let i = 0; i < shape.length; i++) hash = mixShapeHash(hash, shape.charCodeAt(i));
  return finishShapeHash(hash);
}

const isUpper = (c: number) => c >= 65 && c <= 90;

/** Whether the parameter name at `path[start, end)` already appears earlier in `path`. */
function repeatsParam(path: string, start: number, end: number): boolean {
  const length = end - start;
  for (let at = path.indexOf(':'); at !== -1 && at < start - 1; at = path.indexOf(':', at + 1)) {
    let same = true;
    let k = 0;
    for (; k < length; k++) {
      if (path.charCodeAt(at + 1 + k) !== path.charCodeAt(start + k)) {
        same = false;
        break;
      }
    }
    if (same && !isIdent(path.charCodeAt(at + 1 + length))) return true;
  }
  return false;
}

/**
 * The common case in one pass, without regular expressions on the way and without building
 * the shape (the client converts every route of every rebuild — 10,000 rows must stay well
 * under the 15 ms budget, and every string made here is more for the garbage collector): for
 * a valid path of plain literal segments, well-formed parameters and an optional final `*`,
 * writes its router path and the hash of its {@link routerPathShape shape} to `out` and
 * returns true. Returns false for anything else — a `%`, a `$`, a dot segment, a duplicate
 * parameter, an empty segment — which {@link toRouterPath} and {@link routerPathShape} handle.
 */
export function scanSimpleRoutePath(path: string, out: SimpleRoutePathScan): boolean {
  const n = path.length;
  if (n === 0 || n > 512 || path.charCodeAt(0) !== 47) return false;
  let hash = mixShapeHash(SHAPE_HASH_SEED, 47);
  if (n === 1) {
    out.routerPath = '/';
    out.shapeHash = finishShapeHash(hash);
    return true;
  }
  let params = 0;
  let optionals = 0;
  let splat = false;
  let i = 1;
  while (i <= n) {
    if (i > 1) hash = mixShapeHash(hash, 47);
    const c = path.charCodeAt(i);
    if (c === 58 /* : */) {
      const start = i + 1;
      if (start >= n || !isIdentStart(path.charCodeAt(start))) return false;
      let j = start + 1;
      while (j < n && isIdent(path.charCodeAt(j))) j++;
      const end = j;
      hash = mixShapeHash(hash, 58);
      if (j < n && path.charCodeAt(j) === 63 /* ? */) {
        optionals++;
        hash = mixShapeHash(hash, 63);
        j++;
      }
      if (j < n && path.charCodeAt(j) !== 47) return false;
      if (params > 0 && repeatsParam(path, start, end)) return false;
      params++;
      i = j + 1;
    } else if (c === 42 /* * */) {
      if (i + 1 !== n) return false;
      splat = true;
      hash = mixShapeHash(hash, 42);
      i = n + 1;
    } else {
      let j = i;
      while (j < n) {
        const d = path.charCodeAt(j);
        if (d === 47) break;
        if (d >= 128 || LITERAL_CHAR[d] === 0) return false;
        hash = mixShapeHash(hash, isUpper(d) ? d + 32 : d);
        j++;
      }
      if (j === i) return false; // empty segment (`//` or a trailing `/`)
      // "." and ".." segments
      if (path.charCodeAt(i) === 46 && (j - i === 1 || (j - i === 2 && path.charCodeAt(i + 1) === 46))) {
        return false;
      }
      i = j + 1;
    }
  }
  // One native call per kind of change, each giving a flat string; none for a plain path. (A
  // global one-character regular expression is V8's fastest replacement, ahead of replaceAll.)
  let routerPath = path;
  if (optionals > 0) routerPath = routerPath.replace(OPTIONAL_PARAM, '{-$$$1}');
  if (params > optionals) routerPath = routerPath.replace(COLON, '$');
  if (splat) routerPath = `${routerPath.slice(0, -1)}$`;
  out.routerPath = routerPath;
  out.shapeHash = finishShapeHash(hash);
  return true;
}

/**
 * {@link scanSimpleRoutePath} with the shape itself: the router path and shape of a simple
 * path, or `null` for anything else.
 */
export function convertSimpleRoutePath(path: string): { routerPath: string; shape: string } | null {
  const out: SimpleRoutePathScan = { routerPath: '', shapeHash: 0 };
  if (!scanSimpleRoutePath(path, out)) return null;
  return { routerPath: out.routerPath, shape: routerPathShape(out.routerPath) };
}

/**
 * A key that is equal for router paths that match the same URLs: parameter names are
 * dropped and literals lower-cased (the router matches case-insensitively). Two routes with
 * the same shape shadow each other; the first (oldest) one wins.
 */
export function routerPathShape(routerPath: string): string {
  const lower = routerPath.toLowerCase();
  if (!lower.includes('$')) return lower;
  // `[^{}/]`, not `[^}/]`: a failed `{-$…` stops at the next `{`, so no character is rescanned
  // from every brace before it (that was quadratic on `{-${-${-$…`).
  const optionals = lower.includes('{') ? lower.replace(/\{-\$[^{}/]*\}/g, ':?') : lower;
  return optionals.replace(/\/\$[^/]+/g, '/:').replace(/\/\$$/, '/*');
}
