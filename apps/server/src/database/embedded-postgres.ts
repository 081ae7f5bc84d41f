import { join } from 'node:path';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketHandler, PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { ensurePrivateDir, persistentSecretFile, tightenTree } from '../config/private-files.js';
import { startPasswordListener } from './embedded-listener.js';
import type { PasswordListener } from './embedded-listener.js';
import { InProcessSocket } from './in-process-socket.js';

/**
 * Embedded PostgreSQL: PGlite (PostgreSQL compiled to WASM) in DATA_DIR, spoken to over the
 * Postgres wire protocol so the ordinary `pg` driver and TypeORM code paths serve both embedded
 * and server databases.
 *
 * The app's own connection is an in-process byte pipe (`connect()`, given to node-postgres as its
 * `stream`) served by pglite-socket's protocol handler: no port and no socket file, so nothing
 * else on the machine can reach the database through the app. A TCP listener for psql and tools
 * opens only when asked for (EMBEDDED_DB_PORT), on 127.0.0.1, behind a SCRAM-SHA-256 password
 * check (embedded-listener.ts) with a password generated once into DATA_DIR.
 *
 * One connection only: pglite-socket runs clients' messages one at a time on PGlite's single
 * backend, so two clients' extended-protocol messages could interleave. The app's pool of one
 * serialises its own; an external client should use simple queries (and one at a time).
 */
export const EMBEDDED_MAX_CONNECTIONS = 1;
/** External clients (psql, e2e helpers) at once on the optional TCP listener. */
export const EMBEDDED_EXTERNAL_CONNECTIONS = 1;
/** The generated password of the TCP listener, in DATA_DIR. */
export const EMBEDDED_PASSWORD_FILE = 'embedded-db-password';

export interface EmbeddedListenerInfo {
  host: '127.0.0.1';
  port: number;
  /** `postgresql://postgres:<password>@127.0.0.1:<port>/postgres` */
  url: string;
  /** Where the password is kept (0600). */
  passwordFile: string;
}

export interface EmbeddedPostgres {
  db: PGlite;
  /** A new in-process connection for node-postgres (`stream` option of Client and Pool). */
  connect(): Duplex;
  /** Set only while the TCP listener is on (EMBEDDED_DB_PORT). */
  listener?: EmbeddedListenerInfo;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the database files (DATA_DIR/pglite) and the listener's password live. */
  dataDir: string;
  /** Keep the database in memory (tests); the listener's password still goes to dataDir. */
  memory?: boolean;
  /** With memory: start from this data directory, dumped by PGlite's dumpDataDir, instead of an
   * empty one that initdb fills (8 s of WASM work on a two-core machine; loading a dump, 1-1.6 s). */
  memoryTemplate?: Blob;
  /** Open the TCP listener on this port of 127.0.0.1 (0 = any free port); undefined = no listener. */
  listenPort?: number;
}

type QueryQueue = PGLiteSocketHandlerOptions['queryQueue'];

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  // Dynamic imports: PGlite is only loaded when no DATABASE_URL is set.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketHandler, PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  let db: PGlite;
  if (opts.memory) {
    // Without a template (loadDataDir undefined) PGlite runs initdb.
    db = await PGlite.create({ loadDataDir: opts.memoryTemplate });
  } else {
    ensurePrivateDir(opts.dataDir);
    const dir = join(opts.dataDir, 'pglite');
    // PGlite writes through Node's fs from inside its WASM file system, so only the process umask
    // reaches the files it creates later (new tables, WAL segments): 0077 makes them 0600/0700.
    // Process-wide on purpose: everything else Atrium writes under DATA_DIR is private as well.
    process.umask(process.umask(0o077) | 0o077);
    ensurePrivateDir(dir);
    db = await PGlite.create(dir);
    // Its initial files are unpacked 0666 whatever the umask (and older versions of Atrium left
    // 0644/0755 ones): take group and other permissions off everything once it is open.
    tightenTree(dir);
  }

  // pglite-socket's handlers share one query queue, which keeps a client's transaction together
  // on PGlite's single backend. The queue is created by (and private to) its socket server; that
  // server is never started here: it only owns the queue both kinds of connection join.
  const queueOwner = new PGLiteSocketServer({ db, port: 0 });
  const queryQueue = (queueOwner as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (!queryQueue) {
    await db.close();
    throw new Error('@electric-sql/pglite-socket changed: PGLiteSocketServer has no queryQueue any more');
  }

  const handlers = new Set<PGLiteSocketHandler>();
  const serve = (socket: Duplex, onEnd?: () => void): void => {
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    const ended = () => {
      handlers.delete(handler);
      onEnd?.();
    };
    handler.addEventListener('close', ended);
    handler.addEventListener('error', ended);
    void handler.attach(socket as unknown as Socket);
    socket.resume();
  };

  let listener: PasswordListener | undefined;
  let info: EmbeddedListenerInfo | undefined;
  if (opts.listenPort !== undefined) {
    const password = persistentSecretFile(opts.dataDir, EMBEDDED_PASSWORD_FILE);
    try {
      listener = await startPasswordListener({
        port: opts.listenPort,
        password,
        maxClients: EMBEDDED_EXTERNAL_CONNECTIONS,
        onClient: (socket, done) => serve(socket, done),
      });
    } catch (err) {
      await db.close();
      throw err;
    }
    info = {
      host: listener.host,
      port: listener.port,
      url: `postgresql://postgres:${password}@${listener.host}:${listener.port}/postgres`,
      passwordFile: join(opts.dataDir, EMBEDDED_PASSWORD_FILE),
    };
  }

  let stopped = false;
  return {
    db,
    listener: info,
    connect() {
      const [client, server] = InProcessSocket.pair();
      if (stopped) server.destroy();
      else serve(server);
      return client;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await listener?.close();
      await Promise.all([...handlers].map((h) => h.detach(true)));
      handlers.clear();
      await db.close();
    },
  };
}

/**
 * For the start banner: the psql URL while the listener is on — with the password outside
 * production (the developer's own terminal, as `supabase start` prints its keys), else with the
 * file that holds it, since production output usually ends up in shared logs.
 */
export function psqlHint(listener: EmbeddedListenerInfo | undefined, showPassword: boolean): string {
  if (!listener) return 'psql: off, set EMBEDDED_DB_PORT to open it on 127.0.0.1';
  if (showPassword) return `psql: ${listener.url}`;
  return `psql: postgresql://postgres@${listener.host}:${listener.port}/postgres, password in ${listener.passwordFile}`;
}
