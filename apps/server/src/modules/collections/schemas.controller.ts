import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
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
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiHeader,
  ApiPayloadTooLargeResponse,
  ApiPreconditionFailedResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  SCHEMA_BODY_MAX_BYTES,
  SCHEMA_VERSIONS_DEFAULT_LIMIT,
  SCHEMAS_IMPORT_MAX_BYTES,
  collectionNameParamSchema,
  schemaChangeQuerySchema,
  schemaVersionsQuerySchema,
  schemasExportFileSchema,
  schemasImportQuerySchema,
} from '@atrium/schema';
import type {
  SchemaChangeQuery,
  SchemaChangeResult,
  SchemaEntry,
  SchemasExportFile,
  SchemasImportQuery,
  SchemasImportResult,
  SchemaVersion,
} from '@atrium/schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BodyLimit } from '../../common/decorators/body-limit.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { ApiAdminRefusals, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { CollectionsRegistryService } from './collections-registry.service.js';
import { parseIfMatch, schemaEtag } from './collections.exception.js';
import { COLLECTION_COMPONENT, schemaVersionJsonSchema } from './schemas.openapi.js';

const INVALID_QUERY = 'Invalid query';
const nameParam = () => new ZodValidationPipe(collectionNameParamSchema, 'Invalid collection name');
/** The body of POST and PATCH: any JSON object, then every rule of validateCollection. */
const schemaBody = () =>
  new ZodValidationPipe(
    z.record(z.string(), z.unknown(), { error: 'Expected a collection schema (a JSON object)' }),
    'Invalid collection schema',
  );

const DRY_RUN = ApiQuery({
  name: 'dry_run',
  required: false,
  enum: ['true', 'false'],
  description: 'true: change nothing; answer with the SQL the change would run and the rows it would touch',
});
const CONFIRM = ApiQuery({
  name: 'confirm',
  required: false,
  enum: ['destructive'],
  description: 'Apply a destructive change (after its dry run); without it such a change is refused (409)',
});
const IF_MATCH = ApiHeader({
  name: 'If-Match',
  required: false,
  description:
    'The version read: "3" (W/"3", 3 and * accepted); a comma-separated list matches any. A malformed value (an unclosed quote, * in a list) → 400.',
});
const CHANGE_RESULT =
  '{name, action, changes: [{kind: additive|destructive, change, field?, path, message, rows}], destructive, blockers, rewrites, sql: [...], sql_after_commit: [...], dry_run, applied, version, schema}';

/**
 * The schema registry over HTTP (API.md, "Collections"): reading schemas (signed in, only
 * collections the caller may read) and changing them (admins). Each handler is one call into
 * CollectionsRegistryService; README.md beside this file says what each does.
 */
@ApiTags('schemas')
@ApiBearerAuth()
@Controller('schemas')
@UseInterceptors(NoStoreInterceptor)
export class SchemasController {
  constructor(private readonly registry: CollectionsRegistryService) {}

  @Get()
  @ApiOperation({
    summary: 'The collections the caller may read',
    description:
      'Built-in and registered collections whose schema grants the caller read (admins: all). Each entry is {name, builtin, version, updated_at, schema, access}; a non-admin sees only the fields they may read and only their own role in permissions; internal fields are never shown.',
  })
  @ApiOkResponse({ description: '[{name, builtin, version, updated_at, schema, access}]' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a query parameter' })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  list(@CurrentUser() principal: Principal): SchemaEntry[] {
    return this.registry.list(principal);
  }

  @Get('export')
  @AdminOnly()
  @Header('content-disposition', 'attachment; filename="atrium-collections.json"')
  @ApiOperation({
    summary: 'Export every registered collection as one file',
    description:
      '{format: "atrium-collections", version: 1, exported_at, collections: [...]}, relation targets first. POST /schemas/import reads it (in another environment).',
  })
  @ApiOkResponse({ description: 'The export file' })
  @ApiAdminRefusals()
  exportAll(): Promise<SchemasExportFile> {
    return this.registry.exportAll();
  }

  @Get(':name')
  @ApiOperation({
    summary: 'One collection the caller may read',
    description:
      'As one entry of GET /schemas. A registered collection is sent with ETag: "<version>", which PATCH /schemas/:name takes back as If-Match.',
  })
  @ApiOkResponse({ description: '{name, builtin, version, updated_at, schema, access}' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: not a collection name' })
  @ApiNotFoundResponse({ description: 'No such collection, or the caller may not read it' })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  get(
    @Param('name', nameParam()) name: string,
    @CurrentUser() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): SchemaEntry {
    const entry = this.registry.get(name, principal);
    if (entry.version !== null) reply.header('etag', schemaEtag(entry.version));
    return entry;
  }

  @Get(':name/versions')
  @AdminOnly()
  @ApiOperation({
    summary: "A registered collection's versions, newest first",
    description: `Each {version, action: create|update|delete|import, before, after, sql, actor: {id, email}|null, at}; kept after the collection is dropped. \`sql\` is the script the change ran, one text (statements ended by ';', those run after commit under a '-- after commit' line). A built-in collection answers [] (its history is in the migrations). limit 1-200 (default ${SCHEMA_VERSIONS_DEFAULT_LIMIT}), offset.`,
  })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  @ApiOkResponse({
    description:
      '[{version, action, before, after, sql, actor, at}], newest first: before and after are the collection as stored (null before a create, after a delete), actor {id, email} (email null once the account is gone) or null',
    schema: { type: 'array', items: schemaVersionJsonSchema() },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: the name, limit or offset' })
  @ApiNotFoundResponse({ description: 'No collection of that name was ever registered' })
  @ApiAdminRefusals()
  versions(
    @Param('name', nameParam()) name: string,
    @Query(new ZodValidationPipe(schemaVersionsQuerySchema, INVALID_QUERY))
    q: { limit?: number; offset?: number },
  ): Promise<SchemaVersion[]> {
    return this.registry.versions(name, q.limit ?? SCHEMA_VERSIONS_DEFAULT_LIMIT, q.offset ?? 0);
  }

  @Post()
  @AdminOnly()
  @BodyLimit(SCHEMA_BODY_MAX_BYTES)
  @ApiOperation({
    summary: 'Register a collection: its table is created',
    description: `The body is a collection schema (libs/schema/collection.schema.json), at most ${SCHEMA_BODY_MAX_BYTES / 1024} kB. 201 with the applied change; with ?dry_run=true, 200 and nothing changes.`,
  })
  // The Collection component (schemas.openapi.ts): inline, the meta-schema's own `#/$defs/…`
  // references would point at the document's root, where no $defs are (broken for every tool).
  @ApiBody({ schema: { $ref: `#/components/schemas/${COLLECTION_COMPONENT}` } })
  @DRY_RUN
  @CONFIRM
  @ApiCreatedResponse({ description: `Registered: ${CHANGE_RESULT}` })
  @ApiOkResponse({ description: `Dry run: ${CHANGE_RESULT}` })
  @ApiBadRequestResponse({
    description: "VALIDATION_FAILED, 'Invalid collection schema', details list every problem",
  })
  @ApiConflictResponse({
    description: 'The name is taken (a collection, or a table in the database), or the tables are busy',
  })
  @ApiPayloadTooLargeResponse({ description: 'A body over 256 kB' })
  @ApiAdminRefusals()
  async create(
    @Body(schemaBody()) body: Record<string, unknown>,
    @Query(new ZodValidationPipe(schemaChangeQuerySchema, INVALID_QUERY)) q: SchemaChangeQuery,
    @CurrentUser() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SchemaChangeResult> {
    const result = await this.registry.create(body, principal, q);
    reply.status(result.applied ? 201 : 200);
    return result;
  }

  @Post('import')
  @HttpCode(200)
  @AdminOnly()
  @BodyLimit(SCHEMAS_IMPORT_MAX_BYTES)
  @ApiOperation({
    summary: 'Import an export file: create and change collections, all or nothing',
    description:
      'Collections in the file that are not registered are created, those that differ are changed (destructive changes need ?confirm=destructive), the rest left alone; registered collections the file lacks are left alone ("missing") unless ?drop_missing=true. One transaction. ?dry_run=true answers the diff per collection (created, changed, unchanged, missing, dropped) and changes nothing. At most 5 MB.',
  })
  @ApiBody({ schema: jsonSchemaOf(schemasExportFileSchema, 'input') as object })
  @DRY_RUN
  @CONFIRM
  @ApiQuery({ name: 'drop_missing', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({
    description: '{dry_run, applied, destructive, collections: [{status, version, ...change}]}',
  })
  @ApiBadRequestResponse({
    description:
      "VALIDATION_FAILED: the file, or each collection's problems, named from the file's root (collections.<index>.fields.0.type)",
  })
  @ApiConflictResponse({
    description:
      'Destructive changes not confirmed, rows that do not fit, busy tables; details at collections.<index>.<change path> (collections for one the file lacks)',
  })
  @ApiPayloadTooLargeResponse({ description: 'A file over 5 MB' })
  @ApiAdminRefusals()
  importAll(
    @Body(new ZodValidationPipe(schemasExportFileSchema, 'Invalid export file'))
    file: {
      collections: Record<string, unknown>[];
    },
    @Query(new ZodValidationPipe(schemasImportQuerySchema, INVALID_QUERY)) q: SchemasImportQuery,
    @CurrentUser() principal: Principal,
  ): Promise<SchemasImportResult> {
    return this.registry.importAll(file, principal, q);
  }

  @Patch(':name')
  @AdminOnly()
  @BodyLimit(SCHEMA_BODY_MAX_BYTES)
  @ApiOperation({
    summary: "Change a registered collection's schema",
    description:
      'The body is the full new schema (as for POST; the name must stay). Additive changes apply at once; destructive ones (a dropped field, a type change, required or unique added, a narrowed rule) are refused (409, each listed with the rows it touches) unless ?confirm=destructive; rows that cannot take the change (no value for a new required field without a default, duplicates for a unique one) refuse it even confirmed. ?dry_run=true changes nothing. Built-in collections cannot be changed. With If-Match ("<version>" as GET /schemas/:name sends in its ETag, or the entry\'s version), a collection changed since is refused with 412 and nothing is changed — checked again inside the applying transaction, so of two changes from the same version exactly one applies. Without If-Match the change applies to whatever version is current.',
  })
  // The Collection component (schemas.openapi.ts): inline, the meta-schema's own `#/$defs/…`
  // references would point at the document's root, where no $defs are (broken for every tool).
  @ApiBody({ schema: { $ref: `#/components/schemas/${COLLECTION_COMPONENT}` } })
  @IF_MATCH
  @DRY_RUN
  @CONFIRM
  @ApiOkResponse({ description: `${CHANGE_RESULT}; ETag: the new version` })
  @ApiPreconditionFailedResponse({
    description:
      'PRECONDITION_FAILED: If-Match names another version ("This collection was changed by someone else since you opened it. Reload to see their change."); ETag: the current version',
  })
  @ApiBadRequestResponse({
    description: "VALIDATION_FAILED, 'Invalid collection schema', a rename, or 'Invalid If-Match header'",
  })
  @ApiNotFoundResponse({ description: 'No such registered collection' })
  @ApiConflictResponse({
    description: 'Destructive and not confirmed, rows that do not fit, a built-in collection, busy tables',
  })
  @ApiPayloadTooLargeResponse({ description: 'A body over 256 kB' })
  @ApiAdminRefusals()
  async update(
    @Param('name', nameParam()) name: string,
    @Body(schemaBody()) body: Record<string, unknown>,
    @Query(new ZodValidationPipe(schemaChangeQuerySchema, INVALID_QUERY)) q: SchemaChangeQuery,
    @CurrentUser() principal: Principal,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SchemaChangeResult> {
    const result = await this.registry.update(name, body, principal, {
      ...q,
      ifMatch: parseIfMatch(ifMatch),
    });
    if (result.version !== null) reply.header('etag', schemaEtag(result.version));
    return result;
  }

  @Delete(':name')
  @AdminOnly()
  @ApiOperation({
    summary: 'Remove a registered collection and drop its table',
    description:
      'Destructive: refused (409, with the row count) unless ?confirm=destructive. Refused while another collection has a relation to it. ?dry_run=true changes nothing. Its versions are kept. With If-Match (as for PATCH), a collection changed since it was read is refused with 412 and nothing is removed.',
  })
  @IF_MATCH
  @DRY_RUN
  @CONFIRM
  @ApiOkResponse({ description: CHANGE_RESULT })
  @ApiPreconditionFailedResponse({
    description: 'PRECONDITION_FAILED: If-Match names another version; ETag: the current version',
  })
  @ApiBadRequestResponse({
    description: "VALIDATION_FAILED: not a collection name, a query parameter, 'Invalid If-Match header'",
  })
  @ApiNotFoundResponse({ description: 'No such registered collection' })
  @ApiConflictResponse({ description: 'Not confirmed, a built-in collection, a relation points to it, busy' })
  @ApiAdminRefusals()
  remove(
    @Param('name', nameParam()) name: string,
    @Query(new ZodValidationPipe(schemaChangeQuerySchema, INVALID_QUERY)) q: SchemaChangeQuery,
    @CurrentUser() principal: Principal,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<SchemaChangeResult> {
    return this.registry.remove(name, principal, { ...q, ifMatch: parseIfMatch(ifMatch) });
  }
}
