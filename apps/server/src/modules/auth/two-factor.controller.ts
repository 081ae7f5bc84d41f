import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  disableTwoFactorSchema,
  disableTwoFactorWhenOffSchema,
  enableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
} from '@atrium/schema';
import type {
  DisableTwoFactor,
  DisableTwoFactorWhenOff,
  EnableTwoFactor,
  MessageResponse,
  RecoveryCodesResponse,
  RegenerateRecoveryCodes,
  TwoFactorSetupResponse,
} from '@atrium/schema';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { AuthIpRateLimitGuard } from '../rate-limit/auth-ip-rate-limit.guard.js';
import { FailsAs, FailsAsInterceptor } from './fails-as.interceptor.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import type { AuthPrincipal } from './request-authenticator.js';
import { TwoFactorService } from './two-factor.service.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor, FailsAsInterceptor)
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('setup-2fa')
  @FailsAs('2FA_SETUP_FAILED')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new TOTP secret and otpauth URL (show it as a QR code); not active until enable-2fa',
  })
  @ApiOkResponse({ description: '{secret, otpauthUrl}' })
  @ApiConflictResponse({
    description:
      "2FA_SETUP_FAILED: 2FA is already on (detail: 'Two-factor authentication is already on; turn it off first')",
  })
  setup(@CurrentUser() me: Principal): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setup(me.userId);
  }

  @Post('enable-2fa')
  @FailsAs('2FA_ENABLE_FAILED')
  @HttpCode(200)
  @UseGuards(AuthIpRateLimitGuard)
  @ApiOperation({
    summary:
      'Turn 2FA on with a code from the new secret; answers the 10 single-use recovery codes (shown once). Every other session of the account is signed out. `password` is required when this session signed in more than 10 minutes ago, and checked whenever it is sent',
  })
  @ApiBody({ schema: z.toJSONSchema(enableTwoFactorSchema, { io: 'input' }) as object })
  @ApiOkResponse({ description: '{recoveryCodes: [10 codes]}' })
  @ApiBadRequestResponse({
    description:
      '2FA_ENABLE_FAILED: a wrong code or password, no setup-2fa first, or no password from a session that signed in more than 10 minutes ago',
  })
  @ApiConflictResponse({
    description: "2FA_ENABLE_FAILED: 2FA is already on (the same detail as setup-2fa's 409)",
  })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' })
  enable(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(enableTwoFactorSchema)) input: EnableTwoFactor,
  ): Promise<RecoveryCodesResponse> {
    return this.twoFactor.enable(me, input.totpCode, input.password);
  }

  @Post('disable-2fa')
  @FailsAs('2FA_DISABLE_FAILED')
  @HttpCode(200)
  @UseGuards(AuthIpRateLimitGuard)
  @ApiOperation({
    summary:
      'Turn 2FA off: needs the password and a current code (TOTP or recovery); every other session of the account is signed out',
  })
  @ApiBody({ schema: z.toJSONSchema(disableTwoFactorSchema, { io: 'input' }) as object })
  @ApiOkResponse({ description: '{message}' })
  @ApiBadRequestResponse({ description: '2FA_DISABLE_FAILED' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' })
  async disable(@CurrentUser() me: Principal, @Body() body: unknown): Promise<MessageResponse> {
    // What is missing depends on the account: a code is asked of one whose 2FA is on only (one
    // whose 2FA is off is told so, not also that a code it cannot have is missing).
    const on = await this.twoFactor.isEnabled(me.userId);
    const input = new ZodValidationPipe<DisableTwoFactor | DisableTwoFactorWhenOff>(
      on ? disableTwoFactorSchema : disableTwoFactorWhenOffSchema,
    ).transform(body);
    await this.twoFactor.disable(
      me,
      (me as AuthPrincipal).profileRole ?? me.role,
      input.password,
      input.totpCode ?? '',
    );
    return { message: 'Two-factor authentication is off' };
  }

  @Post('regenerate-recovery-codes')
  @FailsAs('2FA_RECOVERY_CODES_FAILED')
  @HttpCode(200)
  @UseGuards(AuthIpRateLimitGuard)
  @ApiOperation({
    summary:
      'Replace all recovery codes with 10 new ones (shown once; the old ones stop working): needs the password or a current code (TOTP or recovery)',
  })
  @ApiBody({ schema: z.toJSONSchema(regenerateRecoveryCodesSchema, { io: 'input' }) as object })
  @ApiOkResponse({ description: '{recoveryCodes: [10 codes]}' })
  @ApiBadRequestResponse({ description: '2FA_RECOVERY_CODES_FAILED (2FA off, wrong password or code)' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' })
  regenerateRecoveryCodes(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(regenerateRecoveryCodesSchema)) input: RegenerateRecoveryCodes,
  ): Promise<RecoveryCodesResponse> {
    return this.twoFactor.regenerateRecoveryCodes(me.userId, input);
  }
}
