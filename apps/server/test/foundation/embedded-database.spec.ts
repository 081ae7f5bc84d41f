import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect, Server } from 'node:net';
import type { Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../src/database/database.js';
import type { Database } from '../../src/database/database.js';
import { EMBEDDED_PASSWORD_FILE } from '../../src/database/embedded-postgres.js';
import { pgliteTemplate } from '../support/pglite-template.js';

/**
 * The embedded database's Postgres-protocol listener: off unless EMBEDDED_DB_PORT asks for it;
 * when on, 127.0.0.1 only and a SCRAM-SHA-256 password generated into DATA_DIR. These tests open
 * embedded PGlite themselves (in memory), also in the PostgreSQL run.
 */

/** Sends raw bytes and collects what comes back until the server closes or `ms` pass. */
function rawExchange(port: number, payload: Buffer, ms = 2000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.write(payload);
  });
}

function startupPacket(user = 'postgres'): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0postgres\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(sql + '\0');
  const head = Buffer.alloc(5);
  head.write('Q');
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/** The type bytes of the backend messages in `reply`. */
function messageTypes(reply: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    types.push(String.fromCharCode(reply[at]));
  }
  return types;
}

async function pgError(
  config: ConstructorParameters<typeof Client>[0],
): Promise<{ code?: string; message: string }> {
  const client = new Client(config);
  try {
    await client.connect();
    await client.end();
    return { message: 'connected' };
  } catch (err) {
    await client.end().catch(() => undefined);
    return err as { code?: string; message: string };
  }
}

