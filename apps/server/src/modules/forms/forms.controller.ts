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
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  adminFormSchema,
  createFormSchema,
  deleteFormQuerySchema,
  FORM_CSV_MAX_ROWS,
  FORM_DATA_MAX_BYTES,
  FORM_LIST_DEFAULT_LIMIT,
  FORM_LIST_MAX_LIMIT,
  FORM_LIST_MAX_OFFSET,
  FORM_SEARCH_MAX_LENGTH,
  FORM_STATUSES,
  FORM_MESSAGES,
  FORM_SUBMISSIONS_DEFAULT_LIMIT,
  FORM_SUBMISSIONS_MAX_LIMIT,
  FORM_SUBMISSIONS_MAX_OFFSET,
  formSubmissionSchema,
  listFormsQuerySchema,
  listSubmissionsQuerySchema,
  publishedFormSchema,
  publishResultSchema,
  submitFormBodySchema,
  updateFormSchema,
} from '@atrium/schema';
import type {
  AdminForm,
  CreateForm,
  DeleteFormQuery,
  FormSubmission,
  ListFormsQuery,
  ListSubmissionsQuery,
  PublishedForm,
  PublishResult,
  UpdateForm,
} from '@atrium/schema';
import { z } from 'zod';
import { BodyLimit } from '../../common/decorators/body-limit.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { contentRange, wantsExactCount } from '../../common/http/content-range.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { FormsService } from './forms.service.js';

const formId = () => new UuidParamPipe('form');
const NOT_FOUND = `'${FORM_MESSAGES.NOT_FOUND}'`;

/**
 * Forms (README.md): admins build and publish; signed-in users read and submit the published
 * version of the forms their role may use.
 */
