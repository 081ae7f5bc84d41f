import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_KEY_MESSAGES,
  acceptAccountInviteSchema,
  accountInvitePreviewRequestSchema,
  accountInvitePreviewSchema,
  changePasswordSchema,
  emailOnlySchema,
  refreshSchema,
  resetPasswordSchema,
  sessionIdSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@atrium/schema';
import type {
  AcceptAccountInvite,
  AccountInvitePreview,
  AccountInvitePreviewRequest,
  AuthResponse,
  ChangePassword,
  EmailOnly,
  MessageResponse,
  RefreshInput,
  RefreshResponse,
  ResetPassword,
  SessionsResponse,
  SignIn,
  SignUp,
  SignUpResponse,
  UserResponse,
  VerifyEmail,
} from '@atrium/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BodyIgnored } from '../../common/decorators/body-ignored.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { jsonSchemaOf } from '../../common/http/openapi.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { AuthIpRateLimitGuard } from '../rate-limit/auth-ip-rate-limit.guard.js';
import { AccountInvites } from './account-invites.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { FailsAs, FailsAsInterceptor } from './fails-as.interceptor.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { PasswordService } from './password.service.js';
import { RefreshBodyPipe } from './refresh-body.pipe.js';
import { requestMeta } from './request-meta.js';
import { signedInPrincipal } from './request-authenticator.js';
import type { AuthenticatedRequest } from './request-authenticator.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';
import { AppException } from '../../common/errors/app.exception.js';

/** What POST /auth/signout reads of its body: the refresh call's `refreshToken`, optional. */
const signOutBodySchema = z.object({ refreshToken: refreshSchema.shape.refreshToken.optional() });

/**
 * The refresh token of a sign-out's body (checked as POST /auth/refresh checks it), or undefined.
 * Read leniently: a sign-out never fails because of its body (a refused one would leave the
 * session alive), so anything else is ignored.
 */
function signOutRefreshToken(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const token = refreshSchema.shape.refreshToken.safeParse(
    (input as { refreshToken?: unknown }).refreshToken,
  );
  return token.success ? token.data : undefined;
}

const body = (schema: z.ZodType) => ApiBody({ schema: z.toJSONSchema(schema, { io: 'input' }) as object });
const limited = () => ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' });

