import { z } from 'zod';
import { COUNT_PARAM_WHOLE_NUMBER, countAtLeast, countAtMost } from './count-param.js';

/** A value that must be a (finite) number and is not: text, `null`, or what JSON cannot hold. */
export const MUST_BE_A_NUMBER = 'Must be a number';
/** A value that must be a boolean and is not (`"yes"`, `1`, `"true"` in a JSON body). */
export const MUST_BE_TRUE_OR_FALSE = 'Must be true or false';

/**
 * A whole number in a body, worded as the paging parameters are (count-param.ts): anything that
 * is not one — text, a fraction, `Infinity` or `NaN` (a JSON number that overflows parses as
 * Infinity) — is 'Must be a whole number'; one out of `[min, max]` (1e300 included, beyond the
 * safe integers) is 'Must be at least N' / 'Must be at most N', one detail, never zod's "expected
 * int" beside "Too big". `abort` keeps the safe-integer check from adding a second issue.
 */
export function wholeNumberSchema(
  min: number = Number.MIN_SAFE_INTEGER,
  max: number = Number.MAX_SAFE_INTEGER,
) {
  return z
    .int({
      abort: true,
      error: (issue) =>
        issue.code === 'too_big'
          ? countAtMost(max)
          : issue.code === 'too_small'
            ? countAtLeast(min)
            : COUNT_PARAM_WHOLE_NUMBER,
    })
    .min(min, countAtLeast(min))
    .max(max, countAtMost(max));
}

/** A finite number: anything else (text, `Infinity`, `NaN`) is 'Must be a number'. */
export function numberSchema() {
  return z.number({ error: MUST_BE_A_NUMBER });
}

/** A boolean: anything else is 'Must be true or false', as on /users. */
export function booleanSchema() {
  return z.boolean({ error: MUST_BE_TRUE_OR_FALSE });
}
