import { SetMetadata } from '@nestjs/common';

export const REFUSES_API_KEYS_KEY = 'atrium:refusesApiKeys';

/**
 * A handler or controller only a person may use: a caller authenticated with an API key gets 403
 * (account actions — sign-out, password, 2FA, sessions, profile and preferences — and the
 * administration of API keys, users and roles). A key never escalates: it cannot make keys, change
 * who holds which role, or take over its creator's account.
 */
export const RefusesApiKeys = () => SetMetadata(REFUSES_API_KEYS_KEY, true);
