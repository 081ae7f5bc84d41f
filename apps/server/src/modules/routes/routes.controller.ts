import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  createRouteSchema,
  routeIdSchema,
  routeSchema,
  routeValidateRequestSchema,
  routeValidationSchema,
  updateRouteSchema,
} from '@atrium/schema';
import type { CreateRoute, Route, RouteValidation, UpdateRoute } from '@atrium/schema';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ApiAdminRefusals, ApiZodBody, jsonSchemaOf } from '../../common/http/openapi.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { RouteValidatorService } from './route-validator.service.js';
import { RoutesService } from './routes.service.js';

const INVALID_ROUTE = 'Invalid route';
const routeId = () => new ZodValidationPipe(routeIdSchema, 'Invalid route id');

/**
 * Route administration (admins) through Nest; the public reads are plain Fastify routes
 * (routes.http.ts). Writes are checked with the shared zod schemas; a name already taken, or a
 * path an active route already serves, is a 409 (rows written with SQL are reported by
 * POST /routes/validate instead).
 */
@ApiTags('routes')
@ApiBearerAuth()
@Controller('routes')
@UseInterceptors(NoStoreInterceptor)
export class RoutesController {
  constructor(
    private readonly routes: RoutesService,
    private readonly validator: RouteValidatorService,
  ) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary: 'Add a route',
    description:
      'path starts with "/", parameters are :name (optional :name?, a final *); name is unique (lowercase, a-z 0-9 _ . -); layout one of Admin, Authenticated, Dynamic, Public, Root, Zone, Main (with or without the Layout suffix) or null. Defaults: is_public false, is_active true, metadata {}. Open browsers pick the route up on their next poll (within 5 s).',
  })
  @ApiZodBody(createRouteSchema)
  @ApiCreatedResponse({ description: 'The route', schema: jsonSchemaOf(routeSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED, '${INVALID_ROUTE}', with details per field` })
  @ApiConflictResponse({ description: 'The name is taken, or an active route already serves the path' })
  @ApiAdminRefusals()
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(createRouteSchema, INVALID_ROUTE)) input: CreateRoute,
  ): Promise<Route> {
    return this.routes.create(input, me.userId);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({
    summary: 'Change a route',
    description:
      'Any subset of the create fields (at least one). Activating a route, or changing its path, is refused (409) when another active route serves the same URLs.',
  })
  @ApiZodBody(updateRouteSchema)
  @ApiOkResponse({ description: 'The route', schema: jsonSchemaOf(routeSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: an id that is not a UUID, or '${INVALID_ROUTE}'`,
  })
  @ApiNotFoundResponse({ description: 'Route with ID not found' })
  @ApiConflictResponse({ description: 'The name is taken, or an active route already serves the path' })
  @ApiAdminRefusals()
  update(
    @CurrentUser() me: Principal,
    @Param('id', routeId()) id: string,
    @Body(new ZodValidationPipe(updateRouteSchema, INVALID_ROUTE)) patch: UpdateRoute,
  ): Promise<Route> {
    return this.routes.update(id, patch, me.userId);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a route',
    description:
      'Permanent; PATCH {is_active: false} hides it instead. Deleting a route the app looks up by name (login, not_found, hub_view…) is allowed: POST /routes/validate then reports it.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: an id that is not a UUID' })
  @ApiNotFoundResponse({ description: 'Route with ID not found' })
  @ApiAdminRefusals()
  remove(@CurrentUser() me: Principal, @Param('id', routeId()) id: string): Promise<void> {
    return this.routes.remove(id, me.userId);
  }

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
  @ApiAdminRefusals()
  validate(
    @Body(new ZodValidationPipe(routeValidateRequestSchema, 'Route validation takes no options'))
    _body: unknown,
  ): Promise<RouteValidation> {
    return this.validator.validate();
  }
}
