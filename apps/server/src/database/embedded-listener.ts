import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

/**
 * The password check in front of the embedded database's TCP listener (EMBEDDED_DB_PORT).
 *
 * pglite-socket answers every startup packet with AuthenticationOk, whatever user and password the
 * client names, so this front speaks the start of the PostgreSQL protocol itself: it declines TLS
 * and GSS encryption ('N', as a server without them does), asks for SCRAM-SHA-256 (what PostgreSQL
 * uses by default since 14; the password never crosses the wire and the client checks the server
 * proves it knows it too), and only after a valid proof hands the socket on with the client's
 * startup packet replayed, so PGlite answers it as before (AuthenticationOk, parameters,
 * ReadyForQuery). A wrong password gets FATAL 28P01 and the connection is closed.
 */

/** Startup and SASL messages are small; a longer length is a protocol error, not a reason to buffer. */
const MAX_MESSAGE = 10_000;
const PROTOCOL_3_0 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SCRAM_ITERATIONS = 4096;
const MECHANISM = 'SCRAM-SHA-256';

export interface PasswordListenerOptions {
  port: number;
  password: string;
  /** Clients that may be connected after authenticating (more get FATAL 53300). */
  maxClients: number;
  /** Unauthenticated connections allowed at once, and how long each may take to authenticate. */
  maxPending?: number;
  authTimeoutMs?: number;
  /**
   * Takes over an authenticated socket. Its readable side is paused with the startup packet (and
   * anything the client sent after it) unshifted: attach a 'data' listener, then `resume()`.
   * `done` must be called once the connection is over, to free its slot (a 'close' the taker's
   * own cleanup may hide from our listener).
   */
  onClient(socket: Socket, done: () => void): void | Promise<void>;
}

export interface PasswordListener {
  readonly host: '127.0.0.1';
  readonly port: number;
  close(): Promise<void>;
}

/** What the server keeps of the password (as PostgreSQL's SCRAM verifier does). */
interface ScramVerifier {
  salt: Buffer;
  storedKey: Buffer;
  serverKey: Buffer;
}

function hmac(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function scramVerifier(password: string): ScramVerifier {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  return {
    salt,
    storedKey: createHash('sha256').update(hmac(salted, 'Client Key')).digest(),
    serverKey: hmac(salted, 'Server Key'),
  };
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

const cstring = (s: string) => Buffer.from(s + '\0', 'utf8');

function authentication(code: number, data?: Buffer): Buffer {
  return message('R', Buffer.concat([int32(code), data ?? Buffer.alloc(0)]));
}

/** ErrorResponse with severity FATAL. */
export function fatal(code: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      cstring('SFATAL'),
      cstring('VFATAL'),
      cstring('C' + code),
      cstring('M' + text),
      Buffer.from([0]),
    ]),
  );
}

/** The `user` parameter of a startup packet (for messages only; PGlite ignores it). */
function startupUser(packet: Buffer): string {
  const parts = packet.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === 'user') return parts[i + 1].slice(0, 63);
  return '';
}

/**
 * One server side of a SCRAM-SHA-256 exchange (RFC 5802, RFC 7677), without channel binding.
 * `first` answers the client-first-message; `final` checks the client-final-message and returns
 * the server-final-message, or undefined when the proof is wrong or the message malformed.
 */
class ScramExchange {
  private clientFirstBare = '';
  private serverFirst = '';
  private gs2Header = '';
  private nonce = '';

  constructor(private readonly verifier: ScramVerifier) {}

  first(clientFirst: string): string | undefined {
    // gs2-header: 'n' (client cannot bind) or 'y' (could, but we offered no -PLUS), no authzid.
    if (!/^[ny],,/.test(clientFirst)) return undefined;
    this.gs2Header = clientFirst.slice(0, 3);
    this.clientFirstBare = clientFirst.slice(3);
    const attrs = this.clientFirstBare.split(',');
    const clientNonce = attrs[1]?.startsWith('r=') ? attrs[1].slice(2) : '';
    if (!attrs[0].startsWith('n=') || !clientNonce || !/^[\x21-\x2b\x2d-\x7e]+$/.test(clientNonce)) {
      return undefined;
    }
    this.nonce = clientNonce + randomBytes(18).toString('base64');
    this.serverFirst = `r=${this.nonce},s=${this.verifier.salt.toString('base64')},i=${SCRAM_ITERATIONS}`;
    return this.serverFirst;
  }

