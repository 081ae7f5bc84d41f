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
    super(list.length > 0 ? list.map((d) => d.message).join('; ') : 'Invalid query');
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
