import { Controller, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * A controller for signed-in callers (the global guard's default), documented as such: its
 * OpenAPI tag, the bearer token and the 401 of every operation. Zones and their content, members,
 * invitations and module types.
 */
export const SignedInController = (tag: string, path: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not authenticated' }),
    Controller(path),
  );
