import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { countParamSchema } from '../common/count-param.js';
import { FORM_STATUSES } from './form-definition.js';
import {
  FORM_LIST_DEFAULT_LIMIT,
  FORM_LIST_MAX_LIMIT,
  FORM_LIST_MAX_OFFSET,
  FORM_SEARCH_MAX_LENGTH,
} from './form-limits.js';

/** What a `status` other than draft or published is refused with (a detail at `status`). */
export const FORM_STATUS_PARAM_MESSAGE = 'Must be draft or published';

/**
 * Query of GET /forms. `q` looks in the form's title and name (case-insensitively, as a plain
 * substring: `%` and `_` match themselves; blank is no search); `status` keeps the draft or the
 * published forms (members see published forms only, so `draft` leaves them none); `limit`
 * (1..1000, default 100) and `offset` (0..100,000) page them, by title then name. Any other
 * parameter, or one given twice, is refused.
 */
export const listFormsQuerySchema = z.strictObject({
  q: safeTextSchema(FORM_SEARCH_MAX_LENGTH)
    .optional()
    .transform((q) => (q === '' ? undefined : q)),
  status: z.enum(FORM_STATUSES, { error: FORM_STATUS_PARAM_MESSAGE }).optional(),
  limit: countParamSchema(1, FORM_LIST_MAX_LIMIT).default(FORM_LIST_DEFAULT_LIMIT),
  offset: countParamSchema(0, FORM_LIST_MAX_OFFSET).default(0),
});
export type ListFormsQueryInput = z.input<typeof listFormsQuerySchema>;
export type ListFormsQuery = z.output<typeof listFormsQuerySchema>;
