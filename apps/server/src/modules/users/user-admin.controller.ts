import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  adminUserPatchSchema,
  adminUserSchema,
  inviteUserSchema,
  listUsersQuerySchema,
  USER_LIST_ORDER_VALUES,
  signOutAllResultSchema,
  USER_ADMIN_MESSAGES,
  USER_LIST_DEFAULT_LIMIT,
  USER_LIST_MAX_LIMIT,
  USER_LIST_MAX_OFFSET,
  USER_SEARCH_MAX_LENGTH,
} from '@atrium/schema';
import type { AdminUser, AdminUserPatch, InviteUser, ListUsersQuery, SignOutAllResult } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { contentRange, wantsExactCount } from '../../common/http/content-range.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { UserAdminService } from './user-admin.service.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

const FORBIDDEN = 'Not a platform admin, or the user (or the role given) ranks above the caller';
const NOT_FOUND = `'${USER_ADMIN_MESSAGES.USER_NOT_FOUND}'`;
const userId = () => new UuidParamPipe('user');

/**
 * User administration for platform admins (README.md). PATCH /users/me (UsersController) is a
 * static path, so it never reaches `:id` here.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@AdminOnly()
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor)
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'List, search and filter users',
    description: `Ordered by email, or by order=column.asc|desc (name as the list shows it, email, role, mfa_enabled, created_at; ties by email). q (at most ${USER_SEARCH_MAX_LENGTH} characters) is a case-insensitive substring of the email, first, last or full name (% and _ match themselves). limit 1..${USER_LIST_MAX_LIMIT} (default ${USER_LIST_DEFAULT_LIMIT}), offset 0..${USER_LIST_MAX_OFFSET}. Other parameters are refused. Content-Range: first-last/total (* unless Prefer: count=exact).`,
  })
  @ApiQuery({ name: 'q', required: false, schema: { type: 'string', maxLength: USER_SEARCH_MAX_LENGTH } })
  @ApiQuery({ name: 'role', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'is_disabled', required: false, schema: { type: 'string', enum: ['true', 'false'] } })
  @ApiQuery({
    name: 'invited',
    required: false,
    description: 'true: invitations not accepted yet (no password); false: the others',
    schema: { type: 'string', enum: ['true', 'false'] },
  })
  @ApiQuery({
    name: 'order',
    required: false,
    schema: {
      type: 'string',
      enum: [...USER_LIST_ORDER_VALUES],
      default: 'email.asc',
    },
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: USER_LIST_MAX_LIMIT },
  })
  @ApiQuery({
    name: 'offset',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: USER_LIST_MAX_OFFSET },
  })
  @ApiHeader({ name: 'Prefer', required: false, schema: { type: 'string', enum: ['count=exact'] } })
  @ApiOkResponse({ description: '[user] with is_disabled', schema: arrayOf(adminUserSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${USER_ADMIN_MESSAGES.INVALID_QUERY}', naming the parameter`,
  })
  @ApiAdminRefusals()
  async list(
    @Query(new ZodValidationPipe(listUsersQuerySchema, USER_ADMIN_MESSAGES.INVALID_QUERY))
    query: ListUsersQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUser[]> {
    const { users, total } = await this.admin.list(query, wantsExactCount(prefer));
    reply.header('content-range', contentRange(query.offset, users.length, total));
    return users;
  }

  @Post('invite')
  @ApiOperation({
    summary: 'Invite someone to a new account',
    description:
      'Creates the account with the role (one of GET /roles, default user; not above your own) and names given, without a password, and mails a link (single use, 7 days) to POST /auth/accept-invite, where the invitee chooses a password and is signed in. Until then the account cannot sign in and the list shows it with invited: true. Mails to one address are limited like password resets (429).',
  })
  @ApiZodBody(inviteUserSchema)
  @ApiCreatedResponse({ description: 'The new user (invited: true)', schema: jsonSchemaOf(adminUserSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: '${USER_ADMIN_MESSAGES.INVALID_INVITE}' naming the field, or an unknown role`,
  })
  @ApiConflictResponse({ description: `'${USER_ADMIN_MESSAGES.EMAIL_TAKEN}' (details: email)` })
  @ApiAdminRefusals(FORBIDDEN)
  invite(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(inviteUserSchema, USER_ADMIN_MESSAGES.INVALID_INVITE)) input: InviteUser,
  ): Promise<AdminUser> {
    return this.admin.invite(me, input);
  }

  @Post(':id/resend-invite')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail an invitation link again',
    description:
      'For an account still waiting for its first password: a new link, the earlier one stops working. No body, or {}.',
  })
  @ApiOkResponse({ description: 'The user', schema: jsonSchemaOf(adminUserSchema) })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: an id that is not a UUID, or a body other than {}',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: `'${USER_ADMIN_MESSAGES.NOT_INVITED}', or '${USER_ADMIN_MESSAGES.INVITE_DISABLED}'`,
  })
  @ApiAdminRefusals(FORBIDDEN)
  resendInvite(@CurrentUser() me: Principal, @Param('id', userId()) id: string): Promise<AdminUser> {
    return this.admin.resendInvite(me, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Cancel an invitation',
    description:
      'Deletes an account that never had a password (an invitation not accepted): its link stops working. An account that was used cannot be deleted here; disable it (PATCH) instead.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: an id that is not a UUID' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: `'${USER_ADMIN_MESSAGES.NOT_INVITED}', or '${USER_ADMIN_MESSAGES.IN_USE}'`,
  })
  @ApiAdminRefusals(FORBIDDEN)
  async cancelInvite(@CurrentUser() me: Principal, @Param('id', userId()) id: string): Promise<void> {
    await this.admin.cancelInvite(me, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a user's role, or disable or enable the account",
    description:
      'role must be one of GET /roles. Nobody changes a user ranked above them or gives a role above their own (platform_owner > super_admin > admin > everyone else). Disabling revokes every session at once; an admin cannot disable their own account. The last platform owner who can sign in cannot be demoted or disabled (409). Takes effect on the next request.',
  })
  @ApiZodBody(adminUserPatchSchema)
  @ApiOkResponse({ description: 'The user', schema: jsonSchemaOf(adminUserSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: an id that is not a UUID, '${USER_ADMIN_MESSAGES.INVALID_PATCH}', or an unknown role`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: `'${USER_ADMIN_MESSAGES.LAST_OWNER}', or '${USER_ADMIN_MESSAGES.DISABLE_SELF}'`,
  })
  @ApiAdminRefusals(FORBIDDEN)
  update(
    @CurrentUser() me: Principal,
    @Param('id', userId()) id: string,
    @Body(new ZodValidationPipe(adminUserPatchSchema, USER_ADMIN_MESSAGES.INVALID_PATCH))
    patch: AdminUserPatch,
  ): Promise<AdminUser> {
    return this.admin.update(me, id, patch);
  }

  @Post(':id/reset-2fa')
  @HttpCode(200)
  @ApiOperation({
    summary: "Reset a user's two-factor authentication",
    description:
      'For a user who lost their authenticator: 2FA off, the secrets and recovery codes deleted. They sign in with their password alone and set 2FA up again; they are told by mail. No body, or {}.',
  })
  @ApiOkResponse({ description: 'The user (mfa_enabled false)', schema: jsonSchemaOf(adminUserSchema) })
  @ApiConflictResponse({
    description: `CONFLICT: 2FA is off for this user ('${USER_ADMIN_MESSAGES.TWO_FACTOR_OFF}')`,
  })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: an id that is not a UUID, or a body other than {}',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiAdminRefusals(FORBIDDEN)
  resetTwoFactor(@CurrentUser() me: Principal, @Param('id', userId()) id: string): Promise<AdminUser> {
    return this.admin.resetTwoFactor(me, id);
  }

  @Post(':id/signout-all')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a user out of every device',
    description: 'Every session is revoked: its tokens are refused from the next request. No body, or {}.',
  })
  @ApiOkResponse({ description: '{revoked}: sessions revoked', schema: jsonSchemaOf(signOutAllResultSchema) })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: an id that is not a UUID, or a body other than {}',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiAdminRefusals(FORBIDDEN)
  signOutAll(@CurrentUser() me: Principal, @Param('id', userId()) id: string): Promise<SignOutAllResult> {
    return this.admin.signOutAll(me, id);
  }
}
