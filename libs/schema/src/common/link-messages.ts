// The link rule's bound and messages (the rule itself is in link.ts), apart from zod: the client's
// first page reads them (its validation messages' table) without loading zod.

/** Links are at most this long unless a caller's column says less. */
export const LINK_MAX_LENGTH = 2048;

/** The rule's fixed messages (the client translates them by these texts). */
export const LINK_MESSAGES = Object.freeze({
  NOT_TEXT: 'Link must be a string',
  EMPTY: 'Link must not be empty',
  SPACE_OR_CONTROL: 'Link must not contain spaces or control characters',
  BACKSLASH: 'Link must not contain "\\"',
  OTHER_HOST_PATH: 'Link must be a path on this site ("/…") or an http(s) URL, not "//…"',
  PATH_SEGMENTS: 'Link path must not contain "//", "." or ".." segments, or encoded slashes',
  PATH_OR_URL: 'Link must be a path starting with "/" or an http(s) URL',
  URL_ONLY: 'Link must be an http(s) URL',
  NO_USER_NAME: 'Link URL must be http(s)://host[:port][/path], with no user name',
  BAD_HOST_OR_PORT: 'Link URL must have a valid host and a port from 0 to 65535',
});
