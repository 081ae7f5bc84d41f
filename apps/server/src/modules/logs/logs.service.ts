import { Injectable, Logger } from '@nestjs/common';
import { redactText, redactValue } from '@atrium/schema';
import type { LogBatch } from '@atrium/schema';

/**
 * The server level each client level is written at. A browser's `critical` is written as an
 * error (its own word kept in `client_level`): the intake is open to anyone, and `fatal` is the
 * server's own "going down", on which alerting may page someone.
 */
const LEVEL: Record<string, 'debug' | 'log' | 'warn' | 'error'> = {
  debug: 'debug',
  info: 'log',
  warn: 'warn',
  error: 'error',
  critical: 'error',
};

/**
 * Client log intake. Entries are redacted again here (the browser may be old or hostile) and
 * written to the server's structured log, tagged as client logs.
 */
@Injectable()
export class LogsService {
  private readonly logger = new Logger('ClientLog');

  ingest(batch: LogBatch, meta: { ip: string; requestId: string }): number {
    for (const entry of batch.entries) {
      const payload = {
        client: true,
        source: redactText(batch.source),
        app_version: redactText(batch.version),
        client_timestamp: entry.timestamp,
        client_level: entry.level,
        message: redactText(entry.message),
        client_context: entry.context ? redactValue(entry.context) : undefined,
        metadata: entry.metadata ? redactValue(entry.metadata) : undefined,
        ip: meta.ip,
        request_id: meta.requestId,
      };
      this.logger[LEVEL[entry.level] ?? 'log'](payload);
    }
    return batch.entries.length;
  }
}