  final(clientFinal: string): string | undefined {
    const at = clientFinal.lastIndexOf(',p=');
    if (at < 0) return undefined;
    const withoutProof = clientFinal.slice(0, at);
    const [channel, nonce] = withoutProof.split(',');
    if (channel !== 'c=' + Buffer.from(this.gs2Header).toString('base64') || nonce !== 'r=' + this.nonce) {
      return undefined;
    }
    const proof = Buffer.from(clientFinal.slice(at + 3), 'base64');
    if (proof.length !== 32) return undefined;
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${withoutProof}`;
    const signature = hmac(this.verifier.storedKey, authMessage);
    const clientKey = Buffer.alloc(32);
    for (let i = 0; i < 32; i++) clientKey[i] = proof[i] ^ signature[i];
    const ok = timingSafeEqual(createHash('sha256').update(clientKey).digest(), this.verifier.storedKey);
    return ok ? 'v=' + hmac(this.verifier.serverKey, authMessage).toString('base64') : undefined;
  }
}

/** Listens on 127.0.0.1:port; only clients that prove they know the password reach `onClient`. */
export async function startPasswordListener(opts: PasswordListenerOptions): Promise<PasswordListener> {
  const verifier = scramVerifier(opts.password);
  const maxPending = opts.maxPending ?? 8;
  const authTimeoutMs = opts.authTimeoutMs ?? 10_000;
  const sockets = new Set<Socket>();
  let pending = 0;
  let clients = 0;

  const authenticate = (socket: Socket): void => {
    let buffer = Buffer.alloc(0);
    let startup: Buffer | undefined;
    let exchange: ScramExchange | undefined;
    let user = '';
    let finished = false;

    const finish = () => {
      if (finished) return;
      finished = true;
      pending--;
      clearTimeout(timer);
      socket.removeListener('data', onData);
    };
    const refuse = (code: string, text: string) => {
      finish();
      socket.end(fatal(code, text));
    };
    const timer = setTimeout(() => refuse('08P01', 'authentication timed out'), authTimeoutMs);
    timer.unref();

    const handOver = (rest: Buffer) => {
      finish();
      if (clients >= opts.maxClients) {
        socket.end(
          fatal('53300', `too many connections: the embedded database serves ${opts.maxClients} at a time`),
        );
        return;
      }
      clients++;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        clients--;
        sockets.delete(socket);
      };
      socket.once('close', done);
      socket.pause();
      socket.unshift(Buffer.concat([startup!, rest]));
      void Promise.resolve(opts.onClient(socket, done)).catch(() => socket.destroy());
    };

    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!startup) {
          // Untyped packets: Int32 length, Int32 code.
          if (buffer.length < 8) return;
          const len = buffer.readInt32BE(0);
          if (len < 8 || len > MAX_MESSAGE) return refuse('08P01', 'invalid startup packet length');
          if (buffer.length < len) return;
          const packet = buffer.subarray(0, len);
          buffer = buffer.subarray(len);
          const code = packet.readInt32BE(4);
          if ((code === SSL_REQUEST || code === GSSENC_REQUEST) && len === 8) {
            socket.write('N'); // no TLS / GSS encryption here; the client goes on in plain text
            continue;
          }
          if (code === CANCEL_REQUEST) return refuse('08P01', 'cancel requests are not supported');
          if (code !== PROTOCOL_3_0) return refuse('08P01', 'unsupported frontend protocol');
          startup = Buffer.from(packet);
          user = startupUser(startup);
          socket.write(authentication(10, Buffer.concat([cstring(MECHANISM), Buffer.from([0])])));
          continue;
        }
        // Typed messages: Byte1 type, Int32 length (counting itself).
        if (buffer.length < 5) return;
        const len = buffer.readInt32BE(1);
        if (len < 4 || len > MAX_MESSAGE) return refuse('08P01', 'invalid message length');
        if (buffer.length < len + 1) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, len + 1);
        buffer = buffer.subarray(len + 1);
        const failed = () => refuse('28P01', `password authentication failed for user "${user}"`);
        if (type !== 'p') return refuse('08P01', 'expected a SASL response');
        if (!exchange) {
          // SASLInitialResponse: mechanism name, Int32 length, client-first-message.
          const nul = body.indexOf(0);
          if (nul < 0 || body.toString('utf8', 0, nul) !== MECHANISM || body.length < nul + 5)
            return failed();
          const dataLen = body.readInt32BE(nul + 1);
          if (dataLen < 0 || body.length !== nul + 5 + dataLen) return failed();
          exchange = new ScramExchange(verifier);
          const serverFirst = exchange.first(body.toString('utf8', nul + 5));
          if (!serverFirst) return failed();
          socket.write(authentication(11, Buffer.from(serverFirst)));
          continue;
        }
        // SASLResponse: client-final-message.
        const serverFinal = exchange.final(body.toString('utf8'));
        if (!serverFinal) return failed();
        socket.write(authentication(12, Buffer.from(serverFinal)));
        return handOver(buffer);
      }
    };
    socket.on('data', onData);
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (pending >= maxPending) {
      socket.end(fatal('53300', 'too many connections waiting to authenticate'));
      return;
    }
    pending++;
    authenticate(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}
