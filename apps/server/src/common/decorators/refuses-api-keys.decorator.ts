import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';

export const REFUSES_API_KEYS_KEY = 'atrium:refusesApiKeys';

/** The 403 an API key gets from such a handler, as the API document words it. */
export const API_KEY_REFUSAL_DESCRIPTION =
  'FORBIDDEN for an API key: account actions, API keys, users and roles need a person signed in';

/**
 * A handler or controller only a person may use: a caller authenticated with an API key gets 403
 * (account actions — sign-out, password, 2FA, sessions, profile and preferences — and the
 * administration of API keys, users and roles). A key never escalates: it cannot make keys, change
 * who holds which role, or take over its creator's account. The 403 is in the API document of
 * each operation behind the bearer token (an operation's own 403 entry, where it has one, keeps
 * its words); `documentCommonResponses` drops it from the public ones (sign-in, sign-up…), which
 * no key reaches as a key.
 */
export const RefusesApiKeys = () =>
  applyDecorators(
    SetMetadata(REFUSES_API_KEYS_KEY, true),
    ApiForbiddenResponse({ description: API_KEY_REFUSAL_DESCRIPTION }),
  );
