/**
 * Translates a filter pattern (`*` = any run of characters, everything else literal) into a
 * PostgreSQL LIKE pattern: `*` → `%`, and the LIKE metacharacters `%`, `_` and the escape
 * character `\` are escaped with `\` (PostgreSQL's default LIKE escape).
 */
export function likePatternToSql(pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '*') out += '%';
    else if (ch === '%' || ch === '_' || ch === '\\') out += `\\${ch}`;
    else out += ch;
  }
  return out;
}

const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

/**
 * A RegExp matching the same strings as the pattern does under LIKE (or ILIKE when
 * `caseInsensitive`): anchored at both ends, `*` matching any characters including newlines.
 */
export function likePatternToRegExp(pattern: string, caseInsensitive = false): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(REGEXP_SPECIAL, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${body}$`, caseInsensitive ? 'iu' : 'u');
}
