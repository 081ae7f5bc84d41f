import { Body, Controller, Get, Patch, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PREFERENCES_UPDATE_FAILED, updatePreferencesSchema, userPreferencesSchema } from '@atrium/schema';
import type { UpdatePreferences, UserPreferences } from '@atrium/schema';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { userNotFound } from '../users/users.exception.js';
import { PreferencesService } from './preferences.service.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

const preferencesJsonSchema = z.toJSONSchema(userPreferencesSchema, { io: 'output', unrepresentable: 'any' });

@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me/preferences')
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor)
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's display preferences",
    description:
      'theme (light, dark, system), language (a supported BCP-47 tag) and time_zone (an IANA name or UTC). The defaults (system, en-US, UTC) for anything never set.',
  })
  @ApiOkResponse({ description: '{theme, language, time_zone}', schema: preferencesJsonSchema as object })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  get(@CurrentUser() me: Principal): Promise<UserPreferences> {
    return this.preferences.get(me.userId);
  }

  @Patch()
  @ApiOperation({
    summary: "Change the caller's display preferences",
    description:
      'Any subset of theme, language and time_zone; the others keep their values. Unknown keys, unsupported languages and unknown time zones are refused (400). Answers the full preferences.',
  })
  @ApiBody({
    schema: z.toJSONSchema(updatePreferencesSchema, { io: 'input', unrepresentable: 'any' }) as object,
  })
  @ApiOkResponse({ description: '{theme, language, time_zone}', schema: preferencesJsonSchema as object })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED, '${PREFERENCES_UPDATE_FAILED}', with details` })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  async update(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(updatePreferencesSchema, PREFERENCES_UPDATE_FAILED)) patch: UpdatePreferences,
  ): Promise<UserPreferences> {
    const preferences = await this.preferences.update(me.userId, patch);
    if (!preferences) throw userNotFound();
    return preferences;
  }
}