@ApiTags('forms')
@ApiBearerAuth()
@Controller('forms')
@UseInterceptors(NoStoreInterceptor)
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  @Get()
  @ApiOperation({
    summary: 'List forms',
    description: `Admins: every form, draft and status, with its published version under \`published\`. Others: the published forms their role may submit (settings.roles empty or naming it), as published — never the draft. By title then name (members: the published title). q: a plain, case-insensitive substring of the title or the name (at most ${FORM_SEARCH_MAX_LENGTH} characters; % and _ match themselves). status: draft or published (members see published forms only). limit 1..${FORM_LIST_MAX_LIMIT} (default ${FORM_LIST_DEFAULT_LIMIT}), offset 0..${FORM_LIST_MAX_OFFSET}; other parameters are refused. Content-Range: first-last/total (* unless Prefer: count=exact).`,
  })
  @ApiQuery({
    name: 'q',
    required: false,
    schema: { type: 'string', maxLength: FORM_SEARCH_MAX_LENGTH },
  })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...FORM_STATUSES] } })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: FORM_LIST_MAX_LIMIT, default: FORM_LIST_DEFAULT_LIMIT },
  })
  @ApiQuery({
    name: 'offset',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: FORM_LIST_MAX_OFFSET, default: 0 },
  })
  @ApiHeader({ name: 'Prefer', required: false, schema: { type: 'string', enum: ['count=exact'] } })
  @ApiOkResponse({
    description: '[admin form] for admins, [published form] for others',
    schema: { oneOf: [arrayOf(adminFormSchema), arrayOf(publishedFormSchema)] },
  })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${FORM_MESSAGES.INVALID_LIST_QUERY}', naming the parameter`,
  })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  async list(
    @CurrentUser() me: Principal,
    @Query(new ZodValidationPipe(listFormsQuerySchema, FORM_MESSAGES.INVALID_LIST_QUERY))
    query: ListFormsQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminForm[] | PublishedForm[]> {
    const { forms, total } = await this.forms.list(me, query, wantsExactCount(prefer));
    reply.header('content-range', contentRange(query.offset, forms.length, total));
    return forms;
  }

  @Post()
  @ApiOperation({
    summary: 'Create a form (a draft)',
    description: 'name is a unique snake_case slug. Members see nothing until it is published.',
  })
  @ApiZodBody(createFormSchema)
  @ApiCreatedResponse({ description: 'The form', schema: jsonSchemaOf(adminFormSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${FORM_MESSAGES.INVALID_FORM}', a detail per problem`,
  })
  @ApiConflictResponse({ description: 'A form of that name exists' })
  @ApiAdminRefusals()
  @AdminOnly()
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(createFormSchema, FORM_MESSAGES.INVALID_FORM)) input: CreateForm,
  ): Promise<AdminForm> {
    return this.forms.create(me, input);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Read a form',
    description:
      'Admins: the form with its draft. Others: its published version, if their role may submit it (else 404).',
  })
  @ApiOkResponse({
    description: 'admin form, or published form',
    schema: { oneOf: [jsonSchemaOf(adminFormSchema), jsonSchemaOf(publishedFormSchema)] },
  })
  @ApiBadRequestResponse({ description: "VALIDATION_FAILED: 'Invalid form id'" })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  get(@CurrentUser() me: Principal, @Param('id', formId()) id: string): Promise<AdminForm | PublishedForm> {
    return this.forms.get(me, id);
  }

  @Get(':id/published')
  @ApiOperation({
    summary: 'Read the published version of a form',
    description:
      'What a member fills in (admins included): the current published version. 404 before the first publish or when the role may not submit it.',
  })
  @ApiOkResponse({ description: 'published form', schema: jsonSchemaOf(publishedFormSchema) })
  @ApiBadRequestResponse({ description: "VALIDATION_FAILED: 'Invalid form id'" })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  published(@CurrentUser() me: Principal, @Param('id', formId()) id: string): Promise<PublishedForm> {
    return this.forms.getPublished(me, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change a form's draft",
    description: 'Members keep seeing the published version until the form is published again.',
  })
  @ApiZodBody(updateFormSchema)
  @ApiOkResponse({ description: 'The form', schema: jsonSchemaOf(adminFormSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED, '${FORM_MESSAGES.INVALID_FORM}'` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'Another form has that name' })
  @ApiAdminRefusals()
  @AdminOnly()
  update(
    @CurrentUser() me: Principal,
    @Param('id', formId()) id: string,
    @Body(new ZodValidationPipe(updateFormSchema, FORM_MESSAGES.INVALID_FORM)) patch: UpdateForm,
  ): Promise<AdminForm> {
    return this.forms.update(me, id, patch);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a form',
    description:
      'With its versions. A form with submissions is refused (409 saying how many) unless force=true, which deletes them too.',
  })
  @ApiQuery({ name: 'force', required: false, schema: { type: 'string', enum: ['true', 'false'] } })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'The form has submissions (and force is not true)' })
  @ApiAdminRefusals()
  @AdminOnly()
  remove(
    @CurrentUser() me: Principal,
    @Param('id', formId()) id: string,
    @Query(new ZodValidationPipe(deleteFormQuerySchema, FORM_MESSAGES.INVALID_QUERY)) query: DeleteFormQuery,
  ): Promise<void> {
    return this.forms.remove(me, id, query.force);
  }

  @Post(':id/publish')
  @ApiOperation({
    summary: 'Publish the draft as a new version',
    description:
      'Copies the draft into a new immutable version (1, 2, …) and makes it what members see and submit to, in one transaction. A form without fields is refused.',
  })
  @ApiCreatedResponse({ description: '{id, version}', schema: jsonSchemaOf(publishResultSchema) })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: '${FORM_MESSAGES.NOTHING_TO_PUBLISH}'` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiAdminRefusals()
  @AdminOnly()
  publish(@CurrentUser() me: Principal, @Param('id', formId()) id: string): Promise<PublishResult> {
    return this.forms.publish(me, id);
  }

  @Post(':id/submissions')
  @BodyLimit(2 * FORM_DATA_MAX_BYTES)
  @ApiOperation({
    summary: 'Submit a published form',
    description: `data is validated with the current published version (unknown keys, required, types, min/max, options, email/URL format, at most ${FORM_DATA_MAX_BYTES / 1024} KB); each bad field is a detail at data.<key>. With settings.allow_multiple false, a user's second submission is 409.`,
  })
  @ApiZodBody(submitFormBodySchema)
  @ApiCreatedResponse({ description: 'The submission', schema: jsonSchemaOf(formSubmissionSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${FORM_MESSAGES.INVALID_SUBMISSION}', details per field`,
  })
  @ApiNotFoundResponse({
    description: `${NOT_FOUND}: no such form, not published, or not for the caller's role`,
  })
  @ApiConflictResponse({ description: `'${FORM_MESSAGES.ALREADY_SUBMITTED}'` })
  @ApiUnauthorizedResponse({ description: 'Not authenticated' })
  @ApiTooManyRequestsResponse({
    description:
      'RATE_LIMITED, with Retry-After: over RATE_LIMIT_SUBMISSIONS_PER_USER submissions (default 60) per account per RATE_LIMIT_SUBMISSIONS_WINDOW (default 1 hour), every form together',
  })
  submit(
    @CurrentUser() me: Principal,
    @Param('id', formId()) id: string,
    @Body(new ZodValidationPipe(submitFormBodySchema, FORM_MESSAGES.INVALID_SUBMISSION))
    body: z.output<typeof submitFormBodySchema>,
  ): Promise<FormSubmission> {
    return this.forms.submit(me, id, body.data);
  }

  @Get(':id/submissions')
  @ApiOperation({
    summary: "A form's submissions",
    description: `Newest first, each with the form_version it was validated with and the submitter's email. limit 1..${FORM_SUBMISSIONS_MAX_LIMIT} (default ${FORM_SUBMISSIONS_DEFAULT_LIMIT}), offset 0..${FORM_SUBMISSIONS_MAX_OFFSET}; Content-Range first-last/total (* unless Prefer: count=exact). format=csv: every submission (oldest first, at most ${FORM_CSV_MAX_ROWS}) as text/csv — columns submission_id, form_version, submitted_at, submitted_by, then the field keys of every version (a key equal to one of those four is headed data.<key>); text cells starting with = + - @, tab or CR get a leading apostrophe; limit and offset do not apply.`,
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: FORM_SUBMISSIONS_MAX_LIMIT },
  })
  @ApiQuery({
    name: 'offset',
    required: false,
    schema: { type: 'integer', minimum: 0, maximum: FORM_SUBMISSIONS_MAX_OFFSET },
  })
  @ApiQuery({ name: 'format', required: false, schema: { type: 'string', enum: ['json', 'csv'] } })
  @ApiHeader({ name: 'Prefer', required: false, schema: { type: 'string', enum: ['count=exact'] } })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: '[submission], or a CSV file', schema: arrayOf(formSubmissionSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED, '${FORM_MESSAGES.INVALID_QUERY}', naming the parameter`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiAdminRefusals()
  @AdminOnly()
  async submissions(
    @Param('id', formId()) id: string,
    @Query(new ZodValidationPipe(listSubmissionsQuerySchema, FORM_MESSAGES.INVALID_QUERY))
    query: ListSubmissionsQuery,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FormSubmission[] | StreamableFile> {
    if (query.format === 'csv') {
      const { name, csv } = await this.forms.exportCsv(id);
      return new StreamableFile(csv, {
        type: 'text/csv; charset=utf-8',
        disposition: `attachment; filename="${name}-submissions.csv"`,
      });
    }
    const { submissions, total } = await this.forms.listSubmissions(
      id,
      query.limit,
      query.offset,
      wantsExactCount(prefer),
    );
    reply.header('content-range', contentRange(query.offset, submissions.length, total));
    return submissions;
  }
}
