import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { routeValidateRequestSchema, routeValidationSchema } from '@atrium/schema';
import type { RouteValidation } from '@atrium/schema';
import { z } from 'zod';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { RouteValidatorService } from './route-validator.service.js';

/** Route administration through Nest (the public reads are plain Fastify routes: routes.http.ts). */
@ApiTags('routes')
@ApiBearerAuth()
@Controller('routes')
@UseInterceptors(NoStoreInterceptor)
export class RoutesController {
  constructor(private readonly validator: RouteValidatorService) {}

  @Post('validate')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Check the stored routes as the client will meet them',
    description:
      "Active rows only (the ones the client loads). Errors: a path the client must repair ('Invalid Route Configuration') or cannot route, a path another route already serves, a component_name the client build's component manifest cannot resolve ('Component Not Found'), a missing zone/hub/module/dashboard view or one whose path lacks its parameters. Warnings: an unknown layout (rendered without one), a missing looked-up route (login, dashboard, forgot_password, signup, zones, not_found, unauthorized). Without a client build, component names are not checked (an info problem says so). ok is false while any error remains. No body, or {}.",
  })
  @ApiOkResponse({
    description: '{ok, checked, components_checked, problems: [{route_id, name, severity, message}]}',
    schema: z.toJSONSchema(routeValidationSchema, { io: 'output', unrepresentable: 'any' }) as object,
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a body other than {}' })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  @ApiForbiddenResponse({ description: 'Not admin, super_admin or platform_owner' })
  validate(
    @Body(new ZodValidationPipe(routeValidateRequestSchema, 'Route validation takes no options'))
    _body: unknown,
  ): Promise<RouteValidation> {
    return this.validator.validate();
  }
}
