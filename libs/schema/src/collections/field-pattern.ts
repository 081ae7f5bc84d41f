import { RE2JS, RE2JSException } from 're2js';
import { FIELD_PATTERN_MAX_LENGTH, FIELD_PATTERN_MAX_PROGRAM_SIZE } from './collection-limits.js';

/**
 * Field patterns are compiled with RE2 (re2js), never with the native RegExp: RE2 matches in time
 * linear in the input whatever the pattern, so a pattern written by an integrator can neither
 * stall the server nor the browser on hostile data (no catastrophic backtracking). The price is
 * RE2's syntax: no backreferences and no lookaround, `\x{e9}` rather than `\u00e9`.
 *
 * A pattern is searched for, unanchored, as in JSON Schema: write `^…$` to match a whole value.
 */
export type CompiledFieldPattern =
  | {
      ok: true;
      test: (value: string) => boolean;
      /** RE2 program size: checking a value costs about this × its length. */
      size: number;
    }
  | { ok: false; message: string };

/** RE2 parse errors that mean "this needs backtracking" rather than "this is malformed". */
const BACKTRACKING_ERRORS: ReadonlySet<string> = new Set([
  'invalid or unsupported Perl syntax', // (?= (?! lookahead, atomic groups, possessive forms
  'invalid named capture', // (?<= (?<! lookbehind
]);
const BACKREFERENCE = /\\[1-9]|\\k</;

const MAX_SHOWN = 60;
function show(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/**
 * Compiled patterns by source, least recently used first. Compiling costs milliseconds for a large
 * pattern, and the same patterns come back for every record schema built and every default checked.
 */
const cache = new Map<string, CompiledFieldPattern>();
const CACHE_SIZE = 256;

/** Compiles a field `pattern` with RE2, or says why it cannot be used. Never throws. */
export function compileFieldPattern(pattern: string): CompiledFieldPattern {
  if (typeof pattern !== 'string') return { ok: false, message: 'pattern must be a string' };
  const cached = cache.get(pattern);
  if (cached) {
    cache.delete(pattern);
    cache.set(pattern, cached);
    return cached;
  }
  const compiled = compile(pattern);
  cache.set(pattern, compiled);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return compiled;
}

function compile(pattern: string): CompiledFieldPattern {
  if (pattern.length > FIELD_PATTERN_MAX_LENGTH) {
    return { ok: false, message: `pattern must be at most ${FIELD_PATTERN_MAX_LENGTH} characters` };
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (error) {
    const detail =
      error instanceof RE2JSException ? error.message.replace(/^error parsing regexp: /, '') : '';
    const kind = (error as { error?: unknown }).error;
    if ((typeof kind === 'string' && BACKTRACKING_ERRORS.has(kind)) || BACKREFERENCE.test(pattern)) {
      return {
        ok: false,
        message: `pattern uses a construct that cannot be matched in linear time (lookaround or backreference): ${show(detail)}`,
      };
    }
    return {
      ok: false,
      message: `pattern is not a valid RE2 regular expression: ${show(detail || 'invalid')}`,
    };
  }
  if (re.programSize() > FIELD_PATTERN_MAX_PROGRAM_SIZE) {
    return {
      ok: false,
      message: `pattern is too complex (RE2 program size ${re.programSize()}, at most ${FIELD_PATTERN_MAX_PROGRAM_SIZE}): use smaller repeat counts`,
    };
  }
  return { ok: true, test: (value: string) => re.test(value), size: re.programSize() };
}
