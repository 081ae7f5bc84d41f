import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
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
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  activeThemeSchema,
  createThemeSchema,
  THEME_MESSAGES,
  themeProblemMessage,
  themeSchema,
  updateThemeSchema,
} from '@atrium/schema';
import type { CreateTheme, Theme, UpdateTheme } from '@atrium/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { AdminOnly } from '../../common/decorators/roles.decorator.js';
import { sendCached } from '../../common/http/cached-response.js';
import type { CachedBody } from '../../common/http/cached-response.js';
import { ApiAdminRefusals, ApiZodBody, arrayOf, jsonSchemaOf } from '../../common/http/openapi.js';
import type { Principal } from '../../common/http/principal.js';
import { NoStoreInterceptor } from '../../common/interceptors/no-store.interceptor.js';
import { UuidParamPipe } from '../../common/pipes/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe.js';
import { ThemesService } from './themes.service.js';

/**
 * How long a browser may reuse the active theme without asking: as long as an activation takes
 * to reach every node. After that it revalidates (ETag → 304).
 */
export const ACTIVE_THEME_MAX_AGE_S = 1;

const themeId = () => new UuidParamPipe('theme');
/** The stylesheet's `?v=` only busts caches (the theme editor sets it after an activation). */
const cssQuery = () =>
  new ZodValidationPipe(z.strictObject({ v: z.string().max(64).optional() }), 'Invalid stylesheet query');

/** The 304 both active-theme reads answer (If-None-Match matched, `*` included: RFC 9110). */
const NOT_MODIFIED = 'Not modified (If-None-Match matched its ETag)';

/** The active theme, the same for everyone: shared-cacheable for a second, then revalidated. */
function sendActive(req: FastifyRequest, reply: FastifyReply, body: CachedBody, contentType: string): void {
  sendCached(req, reply, body, { shared: true, maxAgeS: ACTIVE_THEME_MAX_AGE_S, contentType });
}

/**
 * Themes: admins list, create, change, activate and delete them; anyone (the sign-in page too)
 * reads the active one, as JSON or as the stylesheet (index.html carries it inline, or links it).
 */
@ApiTags('themes')
@ApiBearerAuth()
@Controller('themes')
export class ThemesController {
  constructor(private readonly themes: ThemesService) {}

  @Get('active')
  @Public()
  @ApiOperation({
    summary: 'The active theme (public)',
    description: `The active theme's {id, name, label, tokens, updated_at}, or the built-in default (id and updated_at null) when none is active. ETag / If-None-Match → 304; Cache-Control: public, max-age=${ACTIVE_THEME_MAX_AGE_S}. An activation on any node is served by every node within a second.`,
  })
  @ApiOkResponse({ description: 'The active theme', schema: jsonSchemaOf(activeThemeSchema) })
  @ApiResponse({ status: 304, description: NOT_MODIFIED })
  async active(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendActive(req, reply, (await this.themes.activeTheme()).json, 'application/json; charset=utf-8');
  }

  @Get('active.css')
  @Public()
  @ApiOperation({
    summary: 'The active theme as a stylesheet (public)',
    description:
      "CSS custom properties over the design system's (--primary, --primary-foreground, --ring for light on :root and dark on :root.dark; --radius, --font-family). Linked render-blocking by the client's index.html, so the first paint is already themed, with no script. ?v= is ignored (cache busting). ETag / 304 as GET /themes/active.",
  })
  @ApiProduces('text/css')
  @ApiQuery({ name: 'v', required: false, schema: { type: 'string', maxLength: 64 } })
  @ApiOkResponse({ description: 'text/css', schema: { type: 'string' } })
  @ApiResponse({ status: 304, description: NOT_MODIFIED })
  async activeCss(
    @Query(cssQuery()) _query: object,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendActive(req, reply, (await this.themes.activeTheme()).css, 'text/css; charset=utf-8');
  }

  @Get()
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({ summary: 'List the themes', description: 'The active theme first, then by label.' })
  @ApiOkResponse({ description: '[theme]', schema: arrayOf(themeSchema) })
  @ApiAdminRefusals()
  list(): Promise<Theme[]> {
    return this.themes.list();
  }

  @Get(':id')
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({ summary: 'Read a theme' })
  @ApiOkResponse({ description: 'The theme', schema: jsonSchemaOf(themeSchema) })
  @ApiNotFoundResponse({ description: 'Theme not found' })
  @ApiAdminRefusals()
  get(@Param('id', themeId()) id: string): Promise<Theme> {
    return this.themes.get(id);
  }

  @Post()
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({
    summary: 'Add a theme (not active until activated)',
    description:
      "name is a lower-case slug (unique); label 1..100. tokens {light: {primary, primary_foreground}, dark: {…}, radius (rem, 0..1.5), font (inter, system, serif, mono)}; colours #rrggbb. Text on the primary colour, and the primary colour on the page background, must reach WCAG AA (4.5:1) in light and dark: 400 naming the token otherwise. Unknown keys → 400 naming them. Without tokens, today's look.",
  })
  @ApiZodBody(createThemeSchema)
  @ApiCreatedResponse({ description: 'The theme', schema: jsonSchemaOf(themeSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED '${THEME_MESSAGES.INVALID_THEME}: <token>: <why>'`,
  })
  @ApiConflictResponse({ description: 'A theme of that name exists' })
  @ApiAdminRefusals()
  create(
    @CurrentUser() me: Principal,
    @Body(new ZodValidationPipe(createThemeSchema, themeProblemMessage)) input: CreateTheme,
  ): Promise<Theme> {
    return this.themes.create(me, input);
  }

  @Patch(':id')
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({
    summary: 'Change a theme',
    description:
      'Any of name, label, tokens (replaced whole, checked as on create). The active theme changes for everyone within a second.',
  })
  @ApiZodBody(updateThemeSchema)
  @ApiOkResponse({ description: 'The theme', schema: jsonSchemaOf(themeSchema) })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED '${THEME_MESSAGES.INVALID_THEME}: <token>: <why>'`,
  })
  @ApiNotFoundResponse({ description: 'Theme not found' })
  @ApiConflictResponse({ description: 'Another theme has that name' })
  @ApiAdminRefusals()
  update(
    @CurrentUser() me: Principal,
    @Param('id', themeId()) id: string,
    @Body(new ZodValidationPipe(updateThemeSchema, themeProblemMessage)) patch: UpdateTheme,
  ): Promise<Theme> {
    return this.themes.update(me, id, patch);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(NoStoreInterceptor)
  @ApiOperation({
    summary: 'Make a theme the active one',
    description:
      'One transaction: the previous theme is deactivated and this one activated; concurrent activations run one after the other, so exactly one theme is active. Every node serves it within a second.',
  })
  @ApiOkResponse({ description: 'The theme, now active', schema: jsonSchemaOf(themeSchema) })
  @ApiNotFoundResponse({ description: 'Theme not found' })
  @ApiAdminRefusals()
  activate(@CurrentUser() me: Principal, @Param('id', themeId()) id: string): Promise<Theme> {
    return this.themes.activate(me, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({
    summary: 'Delete a theme',
    description: 'Not the active one (409: activate another theme first).',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Theme not found' })
  @ApiConflictResponse({
    description: 'Theme "{label}" is the active theme and cannot be deleted: activate another theme first',
  })
  @ApiAdminRefusals()
  remove(@CurrentUser() me: Principal, @Param('id', themeId()) id: string): Promise<void> {
    return this.themes.remove(me, id);
  }
}