describe('embedded database listener', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-embedded-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is off by default: the app reaches PGlite in-process and no TCP port is opened', async () => {
    // Any server socket opened while the database starts (counting this process's TCP handles
    // instead was flaky: another test file's server could close meanwhile).
    const listen = jest.spyOn(Server.prototype, 'listen');
    const db = await openDatabase({
      databaseUrl: undefined,
      dataDir,
      memory: true,
      memoryTemplate: pgliteTemplate(),
    }).finally(() => listen.mockRestore());
    try {
      expect(db.kind).toBe('pglite');
      expect(db.embedded?.listener).toBeUndefined();
      expect(listen).not.toHaveBeenCalled();
      // The app's connection works (migrations ran over it) and leaves no password file behind.
      const [row] = await db.dataSource.query('SELECT count(*)::int AS n FROM users');
      expect(row.n).toBe(0);
      expect(() => statSync(join(dataDir, EMBEDDED_PASSWORD_FILE))).toThrow();
    } finally {
      await db.close();
    }
  });

  describe('when EMBEDDED_DB_PORT is set', () => {
    // One database for these checks of its listener (each opening runs the migrations).
    let db: Database;
    let listener: NonNullable<NonNullable<Database['embedded']>['listener']>;
    let listenerDir: string;
    beforeAll(async () => {
      listenerDir = mkdtempSync(join(tmpdir(), 'atrium-embedded-'));
      db = await openDatabase({
        databaseUrl: undefined,
        dataDir: listenerDir,
        memory: true,
        memoryTemplate: pgliteTemplate(),
        embeddedDbPort: 0,
      });
      listener = db.embedded!.listener!;
    });
    afterAll(async () => {
      await db?.close();
      rmSync(listenerDir, { recursive: true, force: true });
    });

    it('listens on 127.0.0.1 only, with a password generated into DATA_DIR (0600)', async () => {
      expect(listener.host).toBe('127.0.0.1');
      expect(listener.port).toBeGreaterThan(0);
      const file = join(listenerDir, EMBEDDED_PASSWORD_FILE);
      expect(listener.passwordFile).toBe(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(listener.url).toBe(`postgresql://postgres:${password}@127.0.0.1:${listener.port}/postgres`);
      // Another address of this machine does not answer on that port.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal);
      if (external) {
        const err = await pgError({
          host: external.address,
          port: listener.port,
          user: 'postgres',
          password,
        });
        expect(err.code).toBe('ECONNREFUSED');
      }
    });

    it('the right password works with pg and sees the app database', async () => {
      const password = readFileSync(join(listenerDir, EMBEDDED_PASSWORD_FILE), 'utf8').trim();
      await db.dataSource.query(
        `INSERT INTO mail_outbox ("to", subject, text) VALUES ('a@b.co', 'hello', 'x')`,
      );
      const client = new Client({ host: '127.0.0.1', port: listener.port, user: 'postgres', password });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT subject FROM mail_outbox');
        expect(rows).toEqual([{ subject: 'hello' }]);
      } finally {
        await client.end();
      }
      // The app's own connection still works after the external client left.
      const [row] = await db.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox');
      expect(row.n).toBe(1);
    });

    it('a wrong password, or the old fixed one, is refused with 28P01', async () => {
      for (const password of ['postgres', 'wrong-password', '']) {
        const err = await pgError({ host: '127.0.0.1', port: listener.port, user: 'postgres', password });
        if (password === '') expect(err.message).not.toBe('connected');
        else {
          expect(err.code).toBe('28P01');
          expect(err.message).toBe('password authentication failed for user "postgres"');
        }
      }
      const other = await pgError({ host: '127.0.0.1', port: listener.port, user: 'admin', password: 'x' });
      expect(other.code).toBe('28P01');
    });

    it('answers a startup packet with a SASL challenge, and a query sent instead of a proof gets no rows', async () => {
      const reply = await rawExchange(
        listener.port,
        Buffer.concat([startupPacket(), simpleQuery('SELECT email FROM users')]),
      );
      // AuthenticationSASL ('R', code 10) offering SCRAM-SHA-256, then FATAL 08P01 and close:
      // nothing from PGlite (no AuthenticationOk, no row description, no data rows).
      expect(messageTypes(reply)).toEqual(['R', 'E']);
      expect(reply.readInt32BE(5)).toBe(10);
      expect(reply.toString('latin1')).toContain('SCRAM-SHA-256');
      expect(reply.toString('latin1')).toContain('C08P01');
    });

    it('declines TLS and GSS encryption with N, then goes on asking for the password', async () => {
      const ssl = Buffer.alloc(8);
      ssl.writeInt32BE(8, 0);
      ssl.writeInt32BE(80877103, 4);
      const gss = Buffer.alloc(8);
      gss.writeInt32BE(8, 0);
      gss.writeInt32BE(80877104, 4);
      const reply = await rawExchange(listener.port, Buffer.concat([ssl, gss, startupPacket()]), 500);
      expect(reply.subarray(0, 2).toString()).toBe('NN');
      expect(String.fromCharCode(reply[2])).toBe('R');
      expect(reply.readInt32BE(7)).toBe(10);
    });

    it('serves one external client at a time: a second one gets 53300', async () => {
      const password = readFileSync(join(listenerDir, EMBEDDED_PASSWORD_FILE), 'utf8').trim();
      const first = new Client({ host: '127.0.0.1', port: listener.port, user: 'postgres', password });
      await first.connect();
      try {
        const err = await pgError({ host: '127.0.0.1', port: listener.port, user: 'postgres', password });
        expect(err.code).toBe('53300');
      } finally {
        await first.end();
      }
      // The slot is free again once the first one left.
      expect(
        (await pgError({ host: '127.0.0.1', port: listener.port, user: 'postgres', password })).message,
      ).toBe('connected');
    });
  });

  it('keeps the generated password across restarts', async () => {
    const a = await openDatabase({
      databaseUrl: undefined,
      dataDir,
      memory: true,
      memoryTemplate: pgliteTemplate(),
      embeddedDbPort: 0,
    });
    const first = a.embedded!.listener!.url;
    await a.close();
    const b = await openDatabase({
      databaseUrl: undefined,
      dataDir,
      memory: true,
      memoryTemplate: pgliteTemplate(),
      embeddedDbPort: 0,
    });
    try {
      const second = b.embedded!.listener!.url;
      expect(new URL(second).password).toBe(new URL(first).password);
    } finally {
      await b.close();
    }
  });
});
