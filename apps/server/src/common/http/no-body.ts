import { adminUserActionBodySchema } from '@atrium/schema';
import { ZodValidationPipe } from '../pipes/zod-validation.pipe.js';

const noBody = new ZodValidationPipe(adminUserActionBodySchema, 'This call takes no body');

/**
 * The check of an endpoint that takes no body: none, or `{}`, passes (a client that sends `{}`
 * on every POST works); anything else is a 400 `VALIDATION_FAILED` 'This call takes no body'
 * (`{path: '', message: 'Unrecognized key: "x"'}`), as POST /users/:id/reset-2fa answers.
 */
export function refuseBody(body: unknown): void {
  if (body !== undefined) noBody.transform(body, { type: 'body' });
}
