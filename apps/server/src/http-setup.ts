import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseQuerystring } from 'node:querystring';
import { isUtf8 as isUtf8Bytes } from 'node:buffer';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { LogController } from 'fastify';
import { parse as parseContentType } from 'content-type';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { redactUrl } from '@atrium/schema';
import { BODY_LIMIT_CONFIG_KEY } from './common/decorators/body-limit.decorator.js';
import { AppException } from './common/errors/app.exception.js';
import {
  answerRequestsNodeRefuses,
  createClientErrorHandler,
  uriTooLongMessage,
} from './common/errors/client-error.js';
import { UNSUPPORTED_CONTENT_ENCODING, UNSUPPORTED_CONTENT_TYPE } from './common/errors/error-body.js';
import { sendApiError } from './common/filters/api-exception.filter.js';
import { sendCached } from './common/http/cached-response.js';
import { lazyChildLoggerFactory } from './common/http/logger.js';
import type { AppConfig } from './config/app-config.js';
import { documentCommonResponses } from './common/http/openapi.js';
import {
  isPlainJson,
  mayHoldUnstorableText,
  NOT_UTF8_MESSAGE,
  PROTOTYPE_KEY_MESSAGE,
  TEXT_PROBLEM_MESSAGES,
  unstorableText,
} from './common/http/well-formed-json.js';
import { documentRoutesApi } from './modules/routes/routes.openapi.js';
import { documentSchemasApi } from './modules/collections/schemas.openapi.js';
import { documentNavigationApi } from './modules/navigation/navigation.openapi.js';
import { RestOpenApi } from './modules/rest/rest.openapi.js';
import { swaggerUiSessionOptions } from './common/http/swagger-ui-session.js';
import { withInlineTheme } from './modules/themes/inline-theme.js';
import { ThemesService } from './modules/themes/themes.service.js';
import type { AuthenticatedRequest } from './modules/auth/request-authenticator.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Longest request target (path and query) served; longer ones get 414 URI_TOO_LONG. */
export const MAX_URL_LENGTH = 8 * 1024;
/**
 * Node's limit on the request line and headers together (its default, set here so it is
 * stated): past it Node's parser refuses the request, answered as 431 (or 414, when the URL is
 * what overflowed) by the client error handler.
 */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Most query parameters one request may carry (the filters of API.md need a handful). */
export const MAX_QUERY_PARAMS = 100;
/** Time a client has to send a whole request (headers and body); past it, 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const API_PREFIX = 'api';
const NETLIFY_PREFIX = '/.netlify/functions';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const TOO_MANY_QUERY_PARAMS = Symbol('too many query parameters');
const MISSING_HOST = 'Missing Host header';

/**
 * The query string parser: counts the parameters before parsing any (a URL of 8 KiB holds
 * thousands) and marks a query over MAX_QUERY_PARAMS for the onRequest hook to refuse; the
 * router calls it, where a throw would escape. Keys are flat (`a[b][c]` is one key, named
 * literally), so there is no nesting to bound; a repeated key gives an array, as before.
 */
export function parseBoundedQuery(query: string): Record<string, unknown> {
  if (query.length === 0) return {};
  let params = 1;
  for (let i = query.indexOf('&'); i !== -1; i = query.indexOf('&', i + 1)) {
    if (++params > MAX_QUERY_PARAMS) return { [TOO_MANY_QUERY_PARAMS]: true } as Record<string, unknown>;
  }
  return parseQuerystring(query);
}

function uriTooLong(): AppException {
  return new AppException(414, 'URI_TOO_LONG', uriTooLongMessage(MAX_URL_LENGTH));
}

/**
 * Checked before any handler runs: an HTTP/1.1 request must name its Host (RFC 9112 §3.2; Node's
 * own check, turned off in fastifyOptions, answered a bare 400 with no body or headers), then the
 * bounds: URL length and query parameter count.
 */
function refuseBadRequestHead(req: FastifyRequest): AppException | undefined {
  const { httpVersionMajor, httpVersionMinor } = req.raw;
  if (httpVersionMajor === 1 && httpVersionMinor === 1 && req.headers.host === undefined) {
    return AppException.validation(MISSING_HOST);
  }
  if (req.originalUrl.length > MAX_URL_LENGTH) return uriTooLong();
  if ((req.query as Record<symbol, unknown> | null)?.[TOO_MANY_QUERY_PARAMS]) {
    return AppException.validation(`Too many query parameters (at most ${MAX_QUERY_PARAMS})`);
  }
  return undefined;
}

