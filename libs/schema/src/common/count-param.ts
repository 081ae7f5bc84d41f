import { z } from 'zod';

/**
 * The paging parameters of the list endpoints (`limit`, `offset`): one wording for every problem
 * with them, whichever endpoint refuses it — GET /users, GET /schemas/:name/versions (zod query
 * schemas) and GET /routes, GET /rest/:c (the PostgREST-style parsers) alike. Each problem is a
 * detail at the parameter's name, so the words need not repeat it.
 */
export const COUNT_PARAM_WHOLE_NUMBER = 'Must be a whole number';
/** A query parameter sent twice (`?limit=1&limit=2`): which one was meant is not guessed. */
export const QUERY_PARAM_ONCE = 'Must be given only once';

export function countAtLeast(min: number): string {
  return `Must be at least ${min}`;
}

export function countAtMost(max: number): string {
  return `Must be at most ${max}`;
}

/** Longest digit string read as a count (below 2^53, so Number() is exact). */
const COUNT_DIGITS = /^\d{1,15}$/;

/**
 * What is wrong with a paging parameter's text, or null when it is a whole number within
 * `[min, max]` (no `max`: any size; the caller may cap it). A negative number is "at least",
 * not "a whole number": it is one, just too small.
 */
export function countParamProblem(raw: string, min: number, max?: number): string | null {
  if (/^-\d+$/.test(raw)) return countAtLeast(min);
  if (!COUNT_DIGITS.test(raw)) return COUNT_PARAM_WHOLE_NUMBER;
  const value = Number(raw);
  if (value < min) return countAtLeast(min);
  if (max !== undefined && value > max) return countAtMost(max);
  return null;
}

/**
 * A paging query parameter in a zod query schema: its text (sent once) as a number within
 * `[min, max]`, refused in the words of {@link countParamProblem}.
 */
export function countParamSchema(min: number, max: number) {
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? QUERY_PARAM_ONCE : COUNT_PARAM_WHOLE_NUMBER) })
    .transform((raw, ctx) => {
      const problem = countParamProblem(raw, min, max);
      if (problem === null) return Number(raw);
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    });
}