@ApiTags('auth')
@Controller('auth')
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor, FailsAsInterceptor)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly verification: EmailVerificationService,
    private readonly invites: AccountInvites,
  ) {}

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('signup')
  @FailsAs('SIGNUP_FAILED')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an account (role user) and sign in',
    description:
      'Extra keys are kept as profile fields; a role is ignored. tokens is null when REQUIRE_EMAIL_VERIFICATION is on. A taken email: 409 SIGNUP_FAILED, or (with REQUIRE_EMAIL_VERIFICATION) the same 201 as a new account.',
  })
  @body(signUpSchema)
  @ApiCreatedResponse({ description: '{user, tokens}' })
  @ApiConflictResponse({ description: 'SIGNUP_FAILED' })
  @limited()
  signUp(
    @Body(new ZodValidationPipe(signUpSchema)) input: SignUp,
    @Req() req: FastifyRequest,
  ): Promise<SignUpResponse> {
    return this.auth.signUp(input, requestMeta(req));
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('signin')
  @FailsAs('SIGNIN_FAILED')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with email, password and (when 2FA is on) totpCode: a TOTP or recovery code',
  })
  @body(signInSchema)
  @ApiOkResponse({ description: '{user, tokens}' })
  @ApiUnauthorizedResponse({
    description: 'SIGNIN_FAILED, or MFA_REQUIRED when 2FA is on and no code was sent',
  })
  @limited()
  signIn(
    @Body(new ZodValidationPipe(signInSchema)) input: SignIn,
    @Req() req: FastifyRequest,
  ): Promise<AuthResponse> {
    return this.auth.signIn(input, requestMeta(req));
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('refresh')
  @FailsAs('REFRESH_FAILED')
  @HttpCode(200)
  @ApiOperation({
    summary: 'New tokens for a refresh token; the old one is spent (using it again revokes the session)',
  })
  @body(refreshSchema)
  @ApiOkResponse({ description: '{tokens}' })
  @ApiUnauthorizedResponse({
    description:
      'REFRESH_FAILED: the token is unknown, spent or expired, or there is none (no body, {}, null, "" or blank: detail "No refresh token available" at refreshToken)',
  })
  @limited()
  refresh(@Body(new RefreshBodyPipe()) input: RefreshInput): Promise<RefreshResponse> {
    return this.auth.refresh(input.refreshToken);
  }

  @Get('me')
  @FailsAs('USER_FAILED')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ description: '{user}' })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  me(@CurrentUser() me: Principal): Promise<UserResponse> {
    return this.auth.me(me);
  }

  @Post('update-session')
  @FailsAs('SESSION_FAILED')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user, re-read with profile and role' })
  @ApiOkResponse({ description: '{user}' })
  updateSession(@CurrentUser() me: Principal): Promise<UserResponse> {
    return this.auth.updateSession(me);
  }

  // Public so that a refresh token alone can end its session: a client whose access token has
  // expired (a laptop woken after 15 minutes) signs out with it, and a 401 would leave the session
  // and its refresh token alive for REFRESH_TOKEN_TTL. Without a live bearer token or a refresh
  // token of a live session the answer is the 401 every signed-in call gives.
  @Public()
  @Post('signout')
  @BodyIgnored()
  @FailsAs('SIGNOUT_FAILED')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Revoke this session at once',
    description:
      'Revokes the session of the bearer token and, when the body is {refreshToken}, the session that refresh token belongs to (also with an expired or no access token). Any other body is ignored. 401 UNAUTHENTICATED when neither names a live session.',
  })
  @body(signOutBodySchema)
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({
    description: 'UNAUTHENTICATED: no live session named by the bearer token or the refresh token',
  })
  async signOut(@Req() req: FastifyRequest, @Body() input: unknown): Promise<void> {
    const principal = (req as AuthenticatedRequest).principal;
    // Public, so the guard's refusal of API keys does not run here: a key has no session to end.
    if (principal?.apiKeyId !== undefined) throw AppException.forbidden(API_KEY_MESSAGES.REFUSED_FOR_KEYS);
    if (principal) await this.auth.signOut(principal);
    const refreshToken = signOutRefreshToken(input);
    const ended = refreshToken !== undefined && (await this.auth.signOutRefreshToken(refreshToken));
    if (!principal && !ended) signedInPrincipal(req); // throws the 401 (or why the token could not be checked)
  }

  @Post('signout-all')
  @FailsAs('SIGNOUT_ALL_FAILED')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke every session of the user, this one included' })
  @ApiNoContentResponse()
  async signOutAll(@CurrentUser() me: Principal): Promise<void> {
    await this.auth.signOutAll(me);
  }

  @Get('sessions')
  @FailsAs('SESSIONS_FAILED')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The user's live sessions; current marks this one" })
  @ApiOkResponse({ description: '{sessions: [{id, created_at, last_used_at, user_agent, ip, current}]}' })
  sessions(@CurrentUser() me: Principal): Promise<SessionsResponse> {
    return this.auth.listSessions(me);
  }

  @Delete('sessions/:id')
  @FailsAs('REVOKE_FAILED')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke one of your sessions' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'REVOKE_FAILED: not a live session of yours' })
  async revokeSession(
    @CurrentUser() me: Principal,
    @Param('id', new ZodValidationPipe(sessionIdSchema, 'Invalid session id')) id: string,
  ): Promise<void> {
    await this.auth.revokeSession(me, id);
  }

  @Post('change-password')
  @FailsAs('PASSWORD_CHANGE_FAILED')
  @HttpCode(200)
  @UseGuards(AuthIpRateLimitGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the password (needs the current one); your other sessions are revoked' })
  @body(changePasswordSchema)
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({
    description: 'PASSWORD_CHANGE_FAILED (wrong current password) or VALIDATION_FAILED',
  })
  @limited()
  async changePassword(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(changePasswordSchema)) input: ChangePassword,
  ): Promise<MessageResponse> {
    await this.passwords.change(me, input.currentPassword, input.newPassword);
    return { message: 'Password changed' };
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Mail a password-reset link (30 minutes, single use); 202 whether or not the email exists',
  })
  @body(emailOnlySchema)
  @ApiAcceptedResponse({ description: '{message}' })
  @limited()
  async forgotPassword(
    @Body(new ZodValidationPipe(emailOnlySchema)) input: EmailOnly,
  ): Promise<MessageResponse> {
    await this.passwords.forgot(input.email);
    return { message: 'If an account exists for this email, a link to reset the password is on its way' };
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('reset-password')
  @FailsAs('PASSWORD_RESET_FAILED')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; every session is revoked' })
  @body(resetPasswordSchema)
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({ description: 'PASSWORD_RESET_FAILED: invalid, expired or used token' })
  @limited()
  async resetPassword(
    @Body(new ZodValidationPipe(resetPasswordSchema)) input: ResetPassword,
  ): Promise<MessageResponse> {
    await this.passwords.reset(input.token, input.newPassword);
    return { message: 'Password reset. Sign in with the new password.' };
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('accept-invite')
  @FailsAs('INVITATION_ACCEPT_FAILED')
  @HttpCode(200)
  @ApiOperation({
    summary: "Accept an admin's invitation: choose the first password and sign in",
    description:
      'The token of the invitation mail (single use, 7 days) and the new password. The address is verified by the link. The account must still be waiting for its first password and not be disabled.',
  })
  @body(acceptAccountInviteSchema)
  @ApiOkResponse({ description: '{user, tokens}' })
  @ApiBadRequestResponse({
    description: 'INVITATION_ACCEPT_FAILED: invalid, expired or used token, or a password that is too weak',
  })
  @limited()
  acceptInvite(
    @Body(new ZodValidationPipe(acceptAccountInviteSchema)) input: AcceptAccountInvite,
    @Req() req: FastifyRequest,
  ): Promise<AuthResponse> {
    return this.auth.acceptInvite(input, requestMeta(req));
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('accept-invite/preview')
  @FailsAs('INVITATION_ACCEPT_FAILED')
  @HttpCode(200)
  @ApiOperation({
    summary: "What an admin's invitation link's page shows before a password is chosen (public, IP-limited)",
    description:
      "The account's address, the platform role it comes with, who sent the link and until when it works. The token goes in the body, never in a URL. Any link that accepting would refuse answers its same 400 INVITATION_ACCEPT_FAILED, naming nothing.",
  })
  @body(accountInvitePreviewRequestSchema)
  @ApiOkResponse({
    description: '{email, role, role_label, role_description, invited_by_name, expires_at}',
    schema: jsonSchemaOf(accountInvitePreviewSchema),
  })
  @ApiBadRequestResponse({
    description: 'INVITATION_ACCEPT_FAILED: invalid, expired, used or cancelled link',
  })
  @limited()
  previewInvite(
    @Body(new ZodValidationPipe(accountInvitePreviewRequestSchema)) input: AccountInvitePreviewRequest,
  ): Promise<AccountInvitePreview> {
    return this.invites.preview(input.token);
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('resend-verification')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a new verification link; 202 whether or not the email exists' })
  @body(emailOnlySchema)
  @ApiAcceptedResponse({ description: '{message}' })
  @limited()
  async resendVerification(
    @Body(new ZodValidationPipe(emailOnlySchema)) input: EmailOnly,
  ): Promise<MessageResponse> {
    await this.verification.resend(input.email);
    return { message: 'If this email needs confirming, a new link is on its way' };
  }

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('verify-email')
  @FailsAs('EMAIL_VERIFICATION_FAILED')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email address with the token from the mail (24 hours, single use)' })
  @body(verifyEmailSchema)
  @ApiOkResponse({ description: '{user}' })
  @ApiBadRequestResponse({ description: 'EMAIL_VERIFICATION_FAILED' })
  @limited()
  verifyEmail(@Body(new ZodValidationPipe(verifyEmailSchema)) input: VerifyEmail): Promise<UserResponse> {
    return this.verification.verify(input.token);
  }
}
