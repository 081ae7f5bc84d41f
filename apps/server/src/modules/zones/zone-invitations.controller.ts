import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  invitationAcceptedSchema,
  invitationAcceptTokenSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  zoneInvitationSchema,
} from '@atrium/schema';
import type {
  InvitationAccepted,
  InvitationAcceptToken,
  InvitationCreate,
  InvitationPreview,
  ZoneInvitation,
} from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { SignedInController } from '../../common/decorators/signed-in-controller.decorator.js';
import { ZoneAccess, ZoneScope } from '../../common/decorators/zone-access.decorator.js';
import type { Principal } from '../../common/http/principal.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import type { ZoneAccess as Access } from '../permissions/permission-engine.js';
import { AuthIpRateLimitGuard } from '../rate-limit/auth-ip-rate-limit.guard.js';
import { ZoneInvitationsService } from './zone-invitations.service.js';
import { ApiInviteRefusals } from './zones.openapi.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';

const idParam = ApiParam({ name: 'id', format: 'uuid' });
const invitationId = () => Param('id', new UuidParamPipe('invitation'));

/** A zone's invitations, for its owners and admins (the members guard's right: manage_members). */
@SignedInController('zone invitations', 'zones/:zoneId/invitations')
export class ZoneInvitationsController {
  constructor(private readonly invitations: ZoneInvitationsService) {}

  @Get()
  @ZoneAccess('manage_members')
  @ApiOperation({ summary: 'Pending invitations, newest first (expired ones read status "expired")' })
  @ApiOkResponse({ description: 'Bare array of invitations', schema: arrayOf(zoneInvitationSchema) })
  list(@ZoneScope() access: Access): Promise<ZoneInvitation[]> {
    return this.invitations.list(access);
  }

  @Post()
  @ZoneAccess('manage_members')
  @ApiOperation({
    summary: 'Invite an address with a role (owners, admins); a mail with a link goes out',
    description: 'Only owners invite owners. A member → 409; a live pending invitation to the address → 409.',
  })
  @ApiZodBody(invitationCreateSchema)
  @ApiCreatedResponse({ description: 'The invitation', schema: jsonSchemaOf(zoneInvitationSchema) })
  @ApiInviteRefusals()
  create(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(invitationCreateSchema, 'Invalid invitation')) input: InvitationCreate,
  ): Promise<ZoneInvitation> {
    return this.invitations.invite(access, me, input);
  }

  @Post(':id/resend')
  @HttpCode(202)
  @ZoneAccess('manage_members')
  @idParam
  @ApiOperation({ summary: 'Mail a new link (the old one stops working) and give seven more days' })
  @ApiAcceptedResponse({ description: 'The invitation', schema: jsonSchemaOf(zoneInvitationSchema) })
  @ApiNotFoundResponse({ description: 'No pending invitation with this id in this zone' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: sent less than a minute ago, with Retry-After' })
  @ApiForbiddenResponse({
    description: "'Verify your email to invite people' (the caller's address is unverified)",
  })
  resend(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @invitationId() id: string,
  ): Promise<ZoneInvitation> {
    return this.invitations.resend(access, me, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ZoneAccess('manage_members')
  @idParam
  @ApiOperation({ summary: 'Revoke a pending invitation' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiNotFoundResponse({ description: 'No pending invitation with this id in this zone' })
  revoke(
    @ZoneScope() access: Access,
    @CurrentUser() me: Principal,
    @invitationId() id: string,
  ): Promise<void> {
    return this.invitations.revoke(access, me, id);
  }
}

/** The answer to accepting an invitation into an archived zone (it stays pending). */
const ARCHIVED_ZONE_ACCEPT =
  "CONFLICT: 'This zone is archived: its invitations can be accepted once it is restored' (the invitation stays pending)";

/** The signed-in invitee's side. */
@SignedInController('invitations', 'invitations')
@RefusesApiKeys()
export class InvitationsController {
  constructor(private readonly invitations: ZoneInvitationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's live invitations (none until the caller's email is verified)" })
  @ApiOkResponse({ description: 'Bare array of invitations', schema: arrayOf(zoneInvitationSchema) })
  mine(@CurrentUser() me: Principal): Promise<ZoneInvitation[]> {
    return this.invitations.mine(me);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOperation({
    summary: "Accept through the mailed link's token",
    description:
      'The signed-in account must have the invited address (403 otherwise). The token proves the mailbox: an unverified address becomes verified.',
  })
  @ApiZodBody(invitationAcceptTokenSchema)
  @ApiOkResponse({ description: '{zone_id, role}', schema: jsonSchemaOf(invitationAcceptedSchema) })
  @ApiForbiddenResponse({ description: "'This invitation was sent to another email address'" })
  @ApiConflictResponse({ description: ARCHIVED_ZONE_ACCEPT })
  @ApiGoneResponse({ description: 'GONE: unknown, expired, revoked, declined or used link' })
  acceptByToken(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(invitationAcceptTokenSchema, 'Invalid invitation token'))
    input: InvitationAcceptToken,
  ): Promise<InvitationAccepted> {
    return this.invitations.acceptByToken(me, input.token);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @idParam
  @ApiOperation({ summary: 'Accept in the app (a verified account with the invited address)' })
  @ApiOkResponse({ description: '{zone_id, role}', schema: jsonSchemaOf(invitationAcceptedSchema) })
  @ApiForbiddenResponse({ description: "'Verify your email to accept invitations'" })
  @ApiConflictResponse({ description: ARCHIVED_ZONE_ACCEPT })
  @ApiGoneResponse({ description: 'GONE: expired, revoked, declined or used' })
  accept(@CurrentUser() me: Principal, @invitationId() id: string): Promise<InvitationAccepted> {
    return this.invitations.acceptById(me, id);
  }

  @Post(':id/decline')
  @HttpCode(204)
  @idParam
  @ApiOperation({ summary: 'Decline' })
  @ApiNoContentResponse({ description: 'Declined' })
  @ApiForbiddenResponse({ description: "'Verify your email to decline invitations'" })
  @ApiGoneResponse({ description: 'GONE: expired, revoked or already answered' })
  decline(@CurrentUser() me: Principal, @invitationId() id: string): Promise<void> {
    return this.invitations.decline(me, id);
  }
}

/**
 * The mailed link's page, before its holder signs in or up: public (the token is the credential),
 * so apart from the signed-in invitee's controller and its bearer-token documentation.
 */
@ApiTags('invitations')
@Controller('invitations')
export class InvitationLinksController {
  constructor(private readonly invitations: ZoneInvitationsService) {}

  @Public()
  @UseGuards(AuthIpRateLimitGuard)
  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary: "What the mailed link's page shows before signing in (public, IP-limited)",
    description:
      'The zone, the inviter and the role, and the invited address: what the mail already says. The token goes in the body, never in a URL. Any link that accepting would refuse answers its same 410, with nothing about the zone.',
  })
  @ApiZodBody(invitationAcceptTokenSchema)
  @ApiOkResponse({
    description: '{zone_name, role, email, invited_by_name, expires_at}',
    schema: jsonSchemaOf(invitationPreviewSchema),
  })
  @ApiGoneResponse({ description: 'GONE: unknown, expired, revoked, declined or used link' })
  @ApiTooManyRequestsResponse({
    description: "RATE_LIMITED (the auth calls' per-IP limit), with Retry-After",
  })
  preview(
    @Body(new ZodValidationPipe(invitationAcceptTokenSchema, 'Invalid invitation token'))
    input: InvitationAcceptToken,
  ): Promise<InvitationPreview> {
    return this.invitations.preview(input.token);
  }
}
