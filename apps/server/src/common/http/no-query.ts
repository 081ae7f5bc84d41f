import { z } from 'zod';
import { ZodValidationPipe } from '../pipes/zod-validation.pipe.js';

const noQuery = new ZodValidationPipe(z.strictObject({}), 'This call takes no query parameters');

/**
 * The check of an endpoint that takes no query parameters: any parameter is a 400
 * `VALIDATION_FAILED` 'This call takes no query parameters', each a detail at its name
 * (`{path: 'x', message: 'Unrecognized key: "x"'}`), as GET /schemas answers.
 */
export function refuseQueryParameters(query: unknown): void {
  if (query && typeof query === 'object' && Object.keys(query).length > 0) {
    noQuery.transform(query, { type: 'query' });
  }
}
