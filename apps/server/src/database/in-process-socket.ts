import { Duplex } from 'node:stream';

/**
 * One end of an in-process byte pipe that passes for a `net.Socket` where node-postgres (`stream`
 * option of `Client`) and pglite-socket (`PGLiteSocketHandler.attach`) look: bytes written at one
 * end are read at the other, `end()` closes the peer's reading side (and, as for a TCP socket
 * without half-open support, the peer then ends too), `destroy()` closes both. No port, no file:
 * nothing outside this process can reach it.
 */
export class InProcessSocket extends Duplex {
  /** What pglite-socket logs as the client's address. */
  readonly remoteAddress = 'in-process';
  readonly remotePort = 0;
  private peer?: InProcessSocket;

  private constructor() {
    super({ allowHalfOpen: false });
  }

  /** A connected pair: [client end, server end]. */
  static pair(): [InProcessSocket, InProcessSocket] {
    const a = new InProcessSocket();
    const b = new InProcessSocket();
    a.peer = b;
    b.peer = a;
    return [a, b];
  }

  override _read(): void {
    // Data is pushed by the peer's writes.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    const peer = this.peer;
    if (!peer || peer.destroyed || peer.readableEnded) {
      done(Object.assign(new Error('in-process connection closed'), { code: 'EPIPE' }));
      return;
    }
    peer.push(chunk);
    done();
  }

  override _final(done: (err?: Error | null) => void): void {
    if (this.peer && !this.peer.destroyed) this.peer.push(null);
    done();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    const peer = this.peer;
    this.peer = undefined;
    // The peer sees a plain close, as after a TCP reset it would see 'close' without our error.
    if (peer && !peer.destroyed) peer.destroy();
    done(err);
  }

  // The socket methods node-postgres and pglite-socket call; nothing to do in-process.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}
