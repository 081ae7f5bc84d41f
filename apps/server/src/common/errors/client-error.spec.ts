import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { isApiErrorBody } from '@atrium/schema';
import { answerClientError, createClientErrorHandler, rawErrorResponse } from './client-error.js';
import type { ClientError } from './client-error.js';

function parserError(code: string, rawPacket?: string): ClientError {
  return Object.assign(new Error(code), {
    code,
    rawPacket: rawPacket === undefined ? undefined : Buffer.from(rawPacket, 'latin1'),
  });
}

const MAX_URL = 100;

describe('answerClientError', () => {
  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_HEADER_OVERFLOW', 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['HPE_INVALID_METHOD', 400, 'VALIDATION_FAILED'],
    ['HPE_UNEXPECTED_CONTENT_LENGTH', 400, 'VALIDATION_FAILED'],
    ['HPE_SOMETHING_NEW', 400, 'VALIDATION_FAILED'],
    ['toString', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', (code, status, apiCode) => {
    expect(answerClientError(parserError(code), MAX_URL)).toMatchObject({ status, code: apiCode });
  });

  it('answers nobody when the peer is gone', () => {
    expect(answerClientError(parserError('ECONNRESET'), MAX_URL)).toBeUndefined();
    expect(answerClientError(parserError('EPIPE'), MAX_URL)).toBeUndefined();
  });

  it('tells an over-long URL (414) from over-long headers (431) in the overflowing chunk', () => {
    const longLine = `GET /api/${'a'.repeat(MAX_URL)} HTTP/1.1\r\nHost: x\r\n`;
    const unfinishedLine = `GET /api/${'a'.repeat(MAX_URL * 2)}`;
    const shortLine = `GET /api/health HTTP/1.1\r\nX-Big: ${'b'.repeat(MAX_URL * 2)}`;
    const midHeaders = 'b'.repeat(MAX_URL * 2);
    const overflow = (raw: string) =>
      answerClientError(parserError('HPE_HEADER_OVERFLOW', raw), MAX_URL)?.code;
    expect(overflow(longLine)).toBe('URI_TOO_LONG');
    expect(overflow(unfinishedLine)).toBe('URI_TOO_LONG');
    expect(overflow(shortLine)).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
    expect(overflow(midHeaders)).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
  });
});

describe('rawErrorResponse', () => {
  it('is a complete HTTP/1.1 response in the API shape that closes the connection', () => {
    const text = rawErrorResponse(
      { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'Request headers are too large' },
      { 'x-frame-options': 'DENY' },
    );
    const [head, body] = text.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(lines).toEqual(
      expect.arrayContaining([
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        'x-frame-options: DENY',
      ]),
    );
    const parsed: unknown = JSON.parse(body);
    expect(isApiErrorBody(parsed)).toBe(true);
    expect(parsed).toMatchObject({
      error: 'Request Header Fields Too Large',
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    });
  });

  it('names each header once when the security headers carry one of its own (cache-control)', () => {
    const text = rawErrorResponse(
      { status: 414, code: 'URI_TOO_LONG', message: 'too long' },
      { 'cache-control': 'no-store', 'x-frame-options': 'DENY' },
    );
    const names = text
      .split('\r\n\r\n')[0]
      .split('\r\n')
      .slice(1)
      .map((line) => line.slice(0, line.indexOf(':')));
    expect(names.filter((n) => n === 'cache-control')).toEqual(['cache-control']);
    expect(new Set(names).size).toBe(names.length);
  });
});

/** Just what the handler touches on a socket. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  writableEnded = false;
  writable = true;
  written: string[] = [];
  _httpMessage?: { headersSent: boolean };
  end(data: string) {
    this.written.push(data);
    this.writableEnded = true;
    this.writable = false;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

describe('createClientErrorHandler', () => {
  const handle = createClientErrorHandler({ headers: {}, maxUrlLength: MAX_URL });

  it('answers the first report of a connection once, however often the parser repeats it', () => {
    const socket = new FakeSocket();
    handle(parserError('HPE_INVALID_METHOD'), socket as unknown as Socket);
    handle(parserError('HPE_INVALID_METHOD'), socket as unknown as Socket);
    expect(socket.written).toHaveLength(1);
    expect(socket.written[0]).toMatch(/^HTTP\/1\.1 400 /);
    expect(socket.destroyed).toBe(false); // left for the client to read, then closed
  });

  it('writes nothing after a response already under way, and closes', () => {
    const socket = new FakeSocket();
    socket._httpMessage = { headersSent: true };
    handle(parserError('HPE_INVALID_CHUNK_SIZE'), socket as unknown as Socket);
    expect(socket.written).toEqual([]);
    expect(socket.destroyed).toBe(true);
  });

  it('only closes when the peer reset the connection', () => {
    const socket = new FakeSocket();
    handle(parserError('ECONNRESET'), socket as unknown as Socket);
    expect(socket.written).toEqual([]);
    expect(socket.destroyed).toBe(true);
  });
});
