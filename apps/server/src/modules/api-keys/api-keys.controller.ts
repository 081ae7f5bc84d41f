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
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  API_KEY_LIST_DEFAULT_LIMIT,
  API_KEY_LIST_MAX_LIMIT,
  API_KEY_LIST_MAX_OFFSET,
  API_KEY_MESSAGES,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  listApiKeysQuerySchema,
  updateApiKeySchema,
} from '@atrium/schema';
import type { ApiKey, CreateApiKey, CreatedApiKey, ListApiKeysQuery, UpdateApiKey } from '@atrium/schema';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { contentRange, wantsExactCount } from '../../common/http/content-range.js';
import { RefusesApiKeys } from '../../common/decorators/refuses-api-keys.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { ApiKeysService } from './api-keys.service.js';

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
    description: `Newest first (ties by id), revoked ones included (revoked_at set). limit 1..${API_KEY_LIST_MAX_LIMIT} (default ${API_KEY_LIST_DEFAULT_LIMIT}), offset 0..${API_KEY_LIST_MAX_OFFSET}; other parameters are refused. Content-Range: first-last/total (* unless Prefer: count=exact). Never the key nor its hash: its prefix (its first characters) tells keys apart.`,
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: API_KEY_LIST_MAX_LIMIT,
      default: API_KEY_LIST_DEFAULT_LIMIT,
    },
  })
  @ApiQuery({
    name: 'offset',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: API_KEY_LIST_MAX_OFFSET, default: 0 },
  })
  @ApiHeader({ name: 'Prefer', required: false, schema: { type: 'string', enum: ['count=exact'] } })
  @ApiOkResponse({ description: '[api key]', schema: arrayOf(apiKeySchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${API_KEY_MESSAGES.INVALID_QUERY}', naming the parameter`,
  })
  @ApiAdminRefusals(FORBIDDEN)
  async list(
    @Query(new ZodValidationPipe(listApiKeysQuerySchema, API_KEY_MESSAGES.INVALID_QUERY))
    query: ListApiKeysQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiKey[]> {
    const { keys, total } = await this.keys.list(query, wantsExactCount(prefer));
    reply.header('content-range', contentRange(query.offset, keys.length, total));
    return keys;
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
    @CurrentUser() me: Principal,
    @Param('id', new UuidParamPipe('API key')) id: string,
    @Body(new ZodValidationPipe(updateApiKeySchema, API_KEY_MESSAGES.INVALID_INPUT)) patch: UpdateApiKey,
  ): Promise<ApiKey> {
    return this.keys.rename(me, id, patch);
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
  revoke(@CurrentUser() me: Principal, @Param('id', new UuidParamPipe('API key')) id: string): Promise<void> {
    return this.keys.revoke(me, id);
  }
}
