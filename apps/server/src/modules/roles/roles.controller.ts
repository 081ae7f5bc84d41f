import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { createRoleSchema, platformRoleNameSchema, roleSchema, updateRoleSchema } from '@atrium/schema';
import type { CreateRole, Role, UpdateRole } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { RolesService } from './roles.service.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

const INVALID_ROLE = 'Invalid role';
const roleName = () => new ZodValidationPipe(platformRoleNameSchema, 'Invalid role name');

/** Platform roles (admins only): list with user counts, add custom ones, relabel, delete unused ones. */
@ApiTags('roles')
@ApiBearerAuth()
@Controller('roles')
@AdminOnly()
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor)
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @ApiOperation({
    summary: 'List the platform roles',
    description:
      'System roles first (guest, user, admin, super_admin, platform_owner), then custom ones by name, each with how many users hold it.',
  })
  @ApiOkResponse({ description: '[role]', schema: arrayOf(roleSchema) })
  @ApiAdminRefusals()
  list(): Promise<Role[]> {
    return this.roles.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Add a custom role',
    description:
      'name is snake_case and permanent. A custom role counts as `user` for every platform-admin check; collection permissions keyed by its name apply to its holders.',
  })
  @ApiZodBody(createRoleSchema)
  @ApiCreatedResponse({ description: 'The role', schema: jsonSchemaOf(roleSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED, '${INVALID_ROLE}', with details per field` })
  @ApiConflictResponse({ description: 'A role of that name exists' })
  @ApiAdminRefusals()
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(createRoleSchema, INVALID_ROLE)) input: CreateRole,
  ): Promise<Role> {
    return this.roles.create(me.userId, input);
  }

  @Patch(':name')
  @ApiOperation({
    summary: "Change a role's label or description",
    description:
      'System roles too, except one ranked above the caller (403: an admin cannot relabel super_admin or platform_owner). The name cannot change (it is what users and permissions refer to).',
  })
  @ApiZodBody(updateRoleSchema)
  @ApiOkResponse({ description: 'The role', schema: jsonSchemaOf(roleSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: 'Invalid role name', or '${INVALID_ROLE}'` })
  @ApiNotFoundResponse({ description: 'Role "{name}" not found' })
  @ApiAdminRefusals()
  update(
    @CurrentUser() me: Principal,
    @Param('name', roleName()) name: string,
    @Body(new ZodValidationPipe(updateRoleSchema, INVALID_ROLE)) patch: UpdateRole,
  ): Promise<Role> {
    return this.roles.update(me, name, patch);
  }

  @Delete(':name')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a custom role nothing uses',
    description:
      'Refused (409, nothing deleted) while users hold the role, navigation items require it (required_role), API keys neither revoked nor expired act with it, or registered collections name it in their permissions.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: "VALIDATION_FAILED: 'Invalid role name'" })
  @ApiNotFoundResponse({ description: 'Role "{name}" not found' })
  @ApiConflictResponse({
    description:
      'A system role, or a role in use: the message names each use, e.g. \'Role "auditor" is in use: held by 2 users, required by 1 navigation item, used by 1 API key, granted permissions by collection "tasks". Remove these uses before deleting it\'',
  })
  @ApiAdminRefusals()
  remove(@CurrentUser() me: Principal, @Param('name', roleName()) name: string): Promise<void> {
    return this.roles.remove(me.userId, name);
  }
}
