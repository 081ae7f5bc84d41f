import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An idle keep-alive connection is closed once it has been idle this long after close() began. */
export const IDLE_GRACE_MS = 500;
const SWEEP_EVERY_MS = 50;

/** When the socket's last response ended (ms, performance.now()); 0 while a request is in progress. */
const IDLE_SINCE = Symbol('atrium.idleSince');
type TrackedSocket = Socket & { [IDLE_SINCE]?: number };

/**
 * Closes the HTTP server without dropping a request a client has already sent.
 *
 * Node's `server.close()` stops accepting and at once destroys every keep-alive connection that
 * is idle at that instant. Under a steady stream, some of those "idle" connections are between
 * two requests: the client has written its next request, which has not arrived yet, and gets a
 * reset instead of an answer (seen in test/foundation/shutdown.spec.ts: a handful per shutdown
 * with eight busy clients). So, for this server, closing idle connections becomes a sweep: after
 * the listener closes, each further request on an open connection is still served (Fastify adds
 * `Connection: close`; `return503OnClosing` is off in http-setup.ts), and a connection is closed
 * only once it has sat idle for IDLE_GRACE_MS — a client that quiet is not mid-request, and a
 * busy one leaves by itself after its next answer. The process's own 10 s limit (main.ts) still
 * bounds the whole. This applies once `draining()` is true (main.ts drains before it closes).
 */
export function installConnectionDrain(fastify: FastifyInstance, draining: () => boolean): void {
  const server: Server = fastify.server;
  const closeAllIdleNow = server.closeIdleConnections.bind(server);
  const sockets = new Set<TrackedSocket>();
  server.on('connection', (socket: TrackedSocket) => {
    socket[IDLE_SINCE] = performance.now();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  fastify.addHook('onRequest', (req, _reply, done) => {
    (req.raw.socket as TrackedSocket)[IDLE_SINCE] = 0;
    done();
  });
  fastify.addHook('onResponse', (req, _reply, done) => {
    (req.raw.socket as TrackedSocket)[IDLE_SINCE] = performance.now();
    done();
  });

  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () => {
    const now = performance.now();
    for (const socket of sockets) {
      const idleSince = socket[IDLE_SINCE] ?? 0;
      if (idleSince > 0 && now - idleSince >= IDLE_GRACE_MS) socket.destroy();
    }
    if (!sockets.size && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };
  // Called by server.close() (Node ≥ 19). Outside a drain (tests closing an app, a failed start)
  // Node's immediate close is kept.
  server.closeIdleConnections = () => {
    if (!draining()) return closeAllIdleNow();
    if (sweeper) return;
    sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    sweeper.unref();
    sweep();
  };
  server.on('close', () => {
    if (sweeper) clearInterval(sweeper);
    sweeper = undefined;
  });
}
