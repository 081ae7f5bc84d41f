import { SetMetadata } from '@nestjs/common';

export const BODY_IGNORED_KEY = 'atrium:bodyIgnored';

/**
 * A handler that takes no body but ignores one rather than refusing it (DeclaredInputInterceptor
 * refuses it everywhere else). Only for a call that must not fail on its input: POST
 * /auth/signout, which a client may send with its refresh token in the body, and whose refusal
 * would leave the session alive.
 */
export const BodyIgnored = () => SetMetadata(BODY_IGNORED_KEY, true);
