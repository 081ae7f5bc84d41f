import { FORM_MESSAGES } from '@atrium/schema';
import { AppException } from '../../common/errors/app.exception.js';
import type { ErrorDetail } from '../../common/errors/error-body.js';

/** The refusals of the forms endpoints, in the API error shape. */
export const FormErrors = {
  notFound: () => AppException.notFound(FORM_MESSAGES.NOT_FOUND),
  nameTaken: (name: string) =>
    AppException.conflict(FORM_MESSAGES.NAME_TAKEN(name), [
      { path: 'name', message: FORM_MESSAGES.NAME_TAKEN(name) },
    ]),
  hasSubmissions: (count: number) => AppException.conflict(FORM_MESSAGES.HAS_SUBMISSIONS(count)),
  alreadySubmitted: () => AppException.conflict(FORM_MESSAGES.ALREADY_SUBMITTED),
  nothingToPublish: () =>
    AppException.validation(FORM_MESSAGES.NOTHING_TO_PUBLISH, [
      { path: 'schema.fields', message: FORM_MESSAGES.NOTHING_TO_PUBLISH },
    ]),
  unknownRoles: (details: ErrorDetail[]) => AppException.validation(FORM_MESSAGES.INVALID_FORM, details),
  invalidSubmission: (details: ErrorDetail[]) =>
    AppException.validation(FORM_MESSAGES.INVALID_SUBMISSION, details),
};