/**
 * Fastify options: body, URL, header and query limits, request ids, `/.netlify/functions/*`
 * answered as `/api/*`, and the failures raised before Fastify's hooks run (Node's parser, the
 * router) answered in the API error shape with the security headers.
 */
export function fastifyOptions(config: AppConfig) {
  // Refused before routing: always an API error answer.
  const headers = securityHeaders(config.isProduction).api;
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    // A Host-less HTTP/1.1 request is refused by the first onRequest hook (setupHttp) in the API
    // error shape with the security headers, instead of by Node with an empty 400.
    http: { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false },
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler: createClientErrorHandler({ headers, maxUrlLength: MAX_URL_LENGTH }),
    // A malformed URL or an over-long path parameter, found by the router before any hook.
    frameworkErrors: (error: Error, req: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers);
      reply.header('x-request-id', req.id);
      const tooLong = (req.raw.url ?? '').length > MAX_URL_LENGTH;
      sendApiError(tooLong ? uriTooLong() : error, req, reply, false);
    },
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((s) => s.trim()) : false,
    requestIdHeader: false as const,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const h = req.headers['x-request-id'];
      return typeof h === 'string' && REQUEST_ID.test(h) ? h : randomUUID();
    },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    rewriteUrl: (req: { url?: string }) => {
      const url = req.url ?? '/';
      if (
        url === NETLIFY_PREFIX ||
        url.startsWith(NETLIFY_PREFIX + '/') ||
        url.startsWith(NETLIFY_PREFIX + '?')
      ) {
        return '/' + API_PREFIX + url.slice(NETLIFY_PREFIX.length);
      }
      return url;
    },
    routerOptions: { maxParamLength: 500, querystringParser: parseBoundedQuery },
    // While closing, Fastify would answer requests still arriving on open keep-alive connections
    // with its own 503 (not the API shape). Serve them instead: the database stays open until the
    // listener has closed and each such response carries `Connection: close` (see
    // modules/health/connection-drain.ts).
    return503OnClosing: false,
  };
}

/** The security headers of the two kinds of response, each computed once (see securityHeaders). */
export interface SecurityHeaders {
  /** The client's HTML and files, and the API docs page: pages a browser renders. */
  document: Record<string, string>;
  /** The API's JSON answers: never rendered as a page. */
  api: Record<string, string>;
}

/**
 * The security headers, computed once. (Helmet sets the same document headers but re-renders
 * its CSP on every request, which cost a quarter of GET /api/routes' throughput.)
 *
 * Documents get the full set; the CSP allows no inline script, and inline styles for React/Radix
 * style props. API answers get the set that acts on a resource that is never rendered, as
 * GitHub's API and OWASP's REST Security Cheat Sheet do: `nosniff`, framing refused, a CSP of
 * `default-src 'none'` (stricter than the document's: a JSON answer opened as a page runs and
 * loads nothing), same-origin CORP against cross-origin reads, the referrer policy and HSTS.
 * Cross-Origin-Opener-Policy, Origin-Agent-Cluster, Permissions-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options and X-Permitted-Cross-Domain-Policies act on documents only; on every JSON
 * answer they were six header lines Node validates and writes for nothing.
 */
export function securityHeaders(production: boolean): SecurityHeaders {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const hsts: Record<string, string> = production
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  return {
    document: {
      'content-security-policy': csp,
      ...common,
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      ...hsts,
    },
    // API answers are the caller's own unless a handler says otherwise (sendCached's ETags):
    // never stored by a browser or a proxy.
    api: {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      ...common,
      ...hsts,
    },
  };
}

