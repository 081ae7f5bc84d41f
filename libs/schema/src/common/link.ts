import { z } from 'zod';
import { LINK_MAX_LENGTH, LINK_MESSAGES } from './link-messages.js';

/**
 * The one rule for every link a user types that Atrium later renders as `href`: navigation items'
 * `path`/`href`, a `link` module's `url`, a Links widget's `url`. One function, so the API and
 * the client's forms refuse the same inputs with the same message.
 */

// The WHATWG URL class of both runtimes this library runs in (Node.js and browsers); the library
// compiles without DOM or Node types, so it names the one method it uses.
declare const URL: { canParse(url: string): boolean };

/**
 * `http(s)://` + a host name or bracketed IPv6 address + an optional port, then a path, query or
 * fragment. No user name or password: in `https://atrium.local@evil.example/` the host is
 * `evil.example`, which a reader takes for `atrium.local`.
 */
const HTTP_URL =
  /^https?:\/\/([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]|$)/i;
// C0 and C1 control characters, DEL, the Unicode line/paragraph separators, and the bidirectional
// marks and controls (a link with U+202E shows its host backwards: `https://evil.example/\u202Emoc.knab`).
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/** `.` or `..`, spelled plainly or percent-encoded (`%2e`). */
function isDotSegment(segment: string): boolean {
  return segment.length <= 6 && /^(?:\.|%2e){1,2}$/i.test(segment);
}

export interface LinkRule {
  /** Also accept a path on this site (`/…`); false: only an http(s) URL. Default true. */
  paths?: boolean;
  /** Default {@link LINK_MAX_LENGTH}. */
  maxLength?: number;
}

/**
 * Why `value` cannot be a link, or null. Accepted: an internal path (starts with one `/`, never
 * `//` or `/\`, which browsers treat as another host, and with no `//`, dot segments or encoded
 * slashes in its path), unless `paths` is false, or an absolute
 * `http:`/`https:` URL with a host and no user name. Everything else — `javascript:`, `data:`,
 * `vbscript:`, `file:`, relative paths, whitespace or control characters anywhere, backslashes —
 * is refused.
 */
export function linkProblem(value: unknown, rule: LinkRule = {}): string | null {
  const { paths = true, maxLength = LINK_MAX_LENGTH } = rule;
  if (typeof value !== 'string') return LINK_MESSAGES.NOT_TEXT;
  if (value.length === 0) return LINK_MESSAGES.EMPTY;
  if (value.length > maxLength) return `Link must be at most ${maxLength} characters`;
  if (CONTROL_OR_SPACE.test(value)) return LINK_MESSAGES.SPACE_OR_CONTROL;
  if (value.includes('\\')) return LINK_MESSAGES.BACKSLASH;
  const expected = paths ? LINK_MESSAGES.PATH_OR_URL : LINK_MESSAGES.URL_ONLY;
  if (value.startsWith('/') && paths) {
    if (value.startsWith('//')) return LINK_MESSAGES.OTHER_HOST_PATH;
    // Nothing a browser, proxy or later redirect could normalise into "//host": `/./..//evil`,
    // `/%2F%2Fevil`, `/%5Cevil`.
    const end = value.search(/[?#]/);
    const path = end === -1 ? value : value.slice(0, end);
    if (path.includes('//') || /%2f|%5c/i.test(path) || path.split('/').some(isDotSegment)) {
      return LINK_MESSAGES.PATH_SEGMENTS;
    }
    return null;
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
  if (!scheme) return expected;
  const protocol = scheme[1].toLowerCase();
  if (protocol !== 'http' && protocol !== 'https') return `${expected}, not a "${protocol}:" URL`;
  if (!HTTP_URL.test(value)) return LINK_MESSAGES.NO_USER_NAME;
  // The shape above allows any 5 digits and any bracketed hex; the WHATWG parser (as a browser
  // follows the link) refuses `:99999` and `[1:2]`.
  if (!URL.canParse(value)) return LINK_MESSAGES.BAD_HOST_OR_PORT;
  return null;
}

/**
 * {@link linkProblem} as a zod string schema. `trim`: surrounding spaces are removed first (form
 * fields), instead of refused.
 */
export function linkSchema(rule: LinkRule & { trim?: boolean } = {}) {
  const { paths = true, maxLength = LINK_MAX_LENGTH } = rule;
  const text = rule.trim ? z.string().trim() : z.string();
  return text
    .superRefine((value, ctx) => {
      const problem = linkProblem(value, rule);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      // For the JSON Schema (OpenAPI, GET /module-types): the refinement itself is not expressible.
      description: paths
        ? 'A path on this site ("/…", not "//…") or an http(s) URL with a host and no user name'
        : 'An http(s) URL with a host and no user name',
      format: paths ? 'uri-reference' : 'uri',
      maxLength,
    });
}
