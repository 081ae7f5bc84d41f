/**
 * The /auth calls the auth store makes. Bodies are checked by the server (libs/schema); the
 * client does not ship zod in its first chunk, so answers are trusted as typed. A body-less POST
 * sends no Content-Type (the server refuses an empty JSON body).
 */
import type {
  AcceptAccountInvite,
  AuthResponse,
  RefreshResponse,
  SignIn,
  SignUpInput,
  SignUpResponse,
  UserResponse,
} from '@atrium/schema';
import { request } from '../api/http';
import { initialLanguage } from '../i18n/i18n';

export interface AuthApi {
  signIn(input: SignIn): Promise<AuthResponse>;
  signUp(input: SignUpInput): Promise<SignUpResponse>;
  /** POST /auth/accept-invite: an admin's invitation link sets the first password and signs in. */
  acceptInvite(input: AcceptAccountInvite): Promise<AuthResponse>;
  /** GET /auth/me with the given access token (the stored session being validated). */
  me(accessToken?: string): Promise<UserResponse>;
  refresh(refreshToken: string): Promise<RefreshResponse>;
  /** POST /auth/update-session: the user re-read with profile and role. */
  updateSession(): Promise<UserResponse>;
  /**
   * POST /auth/signout for the session of this token; a 401 never ends the session in hand. The
   * session's refresh token goes along, so the server ends the session even once the access token
   * has expired (a laptop woken after a while).
   */
  signOut(accessToken: string, refreshToken?: string): Promise<void>;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header value
const bearer = (token: string | undefined) => (token ? { Authorization: `Bearer ${token}` } : undefined);

export const authApi: AuthApi = {
  signIn: (input) => request('/auth/signin', { method: 'POST', json: input, auth: false }),
  // The language the visitor reads the page in becomes the new account's (and its mails').
  signUp: (input) =>
    request('/auth/signup', {
      method: 'POST',
      json: input,
      auth: false,
      headers: { 'Accept-Language': initialLanguage() },
    }),
  acceptInvite: (input) => request('/auth/accept-invite', { method: 'POST', json: input, auth: false }),
  me: (accessToken) => request('/auth/me', { headers: bearer(accessToken) }),
  refresh: (refreshToken) =>
    request('/auth/refresh', { method: 'POST', json: { refreshToken }, auth: false }),
  updateSession: () => request('/auth/update-session', { method: 'POST' }),
  // Either the session in hand while signing out (nothing left to end) or one being replaced.
  signOut: (accessToken, refreshToken) =>
    request('/auth/signout', {
      method: 'POST',
      headers: bearer(accessToken),
      ...(refreshToken ? { json: { refreshToken } } : {}),
      announceAuthFailure: false,
    }),
};
