import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { isUuid } from '@atrium/schema';
import { AppException } from '../errors/app.exception.js';

/** A path parameter that must be a UUID: 400 "Invalid {what} id" otherwise; returned lower-cased. */
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly what: string) {}

  transform(value: string, meta: ArgumentMetadata): string {
    if (!isUuid(value)) {
      const message = `Invalid ${this.what} id`;
      throw AppException.validation(message, [{ path: meta.data ?? this.what, message }]);
    }
    return value.toLowerCase();
  }
}
