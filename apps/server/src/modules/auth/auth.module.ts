import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessTokenService } from './access-token.service.js';
import { AccountInvites } from './account-invites.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthenticationHook } from './authentication.hook.js';
import { CredentialsRepository } from './credentials.repository.js';
import { DeferredTasks } from './deferred-tasks.js';
import { EmailVerificationService } from './email-verification.service.js';
import { FailsAsInterceptor } from './fails-as.interceptor.js';
import { PasswordService } from './password.service.js';
import { RequestAuthenticator } from './request-authenticator.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

/** Accounts: sign-up/in, sessions and tokens, 2FA, password and email flows. See README.md. */
@Module({
  imports: [UsersModule, MailModule, RateLimitModule, ApiKeysModule],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AccessTokenService,
    AccountInvites,
    AuthService,
    AuthenticationHook,
    AuthTokensRepository,
    CredentialsRepository,
    DeferredTasks,
    EmailVerificationService,
    FailsAsInterceptor,
    PasswordService,
    RequestAuthenticator,
    SessionsRepository,
    SessionsService,
    TwoFactorService,
  ],
  exports: [RequestAuthenticator, SessionsService, DeferredTasks, TwoFactorService, AccountInvites],
})
export class AuthModule {}
