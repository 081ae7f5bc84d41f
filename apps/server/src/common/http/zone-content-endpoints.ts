import { Body, Delete, Get, HttpCode, Patch, Post, Put, Query, applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
} from '@nestjs/swagger';
import { reorderSchema } from '@atrium/schema';
import type { z } from 'zod';
import { ZodValidationPipe } from '../pipes/zod-validation.pipe.js';
import { ApiZodBody, arrayOf, jsonSchemaOf } from './openapi.js';
import { allQuerySchema } from './query-flags.js';

/**
 * The routing and OpenAPI decorators shared by the controllers of a zone's content (hubs, modules,
 * dashboards): each endpoint is one composed decorator, so the controllers keep only what differs
 * — the access rule (`@ZoneAccess` / `@HubAccess`), the parameters and the service call.
 */

interface Doc {
  summary: string;
  description?: string;
  /** What one row is ('hub', 'module', 'dashboard'), for the response descriptions. */
  noun: string;
}

const operation = ({ summary, description }: Doc) => ApiOperation({ summary, description });

/** A write to a zone that is archived (is_active false) → 409. */
const archived = ApiConflictResponse({ description: 'The zone is archived (content is read-only)' });

/** `{name}` documented as a uuid path parameter (none when the id is the controller's own, e.g. :hubId). */
const idParam = (param?: string) => (param ? [ApiParam({ name: param, format: 'uuid' })] : []);

/** GET the list (a bare array); `withAll` documents `?all=true` (inactive rows too). */
export const ListEndpoint = (item: z.ZodType, doc: Doc, withAll = false) =>
  applyDecorators(
    Get(),
    operation(doc),
    ...(withAll ? [ApiQuery({ name: 'all', required: false, enum: ['true', 'false'] })] : []),
    ApiOkResponse({ description: `Bare array of ${doc.noun}s`, schema: arrayOf(item) }),
  );

export const CreateEndpoint = (
  body: z.ZodType,
  item: z.ZodType,
  doc: Doc,
  badRequest = 'VALIDATION_FAILED',
) =>
  applyDecorators(
    Post(),
    operation(doc),
    ApiZodBody(body),
    ApiCreatedResponse({ description: `The ${doc.noun}`, schema: jsonSchemaOf(item) }),
    ApiBadRequestResponse({ description: badRequest }),
    archived,
  );

/** PUT order with `{ids}`: these first, in this order; the others after them in their order. */
export const ReorderEndpoint = (item: z.ZodType, doc: Doc) =>
  applyDecorators(
    Put('order'),
    operation(doc),
    ApiZodBody(reorderSchema),
    ApiOkResponse({ description: `Every ${doc.noun} in the new order`, schema: arrayOf(item) }),
    archived,
  );

export const ReadEndpoint = (path: string, item: z.ZodType, doc: Doc, param?: string) =>
  applyDecorators(
    Get(path),
    ...idParam(param),
    operation(doc),
    ApiOkResponse({ description: `The ${doc.noun}`, schema: jsonSchemaOf(item) }),
  );

export const UpdateEndpoint = (path: string, body: z.ZodType, item: z.ZodType, doc: Doc, param?: string) =>
  applyDecorators(
    Patch(path),
    ...idParam(param),
    operation(doc),
    ApiZodBody(body),
    ApiOkResponse({ description: `The ${doc.noun}`, schema: jsonSchemaOf(item) }),
    archived,
  );

export const DeleteEndpoint = (path: string, doc: Doc, param?: string) =>
  applyDecorators(
    Delete(path),
    HttpCode(204),
    ...idParam(param),
    operation(doc),
    ApiNoContentResponse({ description: 'Deleted' }),
    archived,
  );

/** The body of a reorder handler, `{ids}` (a `Reorder`), checked as every reorder's is ('Invalid reorder'). */
export const ReorderBody = () => Body(new ZodValidationPipe(reorderSchema, 'Invalid reorder'));

/** The query of a list handler that takes `?all=true` (an `AllQuery`); any other parameter is refused. */
export const AllQueryParam = () => Query(new ZodValidationPipe(allQuerySchema, 'Invalid query'));
