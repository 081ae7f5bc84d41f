/**
 * Bounds on auth input, shared by the server's validation and the client's forms.
 * Passwords: at least 8 characters for new ones (NIST SP 800-63B), at most 128 (OWASP ASVS
 * 2.1.2); a password being checked (sign-in, current password) may be up to 1024 characters so
 * that accounts made by the ADMIN_PASSWORD bootstrap can always sign in.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_CHECK_MAX_LENGTH = 1024;

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** first_name and last_name. */
export const NAME_MAX_LENGTH = 100;

/** Extra profile fields (sign-up metadata and PATCH /users/me): how many, key shape, value size. */
export const PROFILE_EXTRA_MAX_KEYS = 30;
export const PROFILE_TEXT_MAX_LENGTH = 2000;
/** A letter, then letters, digits or `_`; at most 64 characters. */
export const PROFILE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** Keys that look like secrets are never stored in a profile. */
export const PROFILE_SECRET_KEY_PATTERN = /pass|secret|token|otp|totp/i;
/**
 * Keys that claim an authority, a status or another account, matched on the key lower-cased
 * without `_` (`is_admin`, `isAdmin`, `IS_ADMIN` alike): admin, owner or staff flags, roles,
 * permissions, verified or disabled flags and ids of Atrium's rows. A profile is free-form text
 * about the person; a client or integration reading `profile.is_admin` must never see one the
 * user wrote themselves.
 */
export const PROFILE_AUTHORITY_KEY_PATTERN =
  /^(is)?(admin|superadmin|superuser|staff|owner|platformowner|moderator|root|verified|disabled|banned|active)$|^(roles?|permissions?|scopes?|platformroles?|zoneroles?|(user|zone|hub|owner|session)ids?)$/;
/** Keys naming who did something (`created_by`, `invitedBy`): another account's id is not a profile field. */
export const PROFILE_ACTOR_KEY_PATTERN = /(_by|By)$/;

/** A TOTP code: 6 digits. Anything else in `totpCode` is treated as a recovery code. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Number of single-use recovery codes made when 2FA is enabled. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A session signed in at most this long ago (10 minutes) may turn two-factor authentication on
 * with a code alone; an older one must also give the password (GitHub's "sudo mode", shorter).
 */
export const RECENT_SIGN_IN_S = 10 * 60;
/** Longest string accepted in `totpCode` (a code or a recovery code, with separators). */
export const TOTP_CODE_MAX_LENGTH = 64;

/** Opaque tokens (refresh, reset, verification): base64url, this many characters at most. */
export const OPAQUE_TOKEN_MAX_LENGTH = 256;
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Password-reset links are valid this long, once. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/** Email-verification links are valid this long, once. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** An admin's invitation to a new account: its link sets the first password, once, within 7 days. */
export const ACCOUNT_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Platform role used when a user has no user_profiles row. */
export const GUEST_ROLE = 'guest';
/** Platform role given at sign-up (a role sent by the client is ignored). */
export const DEFAULT_USER_ROLE = 'user';

/** Message of a `POST /auth/regenerate-recovery-codes` body that carries neither proof. */
export const REGENERATE_RECOVERY_CODES_PROOF_REQUIRED =
  'Enter your password or a code from your authenticator app';
