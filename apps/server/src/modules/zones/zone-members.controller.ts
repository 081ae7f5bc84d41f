import { Body, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { memberAddSchema, memberUpdateSchema, zoneInvitationSchema, zoneMemberSchema } from '@atrium/schema';
import type { MemberAdd, MemberUpdate, ZoneInvitation, ZoneMember } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { ZoneInvitationsService } from './zone-invitations.service.js';
import { ZoneMembersService } from './zone-members.service.js';
import { ApiInviteRefusals } from './zones.openapi.js';

const userParam = ApiParam({ name: 'userId', format: 'uuid' });
const memberId = () => Param('userId', new UuidParamPipe('user'));

@SignedInController('zone members', 'zones/:zoneId/members')
export class ZoneMembersController {
  constructor(
    private readonly members: ZoneMembersService,
    private readonly invitations: ZoneInvitationsService,
  ) {}

  @Get()
  @ZoneAccess('read')
  @ApiOperation({ summary: "The zone's members: owners first, then by email" })
  @ApiOkResponse({
    description: 'Bare array of {user_id, email, role, profile, joined_at}',
    schema: arrayOf(zoneMemberSchema),
  })
  list(@ZoneScope() access: Access): Promise<ZoneMember[]> {
    return this.members.list(access);
  }

  @Get(':userId')
  @ApiNotFoundResponse({
    description:
      'NOT_FOUND: no such zone, or the caller is not a member ("Zone not found"); the user is not a member of this zone ("Member not found")',
  })
  @ZoneAccess('read')
  @userParam
  @ApiOperation({
    summary: 'One member of the zone',
    description:
      "Whoever may list the members reads one of them, in the shape of the list's items. " +
      'An unknown user and a user who is not a member of this zone are the same 404; a userId that is not a UUID → 400.',
  })
  @ApiOkResponse({
    description: 'The member row {user_id, email, role, profile, joined_at}',
    schema: jsonSchemaOf(zoneMemberSchema),
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: userId is not a UUID ("Invalid user id")' })
  get(@ZoneScope() access: Access, @memberId() userId: string): Promise<ZoneMember> {
    return this.members.get(access, userId);
  }

  @Post()
  @HttpCode(202)
  @ZoneAccess('manage_members')
  @ApiOperation({
    summary: 'Invite an address to the zone (owners, admins)',
    description:
      'Nobody is added directly: an address without an account, an unverified account and a verified ' +
      "account alike get a pending invitation (in the app and by mail) they accept or decline. Role defaults to member. Only owners invite 'owner'. " +
      'Already a member, or already invited → 409.',
  })
  @ApiZodBody(memberAddSchema)
  @ApiAcceptedResponse({
    description: '{invitation}',
    schema: { type: 'object', properties: { invitation: jsonSchemaOf(zoneInvitationSchema) } },
  })
  @ApiInviteRefusals()
  async add(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(memberAddSchema, 'Invalid member')) input: MemberAdd,
  ): Promise<{ invitation: ZoneInvitation }> {
    return { invitation: await this.invitations.invite(access, me, input) };
  }

  @Patch(':userId')
  @ZoneAccess('read')
  @userParam
  @ApiOperation({
    summary: "Change a member's role",
    description:
      'Owners and admins change roles; only owners grant or take away ownership. Anyone may lower their own role. ' +
      'Demoting the last owner → 409.',
  })
  @ApiZodBody(memberUpdateSchema)
  @ApiOkResponse({ description: 'The member row', schema: jsonSchemaOf(zoneMemberSchema) })
  @ApiConflictResponse({ description: 'The last owner cannot be demoted' })
  updateRole(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @memberId() userId: string,
    @Body(new ZodValidationPipe(memberUpdateSchema, 'Invalid member')) input: MemberUpdate,
  ): Promise<ZoneMember> {
    return this.members.updateRole(access, me, userId, input.role);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ZoneAccess('read')
  @userParam
  @ApiOperation({
    summary: 'Remove a member, or leave the zone (your own user id)',
    description:
      'Owners and admins remove members; only owners remove owners. The last owner cannot be removed or leave → 409.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiConflictResponse({ description: 'The last owner cannot be removed' })
  remove(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @memberId() userId: string,
  ): Promise<void> {
    return this.members.remove(access, me, userId);
  }
}
