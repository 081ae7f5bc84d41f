import { Body, Controller, Patch, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { updateProfileSchema } from '@atrium/schema';
import type { UpdateProfile, UserResponse } from '@atrium/schema';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UsersService } from './users.service.js';
import { userNotFound } from './users.exception.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Patch('me')
  @ApiOperation({
    summary: "Update the caller's profile",
    description:
      'first_name, last_name and other profile fields (null clears one). role, email and ids are refused (400).',
  })
  @ApiBody({ schema: z.toJSONSchema(updateProfileSchema, { io: 'input' }) as object })
  @ApiOkResponse({ description: '{user}' })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  async updateMe(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(updateProfileSchema, 'Failed to update profile')) patch: UpdateProfile,
  ): Promise<UserResponse> {
    const user = await this.users.updateProfile(me.userId, patch);
    if (!user) throw userNotFound();
    return { user };
  }
}
