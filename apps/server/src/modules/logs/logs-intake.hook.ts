import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LOG_BATCH_MAX_BYTES } from '@atrium/schema';
import { errorCodes } from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';

/** The route these limits guard (`/.netlify/functions/logs` is rewritten to it before routing). */
const INTAKE_URL = '/api/logs';
const received = Symbol('logs.receivedBytes');
type IntakeRequest = FastifyRequest & { [received]?: number };

function isIntake(req: FastifyRequest): boolean {
  return req.method === 'POST' && req.routeOptions.url === INTAKE_URL;
}

function declaredLength(req: FastifyRequest): number | undefined {
  const h = req.headers['content-length'];
  const n = h === undefined ? NaN : Number(h);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

function tooLarge(): Error {
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

/** Passes a body through, counting its bytes, and fails with 413 once it passes `limit`. */
class BoundedBody extends Transform {
  receivedEncodedLength = 0;

  constructor(
    private readonly limit: number,
    private readonly onEnd: (bytes: number) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit) cb(tooLarge());
    else cb(null, chunk);
  }

  override _flush(cb: TransformCallback): void {
    this.onEnd(this.receivedEncodedLength);
    cb();
  }
}

/**
 * The limits of the public log intake (POST /api/logs), applied as Fastify hooks so a refused
 * batch is never read, parsed or logged:
 * - onRequest: requests per client IP (RATE_LIMIT_LOGS_PER_IP), then the declared Content-Length
 *   against the route's body limit (LOG_BATCH_MAX_BYTES, 256 KiB, below the global 1 MiB → 413)
 *   and against the bytes per client IP (RATE_LIMIT_LOGS_BYTES_PER_IP) — before any byte is read.
 * - preParsing: the body stream is counted and cut at the body limit, so a body without
 *   Content-Length (chunked) is bounded too; its bytes are charged once read (preValidation).
 * Entry count, message, context and metadata size and depth are the schema's (libs/schema).
 * The hooks return at once for every other route.
 */
@Injectable()
export class LogsIntakeHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly limits: RateLimitService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as unknown as FastifyInstance;
    fastify.addHook('onRequest', (req, _reply, done) => {
      if (!isIntake(req)) return done();
      this.admit(req).then(() => done(), done);
    });
    fastify.addHook('preParsing', (req, _reply, payload, done) => {
      if (!isIntake(req)) return done(null, payload);
      const bounded = new BoundedBody(LOG_BATCH_MAX_BYTES, (n) => ((req as IntakeRequest)[received] = n));
      payload.on('error', (err) => bounded.destroy(err));
      done(null, payload.pipe(bounded));
    });
    fastify.addHook('preValidation', (req, _reply, done) => {
      if (!isIntake(req) || declaredLength(req) !== undefined) return done();
      const bytes = (req as IntakeRequest)[received] ?? 0;
      this.limits.consume('logBytesPerIp', req.ip, Math.max(1, bytes)).then(() => done(), done);
    });
  }

  private async admit(req: FastifyRequest): Promise<void> {
    await this.limits.consume('logsPerIp', req.ip);
    const length = declaredLength(req);
    if (length === undefined) return; // chunked: counted as it streams, charged in preValidation
    if (length > LOG_BATCH_MAX_BYTES) throw tooLarge();
    await this.limits.consume('logBytesPerIp', req.ip, Math.max(1, length));
  }
}
