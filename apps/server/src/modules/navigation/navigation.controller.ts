import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  NAVIGATION_REORDER_MAX_ITEMS,
  navigationDraftSchema,
  navigationIdSchema,
  navigationItemCreateSchema,
  navigationItemListSchema,
  navigationItemSchema,
  navigationItemUpdateSchema,
  navigationPreviewQuerySchema,
  navigationReorderSchema,
} from '@atrium/schema';
import type {
  NavigationDraftBody,
  NavigationItem,
  NavigationItemCreate,
  NavigationItemUpdate,
  NavigationReorder,
} from '@atrium/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BodyLimit } from '../../common/decorators/body-limit.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { AppException } from '../../common/errors/app.exception.js';
import { sendCached } from '../../common/http/cached-response.js';
import { ApiAdminRefusals, ApiZodBody, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { NavigationService } from './navigation.service.js';

const INVALID_ITEM = 'Invalid navigation item';
/** The specification's message for a delete without an id filter. */
export const DELETE_NEEDS_ID = 'Navigation delete requires id filter';
/** A reorder of 10,000 items is about 1.2 MB of JSON. */
const REORDER_BODY_MAX_BYTES = 2 * 1024 * 1024;

const navigationId = () => new ZodValidationPipe(navigationIdSchema, 'Invalid navigation id');

/** The query of DELETE /navigation: the id filter (checked by the handler), nothing else. */
// `id` given twice is refused as every repeated parameter is ('Must be given only once').
const deleteByFilterQuerySchema = z.strictObject({ id: z.string().optional() });

/** The id a DELETE /navigation filter names, `eq.` taken off: `?id=` and `?id=eq.` name none. */
function idFilterValue(id: string): string {
  return id.startsWith('eq.') ? id.slice(3) : id;
}

/** Whether a DELETE /navigation query names an id at all (blank is none, as `?id=` alone). */
function hasIdFilter(query: unknown): boolean {
  const id = (query as { id?: unknown } | null | undefined)?.id;
  return Array.isArray(id) || (typeof id === 'string' && idFilterValue(id) !== '');
}

/** A reorder's 400 names the first item with a problem (an id listed twice), as the tree checks do. */
function reorderMessage(details: { message: string }[]): string {
  return details.find((d) => d.message.startsWith('Navigation item '))?.message ?? 'Invalid reorder';
}

/**
 * Navigation administration (admins) and the builder's preview. The signed-in and public reads
 * are plain Fastify routes (navigation.http.ts). Every body is checked with the shared zod
 * schemas; references (parent, zone, required role) and the tree are checked by the service.
 */
@ApiTags('navigation')
@ApiBearerAuth()
@Controller('navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get('preview')
  @AdminOnly()
  @ApiOperation({
    summary: 'Preview a menu as a role and zone',
    description:
      'Exactly the list GET /navigation gives a user with that platform role who is a member of that zone (or of no zone): the same filter. ETag / If-None-Match → 304.',
  })
  @ApiQuery({ name: 'role', required: true, schema: { type: 'string', example: 'user' } })
  @ApiQuery({ name: 'zone_id', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiOkResponse({ description: 'Navigation items', schema: jsonSchemaOf(navigationItemListSchema) })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: a role that does not exist, or a zone_id that is not a UUID',
  })
  @ApiAdminRefusals()
  async preview(
    @Query(new ZodValidationPipe(navigationPreviewQuerySchema, 'Invalid preview query'))
    query: z.output<typeof navigationPreviewQuerySchema>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendCached(req, reply, await this.navigation.preview(query.role, query.zone_id?.toLowerCase()));
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({
    summary: 'Add a navigation item',
    description:
      'title is plain text (1..200, never HTML); path and href are a path on this site ("/…", not "//…") or an http(s) URL — javascript:, data: and the like are refused. Defaults: type external, is_active and is_visible true, order_index 0, metadata {}. parent_id, zone_id and required_role must exist (400 otherwise). An id may be sent.',
  })
  @ApiZodBody(navigationItemCreateSchema)
  @ApiCreatedResponse({ description: 'The item', schema: jsonSchemaOf(navigationItemSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${INVALID_ITEM}' or naming the item, with details per field`,
  })
  @ApiConflictResponse({ description: 'An item with that id exists' })
  @ApiAdminRefusals()
  create(
    @CurrentUser() actor: Principal,
    @Body(new ZodValidationPipe(navigationItemCreateSchema, INVALID_ITEM)) input: NavigationItemCreate,
  ): Promise<NavigationItem> {
    return this.navigation.create(actor, input);
  }

  @Put('reorder')
  @HttpCode(204)
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @BodyLimit(REORDER_BODY_MAX_BYTES)
  @ApiOperation({
    summary: 'Move items (the builder’s Save)',
    description: `Body {items: [{id, parent_id, order_index}]}, at most ${NAVIGATION_REORDER_MAX_ITEMS}: any subset; items not listed keep their place. One transaction, all or nothing; two reorders never interleave. Unknown ids, an id listed twice, an item under itself, under an unknown parent or in a cycle → 400 naming the item, nothing stored.`,
  })
  @ApiZodBody(navigationReorderSchema)
  @ApiNoContentResponse({ description: 'Stored' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the item' })
  @ApiAdminRefusals()
  reorder(
    @CurrentUser() actor: Principal,
    @Body(new ZodValidationPipe(navigationReorderSchema, reorderMessage)) body: NavigationReorder,
  ): Promise<void> {
    return this.navigation.reorder(actor, body.items);
  }

  @Put('tree')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @BodyLimit(REORDER_BODY_MAX_BYTES)
  @ApiOperation({
    summary: 'Save the builder’s whole draft (adds, changes, moves, deletes)',
    description: `Body {create: [{temp_id: "tmp-…", …POST fields, parent_id: uuid | temp_id | null}], update: [{id, …changed fields, parent_id?: uuid | temp_id | null, order_index?}], delete: [id]} — each at most ${NAVIGATION_REORDER_MAX_ITEMS}. One transaction under the reorder's lock, all or nothing: unknown ids or temporary ids, parents, zones or roles that do not exist, an item under itself or in a cycle → 400 naming the item (path create.i…, update.i…, delete.i), nothing stored. Deleted items go with everything under them in the resulting tree. Answers every row after the save and the id each temporary id got.`,
  })
  @ApiZodBody(navigationDraftSchema)
  @ApiOkResponse({
    description: '{items: every row after the save, ids: {temp_id: id}}',
    schema: {
      type: 'object',
      properties: {
        items: jsonSchemaOf(navigationItemListSchema),
        ids: { type: 'object', additionalProperties: { type: 'string', format: 'uuid' } },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the item' })
  @ApiAdminRefusals()
  async saveDraft(
    @CurrentUser() actor: Principal,
    @Body(new ZodValidationPipe(navigationDraftSchema, 'Invalid navigation draft')) body: NavigationDraftBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // NavigationDraftResult, written around the snapshot's JSON bytes of every row.
    const { items, ids } = await this.navigation.saveDraft(actor, body);
    reply.header('content-type', 'application/json; charset=utf-8');
    return Buffer.concat([Buffer.from('{"items":'), items, Buffer.from(`,"ids":${JSON.stringify(ids)}}`)]);
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({
    summary: 'Change a navigation item',
    description:
      'Any subset of the fields (at least one), checked as on create; a new parent must not make a cycle.',
  })
  @ApiZodBody(navigationItemUpdateSchema)
  @ApiOkResponse({ description: 'The item', schema: jsonSchemaOf(navigationItemSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED, '${INVALID_ITEM}' or naming the item` })
  @ApiNotFoundResponse({ description: 'Navigation item not found' })
  @ApiAdminRefusals()
  update(
    @CurrentUser() actor: Principal,
    @Param('id', navigationId()) id: string,
    @Body(new ZodValidationPipe(navigationItemUpdateSchema, INVALID_ITEM)) patch: NavigationItemUpdate,
  ): Promise<NavigationItem> {
    return this.navigation.update(actor, id.toLowerCase(), patch);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a navigation item and everything under it' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: an id that is not a UUID' })
  @ApiNotFoundResponse({ description: 'Navigation item not found' })
  @ApiAdminRefusals()
  remove(@CurrentUser() actor: Principal, @Param('id', navigationId()) id: string): Promise<void> {
    return this.navigation.remove(actor, id.toLowerCase());
  }

  @Delete()
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a navigation item by filter (the specification’s form)',
    description: `?id=<uuid> (or id=eq.<uuid>). Without an id: 400 '${DELETE_NEEDS_ID}'.`,
  })
  @ApiQuery({ name: 'id', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: `'${DELETE_NEEDS_ID}', or an id that is not a UUID` })
  @ApiNotFoundResponse({ description: 'Navigation item not found' })
  @ApiAdminRefusals()
  removeByFilter(
    @CurrentUser() actor: Principal,
    // Only the id filter: another parameter (a second filter, a typo) is refused, not ignored,
    // each detail worded as every endpoint words an unknown parameter. Without an id beside it
    // (`?title=eq.x`: a delete filtered on something else) the message is the specification's.
    @Query(
      new ZodValidationPipe(deleteByFilterQuerySchema, (_details, input) =>
        hasIdFilter(input) ? 'Invalid navigation query' : DELETE_NEEDS_ID,
      ),
    )
    query: z.output<typeof deleteByFilterQuerySchema>,
  ): Promise<void> {
    const value = idFilterValue(query.id ?? '');
    if (value === '') throw AppException.validation(DELETE_NEEDS_ID);
    const parsed = navigationIdSchema.safeParse(value);
    if (!parsed.success)
      throw AppException.validation('Invalid navigation id', [
        { path: 'id', message: 'Navigation id must be a UUID' },
      ]);
    return this.navigation.remove(actor, parsed.data.toLowerCase());
  }
}
