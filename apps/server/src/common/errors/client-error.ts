import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { createApiErrorBody } from '@atrium/schema';

/**
 * Requests Node's HTTP parser refuses before Fastify ever sees them (headers too large, a broken
 * request line, a bad Content-Length or chunked body, a request that took too long to arrive)
 * end in the server's `clientError` event with no request or response object. Fastify's default
 * handler answers those with its own JSON shape; this one answers in the API error shape with
 * the security headers, as a raw HTTP/1.1 response, and closes the connection.
 */

/** An error of Node's HTTP parser (`code` is an llhttp `HPE_*` code or a Node error code). */
export interface ClientError extends Error {
  code?: string;
  /** The chunk the parser was reading when it failed. */
  rawPacket?: Buffer;
}

export interface ClientErrorAnswer {
  status: number;
  code: string;
  message: string;
}

const MALFORMED: ClientErrorAnswer = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Malformed HTTP request',
};

const BY_PARSER_CODE: Readonly<Record<string, ClientErrorAnswer>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    message: 'Request headers are too large',
  },
  HPE_INVALID_METHOD: { status: 400, code: 'VALIDATION_FAILED', message: 'Unknown HTTP method' },
  HPE_INVALID_URL: { status: 400, code: 'VALIDATION_FAILED', message: 'Malformed URL' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid Content-Length' },
  // Content-Length given twice, or together with Transfer-Encoding (request smuggling).
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Conflicting Content-Length or Transfer-Encoding',
  },
  HPE_INVALID_TRANSFER_ENCODING: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid Transfer-Encoding: only chunked is accepted, and never with Content-Length',
  },
  HPE_INVALID_CHUNK_SIZE: { status: 400, code: 'VALIDATION_FAILED', message: 'Malformed chunked body' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Malformed chunked body',
  },
};

/** The 414 answer, worded the same wherever the URL is refused. */
export function uriTooLongMessage(maxUrlLength: number): string {
  return `The URL is too long (at most ${maxUrlLength} characters)`;
}

/**
 * Node counts the request line against its header-size limit, so a very long URL also ends in
 * HPE_HEADER_OVERFLOW. When the failing chunk starts a request whose first line is longer than
 * the URL limit (or has not ended yet), the URL is what overflowed: 414 rather than 431.
 */
function requestLineTooLong(raw: Buffer | undefined, maxUrlLength: number): boolean {
  if (!raw || raw.length <= maxUrlLength) return false;
  // A method token, a space and an origin-form path: the chunk begins a request line.
  let i = 0;
  while (i < raw.length && i < 20 && raw[i] >= 0x41 && raw[i] <= 0x5a) i++;
  if (i === 0 || raw[i] !== 0x20 || raw[i + 1] !== 0x2f) return false;
  const eol = raw.indexOf(0x0a);
  return eol === -1 || eol > maxUrlLength;
}

/** The answer to a parser error; undefined when there is nobody to answer (the peer left). */
export function answerClientError(err: ClientError, maxUrlLength: number): ClientErrorAnswer | undefined {
  const code = err.code ?? '';
  if (code === 'ECONNRESET' || code === 'EPIPE') return undefined;
  if (code === 'HPE_HEADER_OVERFLOW' && requestLineTooLong(err.rawPacket, maxUrlLength)) {
    return { status: 414, code: 'URI_TOO_LONG', message: uriTooLongMessage(maxUrlLength) };
  }
  return Object.hasOwn(BY_PARSER_CODE, code) ? BY_PARSER_CODE[code] : MALFORMED;
}

/** The status line's reason, the headers and the body of an answer that closes the connection. */
function errorResponseParts(
  answer: ClientErrorAnswer,
  headers: Readonly<Record<string, string>>,
): { reason: string; headers: Record<string, string>; body: string } {
  const reason = STATUS_CODES[answer.status] ?? 'Bad Request';
  const body = JSON.stringify(
    createApiErrorBody(answer.code, answer.message, { status: answer.status, error: reason }),
  );
  const own: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  // Each header once: the security headers given may carry cache-control as well.
  return { reason, headers: { ...headers, ...own }, body };
}

/** A complete HTTP/1.1 response in the API error shape that closes the connection. */
export function rawErrorResponse(
  answer: ClientErrorAnswer,
  headers: Readonly<Record<string, string>>,
): string {
  const parts = errorResponseParts(answer, headers);
  const lines = [
    `HTTP/1.1 ${answer.status} ${parts.reason}`,
    ...Object.entries(parts.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${parts.body}`;
}

/** How long a refused connection may stay open for the client to read the answer. */
const LINGER_MS = 2000;

export interface ClientErrorHandlerOptions {
  /** Headers every response carries (the security headers). */
  headers: Readonly<Record<string, string>>;
  maxUrlLength: number;
}

interface DebugLogger {
  debug(obj: object, msg: string): void;
}

/**
 * Fastify's `clientErrorHandler` (Fastify calls it with the instance as `this`, for its logger):
 * answers a parser error in the API shape and closes the connection.
 */
export function createClientErrorHandler(opts: ClientErrorHandlerOptions) {
  return function handleClientError(
    this: { log?: DebugLogger } | void,
    err: ClientError,
    socket: Socket,
  ): void {
    // Node feeds every later chunk of the connection to the failed parser and reports it
    // again: the first report answered, the rest are ignored.
    if (socket.destroyed || socket.writableEnded) return;
    const answer = answerClientError(err, opts.maxUrlLength);
    // A response already under way on this connection cannot be followed by another one.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!answer || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    // Debug level: the client's mistake, not ours.
    this?.log?.debug(
      { status: answer.status, code: answer.code, parserCode: err.code },
      'client error refused',
    );
    endWithAnswer(socket, answer, opts.headers);
  };
}

/** Writes the raw answer and closes the connection, lingering for the client to read it. */
function endWithAnswer(
  socket: Duplex,
  answer: ClientErrorAnswer,
  headers: Readonly<Record<string, string>>,
): void {
  // end() rather than write() + destroy(): closing with unread request bytes still in the
  // kernel's buffer sends a reset that can discard the answer before the client reads it.
  // The client closes once it has the answer (connection: close); one that does not is cut
  // off after LINGER_MS.
  socket.end(rawErrorResponse(answer, headers));
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** CONNECT asks for a tunnel to another host: this server is none. */
export const CONNECT_REFUSED: ClientErrorAnswer = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'CONNECT is not supported: this server is not a proxy',
};

/** An `Expect` other than 100-continue, which HTTP/1.1 defines no other value for. */
export const EXPECTATION_REFUSED: ClientErrorAnswer = {
  status: 417,
  code: 'VALIDATION_FAILED',
  message: 'Unsupported Expect header: only 100-continue is accepted',
};

/**
 * Two requests Node's HTTP server answers itself, never handing them to Fastify: a CONNECT
 * (the socket destroyed without a word when no `connect` listener exists) and an `Expect`
 * header other than `100-continue` (an empty 417). Both are answered here in the API error
 * shape with the security headers, and the connection closed, as the parser's refusals are.
 */
export function answerRequestsNodeRefuses(server: Server, headers: Readonly<Record<string, string>>): void {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    if (!socket.destroyed && socket.writable) endWithAnswer(socket, CONNECT_REFUSED, headers);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
    // The body the client may still send is never read: close once the answer is out.
    res.once('finish', () => req.socket.end());
    const parts = errorResponseParts(EXPECTATION_REFUSED, headers);
    res.writeHead(EXPECTATION_REFUSED.status, parts.reason, parts.headers);
    res.end(parts.body);
  });
}
