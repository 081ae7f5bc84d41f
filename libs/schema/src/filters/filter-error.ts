/** One problem with a query parameter; `path` is the parameter name (e.g. `is_active`, `limit`). */
export interface FilterErrorDetail {
  path: string;
  message: string;
}

/**
 * Thrown by the filter module for any malformed query: unknown column or operator, missing
 * operator or value, uncoercible value, bad limit/offset/order/select. Maps to a 400
 * `VALIDATION_FAILED` response whose `details` are {@link FilterError.details}.
 */
/**
 * A detail's words for the error's own message, where they differ from the detail's (kept beside
 * it, never sent): a paging problem's detail says `Must be a whole number` at `limit`, as every
 * list endpoint's does, and the message, which has no path, `Invalid limit: must be a whole number`.
 */
const summaryOf = new WeakMap<FilterErrorDetail, string>();

/**
 * A problem with the value of query parameter `name` (`limit`, `offset`), worded as a detail at
 * that name (`Must be a whole number`); the error's message names the parameter.
 */
export function parameterValueError(name: string, problem: string): FilterError {
  const detail = { path: name, message: problem };
  summaryOf.set(detail, `Invalid ${name}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
  return new FilterError([detail]);
}

export class FilterError extends Error {
  override readonly name = 'FilterError';
  readonly code = 'VALIDATION_FAILED';
  readonly status = 400;
  readonly details: FilterErrorDetail[];

  constructor(details: FilterErrorDetail[] | FilterErrorDetail | string, path = '') {
    const list: FilterErrorDetail[] =
      typeof details === 'string'
        ? [{ path, message: details }]
        : Array.isArray(details)
          ? details
          : [details];
    super(list.length > 0 ? list.map((d) => summaryOf.get(d) ?? d.message).join('; ') : 'Invalid query');
    this.details = list;
  }
}

/** True for {@link FilterError} instances (also across bundle copies, by name and shape). */
export function isFilterError(error: unknown): error is FilterError {
  return (
    error instanceof FilterError ||
    (error instanceof Error && error.name === 'FilterError' && Array.isArray((error as FilterError).details))
  );
}

const MAX_SHOWN = 60;

/** A parameter name or value quoted for an error message, cut to a readable length. */
export function quoteForMessage(text: string): string {
  return JSON.stringify(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
}

/**
 * Values of one query parameter as a list of strings; a FilterError for other shapes (`a[b]=c`
 * objects and the like).
 */
export function queryParamValues(name: string, value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  throw new FilterError(`Invalid value for parameter ${quoteForMessage(name)}: expected text`, name);
}

/**
 * Runs the parts of a query parse one by one and keeps the details of every FilterError (anything
 * else thrown becomes 'Invalid query'), so one 400 lists every problem of the query at once.
 */
export function filterErrorCollector(): { collect(run: () => void): void; details: FilterErrorDetail[] } {
  const details: FilterErrorDetail[] = [];
  return {
    details,
    collect(run) {
      try {
        run();
      } catch (error) {
        if (isFilterError(error)) details.push(...error.details);
        else details.push({ path: '', message: 'Invalid query' });
      }
    },
  };
}
