import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse } from '@nestjs/swagger';

/**
 * Why an invitation to a zone is refused, as POST /zones/:zoneId/invitations and
 * POST /zones/:zoneId/members (which invites too) document it.
 */
export const ApiInviteRefusals = () =>
  applyDecorators(
    ApiBadRequestResponse({ description: 'VALIDATION_FAILED: bad email or role' }),
    ApiConflictResponse({ description: 'Already a member, or already invited' }),
    ApiForbiddenResponse({
      description:
        "'Verify your email to invite people' (the caller's address is unverified); only owners invite owners",
    }),
  );
