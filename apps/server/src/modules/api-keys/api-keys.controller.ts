import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  API_KEY_MESSAGES,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  updateApiKeySchema,
} from '@atrium/schema';
import type { ApiKey, CreateApiKey, CreatedApiKey, UpdateApiKey } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { API_KEY_LIST_LIMIT, ApiKeysService } from './api-keys.service.js';

const FORBIDDEN = `Not admin, super_admin or platform_owner; or the caller is an API key ('${API_KEY_MESSAGES.REFUSED_FOR_KEYS}')`;

/** API keys for integrations (README.md): platform admins only, and never through a key. */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('api-keys')
@AdminOnly()
@RefusesApiKeys()
@UseInterceptors(NoStoreInterceptor)
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({
    summary: 'List the API keys',
    description: `Newest first, at most ${API_KEY_LIST_LIMIT}, revoked ones included (revoked_at set). Never the key nor its hash: its prefix (its first characters) tells keys apart.`,
  })
  @ApiOkResponse({ description: '[api key]', schema: arrayOf(apiKeySchema) })
  @ApiAdminRefusals(FORBIDDEN)
  list(): Promise<ApiKey[]> {
    return this.keys.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Create an API key (shown once)',
    description:
      "The answer carries `key` (`atr_` + 43 base64url characters): it is shown only here; the server keeps its SHA-256. The key acts as the admin creating it, with `role` (an existing role, not above the creator's own), until revoked or `expires_at`. Send it as `Authorization: Bearer atr_…` or `X-API-Key: atr_…`.",
  })
  @ApiZodBody(createApiKeySchema)
  @ApiCreatedResponse({
    description: 'The key, with `key` shown once',
    schema: jsonSchemaOf(createdApiKeySchema),
  })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${API_KEY_MESSAGES.INVALID_INPUT}' with details per field, or 'Unknown role "{name}"'`,
  })
  @ApiAdminRefusals(`${FORBIDDEN}; or '${API_KEY_MESSAGES.ROLE_ABOVE_CREATOR}'`)
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(createApiKeySchema, API_KEY_MESSAGES.INVALID_INPUT)) input: CreateApiKey,
  ): Promise<CreatedApiKey> {
    return this.keys.create(me, input);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read an API key (never the key itself)' })
  @ApiOkResponse({ description: 'The key', schema: jsonSchemaOf(apiKeySchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: '${API_KEY_MESSAGES.INVALID_ID}'` })
  @ApiNotFoundResponse({ description: API_KEY_MESSAGES.NOT_FOUND })
  @ApiAdminRefusals(FORBIDDEN)
  get(@Param('id', new UuidParamPipe('API key')) id: string): Promise<ApiKey> {
    return this.keys.get(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename an API key (its role, expiry and key never change)' })
  @ApiZodBody(updateApiKeySchema)
  @ApiOkResponse({ description: 'The key', schema: jsonSchemaOf(apiKeySchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: '${API_KEY_MESSAGES.INVALID_ID}' or '${API_KEY_MESSAGES.INVALID_INPUT}'`,
  })
  @ApiNotFoundResponse({ description: API_KEY_MESSAGES.NOT_FOUND })
  @ApiAdminRefusals(FORBIDDEN)
  rename(
    @Param('id', new UuidParamPipe('API key')) id: string,
    @Body(new ZodValidationPipe(updateApiKeySchema, API_KEY_MESSAGES.INVALID_INPUT)) patch: UpdateApiKey,
  ): Promise<ApiKey> {
    return this.keys.rename(id, patch);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke an API key',
    description:
      'Every node refuses the key (401) from the next request on. The row stays, with revoked_at, for the record; revoking again changes nothing.',
  })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: '${API_KEY_MESSAGES.INVALID_ID}'` })
  @ApiNotFoundResponse({ description: API_KEY_MESSAGES.NOT_FOUND })
  @ApiAdminRefusals(FORBIDDEN)
  revoke(@Param('id', new UuidParamPipe('API key')) id: string): Promise<void> {
    return this.keys.revoke(id);
  }
}
