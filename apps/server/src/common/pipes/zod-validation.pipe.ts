import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { AppException } from '../errors/app.exception.js';
import { issueDetails, queryIssueDetails } from '../errors/zod-details.js';
import type { ErrorDetail } from '../errors/error-body.js';

/**
 * Validates a body (or query/param) with a shared zod schema from libs/schema. On a query string
 * each unknown parameter is a detail at its own name (queryIssueDetails); a path parameter's
 * details are at its name.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    /**
     * The error's message, or how to word it from the problems (e.g. naming the first item) and
     * the input they were found in.
     */
    private readonly message:
      string | ((details: ErrorDetail[], input: unknown) => string) = 'Validation failed',
  ) {}

  transform(value: unknown, metadata?: ArgumentMetadata): T {
    const result = this.schema.safeParse(value, { reportInput: true });
    if (!result.success) {
      // A path parameter's problems are at its name (`id`), as the UUID parameters' are.
      const details =
        metadata?.type === 'query'
          ? queryIssueDetails(result.error.issues)
          : metadata?.type === 'param' && metadata.data
            ? issueDetails(result.error.issues, [metadata.data])
            : issueDetails(result.error.issues);
      throw AppException.validation(
        typeof this.message === 'string' ? this.message : this.message(details, value),
        details,
      );
    }
    return result.data;
  }
}
