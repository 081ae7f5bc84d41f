import type { PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { AppException } from '../errors/app.exception.js';
import { issueDetails } from '../errors/zod-details.js';

/** Validates a body (or query/param) with a shared zod schema from libs/schema. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    private readonly message = 'Validation failed',
  ) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value, { reportInput: true });
    if (!result.success) throw AppException.validation(this.message, issueDetails(result.error.issues));
    return result.data;
  }
}