/** Whether a request's answer is a document (securityHeaders): outside /api, or the API docs page. */
function isDocumentPath(url: string): boolean {
  return (
    !isApiPath(url) || url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?')
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset (`charset=utf-16`) would be
 * read as UTF-8 all the same, so it is refused rather than misread. No charset means UTF-8.
 */
function isUtf8(type: string): boolean {
  const charset = parseContentType(type).parameters.charset?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const len = headers['content-length'];
  return (len !== undefined && len !== '0') || headers['transfer-encoding'] !== undefined;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * API bodies are JSON. Anything else is refused before it is parsed (Nest also registers
 * form-urlencoded and text parsers, which the API never wants).
 */
function refuseBodyType(req: FastifyRequest): AppException | undefined {
  if (!BODY_METHODS.has(req.method) || !isApiPath(req.url) || !hasBody(req.headers)) return undefined;
  const type = req.headers['content-type'];
  if (!type || !JSON_TYPE.test(type) || !isUtf8(type)) {
    return new AppException(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_CONTENT_TYPE);
  }
  // A compressed body would reach the JSON parser as bytes it cannot read ("Malformed JSON").
  const coding = req.headers['content-encoding'];
  if (coding !== undefined && String(coding).trim().toLowerCase() !== 'identity') {
    return new AppException(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_CONTENT_ENCODING);
  }
  return undefined;
}

/**
 * Security headers, errors, request logging, docs and the built client. Called before app.init().
 * Returns the SPA fallback the not-found path uses (Nest owns Fastify's not-found handler).
 */
export async function setupHttp(app: NestFastifyApplication, config: AppConfig): Promise<SpaFallback> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  // @BodyLimit(bytes) on a handler: its own body limit instead of BODY_LIMIT_BYTES. Routes are
  // registered by app.init(), after this hook.
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_CONFIG_KEY];
    if (typeof limit === 'number') route.bodyLimit = limit;
  });

  const headers = securityHeaders(config.isProduction);
  answerRequestsNodeRefuses(fastify.server, headers.api);
  // One hook for the headers every answer carries and the request heads refused before routing
  // (refuseBadRequestHead, then bodies that are not JSON: refuseBodyType); every hook is a step of
  // every request.
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(isDocumentPath(req.url) ? headers.document : headers.api);
    reply.header('x-request-id', req.id);
    done(refuseBadRequestHead(req) ?? refuseBodyType(req));
  });
  // The request log (LOG_LEVEL info or finer): registered only then, so other levels pay nothing.
  if ((fastify.log as unknown as PinoLogger).isLevelEnabled?.('info') ?? false) {
    fastify.addHook('onResponse', (req, reply, done) => {
      req.log.info(
        // redactUrl: an opened mail link (/reset-password?token=…) must not leave its token in the log.
        {
          method: req.method,
          url: redactUrl(req.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }

  // Errors raised by Fastify itself (body limit, JSON syntax) reach the global exception filter
  // through the error handler Nest installs, so every error leaves in one shape. Those raised
  // before (Node's parser, the router) are answered by the handlers in fastifyOptions.

  // A request that names JSON but sends no bytes has no body, as if it had no Content-Type: many
  // fetch wrappers set the header on every call, and a bodyless sign-out, RPC call or delete must
  // not fail for it. Fastify's own parser (secure-json-parse, prototype poisoning refused) reads
  // every other body; an endpoint that needs one refuses `undefined` through its zod schema.
  // Registered through Nest, which would otherwise add its own JSON parser at init. Fastify's
  // default parser reads a Buffer as well (secure-json-parse takes either).
  // Text no column can keep (a lone surrogate, a NUL) is refused here, for every endpoint
  // (well-formed-json.ts), and so are bytes that are not UTF-8 (decoded, each became U+FFFD).
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', undefined, (req, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    if (!isUtf8Bytes(body as unknown as Buffer)) {
      done(AppException.validation(NOT_UTF8_MESSAGE));
      return;
    }
    parseJson(req, body as unknown as string, (err, value) => {
      if (err && isPlainJson(body)) {
        // Valid JSON refused by secure-json-parse: a prototype key, not a syntax error.
        done(AppException.validation(PROTOTYPE_KEY_MESSAGE));
        return;
      }
      const found = err || !mayHoldUnstorableText(body) ? null : unstorableText(value);
      if (!found) {
        done(err, value);
        return;
      }
      const message = TEXT_PROBLEM_MESSAGES[found.problem];
      done(AppException.validation(message, [{ path: found.path, message }]));
    });
  });

  const indexFile = join(config.clientDistDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const indexHtml = hasClient ? currentFile(indexFile) : undefined;
  if (hasClient) {
    // A page navigation (Accept: text/html) outside /api that matches no file is a client-side
    // route: answered with index.html (see isPageNavigation; anything else missing is a 404).
    const compressedCopies = {
      // The client's build writes a brotli and a gzip copy of each script and stylesheet
      // (vite-plugin-compression2): sent, with Vary: Accept-Encoding, to a browser that accepts
      // them; the file itself otherwise.
      preCompressed: true,
      index: false,
      decorateReply: false,
      // No hidden file is served (a stray .env copied into the build, say).
      dotfiles: 'ignore',
    };
    // The build's top-level files (favicon, robots.txt…), listed once at start: anything else
    // that matches no route reaches the not-found handler (the SPA fallback, 414 for an overlong
    // path segment, the API's 404).
    await app.register(fastifyStatic as never, {
      ...compressedCopies,
      root: config.clientDistDir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'no-cache'),
    });
    // The hashed scripts and styles, looked up when asked for rather than listed at start: a
    // client rebuilt while the server runs is served whole, its new scripts too (index.html is
    // read again when it changes, below); a missing one is the API's 404.
    await app.register(fastifyStatic as never, {
      ...compressedCopies,
      root: join(config.clientDistDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      setHeaders: (reply: FastifyReply) =>
        reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  // OpenAPI 3.1: its Schema Objects are JSON Schema 2020-12, which is what the bodies' schemas are
  // (z.toJSONSchema); under 3.0 their $schema, const, type lists and the like were invalid.
  const docConfig = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Atrium API')
    .setDescription(
      'The HTTP contract of Atrium. Every path is also answered under /.netlify/functions. Errors come in one shape, {error, code, message, timestamp, details?}; besides each operation’s own answers, any request may get 414 URI_TOO_LONG (a request target over the limit), 431 (headers too large) or 400 VALIDATION_FAILED (an HTTP/1.1 request without a Host header) before it reaches an operation.',
    )
    .setVersion(config.version)
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, docConfig);
  documentRoutesApi(document);
  documentNavigationApi(document);
  documentSchemasApi(document);
  documentCommonResponses(document.paths);
  // The table API's paths follow the collection catalog, which changes while the server runs:
  // every request for the document gets it with the current collections and the caller's role
  // (rest.openapi.ts), as JSON text serialised once per role until the catalog changes, with an
  // ETag (304 on a match) and compressed as the client accepts. A plain Fastify route, as
  // GET /api/routes is: the authentication hook has attached the caller's principal (a missing or
  // invalid token gets the anonymous document, which names no collection).
  const restDocs = app.get(RestOpenApi);
  fastify.get(`/${API_PREFIX}/docs/json`, async (req: FastifyRequest, reply: FastifyReply) => {
    const role = (req as AuthenticatedRequest).principal?.role ?? null;
    sendCached(req, reply, restDocs.documentText(document, role));
    return reply;
  });
  // Swagger UI's page and its script. The script names the JSON document's URL instead of
  // carrying the document (@nestjs/swagger writes it in, indented, on every request: 0.6 s for an
  // admin's 200 collections), so the page loads the cached text above, compressed and
  // revalidated. The factory gives Swagger UI no document of its own to embed; `raw: false`: the
  // JSON is served above, and no YAML copy is served.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => undefined as unknown as OpenAPIObject, {
    raw: false,
    swaggerUrl: `/${API_PREFIX}/docs/json`,
    customSiteTitle: 'Atrium API',
    // The document of whoever is signed in to Atrium in this browser, or authorized in the dialog.
    swaggerOptions: swaggerUiSessionOptions,
  });

  let themes: ThemesService | undefined;
  return (req, reply) => {
    const path = req.url.split('?')[0];
    if (!indexHtml || isApiPath(path) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    // A missing build file is a 404, not the app's page (a stale chunk must fail as one).
    if (path.startsWith('/assets/')) return false;
    // Only a page navigation gets the app; a request for a missing file (a favicon, robots.txt,
    // an image) is the API's 404 rather than a 200 page that is not what it asked for.
    if (!isPageNavigation(req.headers.accept)) return false;
    const theme = themes ?? (themes = app.get(ThemesService));
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withInlineTheme(indexHtml(), theme?.inlineTheme()));
    return true;
  };
}

/**
 * A file's text, read again when its modification time changes: index.html names the build's
 * hashed files, so a server left running while the client is rebuilt must send the new one, not a
 * page whose scripts are gone (a blank app). One stat per page navigation, never per API call.
 * While the build has removed the file, the last text read is sent.
 */
export function currentFile(path: string): () => string {
  let text = readFileSync(path, 'utf8');
  let mtime = statSync(path).mtimeMs;
  return () => {
    const now = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (now !== undefined && now !== mtime) {
      try {
        text = readFileSync(path, 'utf8');
        mtime = now;
      } catch {
        // Removed between the stat and the read (a build in progress): the last text stands.
      }
    }
    return text;
  };
}

/**
 * Whether a request is a browser's page navigation: its `Accept` names `text/html` (with a quality
 * above 0), the rule connect-history-api-fallback uses, without its dot rule (a client route's
 * path may hold a dot) and without counting `*\/*`, which a browser's image, script and fetch
 * requests send as well. Linear in the header's length; the header is at most 16 KiB (431 above).
 */
export function isPageNavigation(accept: string | string[] | undefined): boolean {
  if (accept === undefined) return false;
  const ranges = (Array.isArray(accept) ? accept.join(',') : accept).split(',');
  return ranges.some((range) => {
    const [type, ...params] = range.split(';');
    if (type.trim().toLowerCase() !== 'text/html') return false;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Answers a request that matched no route with the client's index.html; false when it does not apply. */
export type SpaFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;
