import { z } from 'zod';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { RECOVERY_CODE_COUNT } from './auth-limits.js';
import { userSchema } from './user.js';

/** `{accessToken, refreshToken, expiresAt}`: expiresAt is the access token's expiry in Unix seconds. */
export const tokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number().int().positive(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** 200 of `POST /auth/signin`. */
export const authResponseSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * 201 of `POST /auth/signup`. `tokens` is null only when the server requires a verified email
 * before sign-in (REQUIRE_EMAIL_VERIFICATION): the user must follow the emailed link first.
 */
export const signUpResponseSchema = z.object({ user: userSchema, tokens: tokensSchema.nullable() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** 200 of `POST /auth/refresh`. */
export const refreshResponseSchema = z.object({ tokens: tokensSchema });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** 200 of `GET /auth/me`, `POST /auth/update-session`, `POST /auth/verify-email`, `PATCH /users/me`. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** One row of `GET /auth/sessions`; `current` marks the session of the calling token. */
export const sessionSchema = z.object({
  id: z.string().regex(UUID_PATTERN),
  created_at: isoTimestampSchema,
  last_used_at: isoTimestampSchema,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** 200 of `POST /auth/setup-2fa`: show `otpauthUrl` as a QR code; 2FA is on only after enable-2fa. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().min(16),
  otpauthUrl: z.string().startsWith('otpauth://'),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** 200 of `POST /auth/enable-2fa`: the recovery codes, shown once. */
export const recoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Body of the calls that answer with a confirmation only (202 forgot/resend, 200 change/reset/disable). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
