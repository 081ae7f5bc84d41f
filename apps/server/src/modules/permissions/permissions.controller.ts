import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { permissionCheckRequestSchema, permissionCheckResultSchema } from '@atrium/schema';
import type { PermissionCheckRequest, PermissionCheckResult } from '@atrium/schema';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { PermissionsService } from './permissions.service.js';

@ApiTags('permissions')
@ApiBearerAuth()
@Controller('permissions')
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @Post('check')
  @HttpCode(200)
  @ApiOperation({
    summary: "Check the caller's access to a zone or hub",
    description:
      'resource zone|hub|module|dashboard, action (default read), context {zone_id?, hub_id?}. With neither id access is granted. ' +
      'The reason is always set. Zones the caller cannot see answer hasAccess false with "Zone not found"; a hub of another zone "Hub not found". ' +
      'If the check itself fails the answer is hasAccess false, "Access check failed".',
  })
  @ApiBody({ schema: z.toJSONSchema(permissionCheckRequestSchema, { io: 'input' }) as object })
  @ApiOkResponse({
    description: '{hasAccess, reason}',
    schema: z.toJSONSchema(permissionCheckResultSchema) as object,
  })
  @ApiBadRequestResponse({
    description:
      'VALIDATION_FAILED: unknown resource or action, malformed id, or a key the check does not read (in the body or the context; details name it)',
  })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  check(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(permissionCheckRequestSchema, 'Invalid permission check'))
    request: PermissionCheckRequest,
  ): PermissionCheckResult | Promise<PermissionCheckResult> {
    return this.permissions.check(me, request);
  }
}
