import { EventEmitter } from 'node:events';
import { ConsoleLogger, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { CHANGES_CHANNEL, ChangeFeedService } from './change-feed.service.js';
import type { ListenClient } from './change-feed.service.js';

function fakeDataSource(rows: { topic: string; version: string }[]) {
  return {
    isInitialized: true,
    query: jest.fn(async () => rows.map((r) => ({ ...r }))),
  } as unknown as DataSource & {
    query: jest.Mock;
  };
}

describe('ChangeFeedService', () => {
  it('notifies a topic whose version moved, and only that topic', async () => {
    const rows = [
      { topic: 'routes', version: '1' },
      { topic: 'users', version: '4' },
    ];
    const feed = new ChangeFeedService(fakeDataSource(rows));
    const routes = jest.fn();
    const users = jest.fn();
    feed.subscribe('routes', routes);
    feed.subscribe('users', users);
    await feed.poll();
    expect(routes).not.toHaveBeenCalled();
    rows[0].version = '2';
    await feed.poll();
    expect(routes).toHaveBeenCalledTimes(1);
    expect(users).not.toHaveBeenCalled();
  });

  it('notifies a topic whose row first appears after the initial read', async () => {
    const rows: { topic: string; version: string }[] = [];
    const feed = new ChangeFeedService(fakeDataSource(rows));
    const listener = jest.fn();
    feed.subscribe('zone_members', listener);
    await feed.poll();
    rows.push({ topic: 'zone_members', version: '1' });
    await feed.poll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes', async () => {
    const feed = new ChangeFeedService(fakeDataSource([]));
    const listener = jest.fn();
    const off = feed.subscribe('routes', listener);
    off();
    feed.changed('routes');
    expect(listener).not.toHaveBeenCalled();
  });
});

/** A stand-in for the LISTEN connection: records what the feed does and delivers what the test sends. */
class FakeListenClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(private readonly failConnect = false) {
    super();
  }
  async connect(): Promise<void> {
    if (this.failConnect) throw new Error('connection refused');
  }
  async query(sql: string): Promise<void> {
    this.queries.push(sql);
  }
  async end(): Promise<void> {
    this.ended = true;
  }
  notify(payload: string, channel = CHANGES_CHANNEL): void {
    this.emit('notification', { processId: 1, channel, payload });
  }
}

/**
 * A feed on "PostgreSQL" whose pool query delivers the probe NOTIFY to the current fake client
 * (unless `deliver` is false, as behind a transaction-mode pooler).
 */
function listeningFeed(opts: { deliver?: boolean; failConnects?: number } = {}) {
  const clients: FakeListenClient[] = [];
  let failures = opts.failConnects ?? 0;
  const rows: { topic: string; version: string }[] = [{ topic: 'routes', version: '1' }];
  const dataSource = {
    isInitialized: true,
    options: { url: 'postgresql://db.invalid/atrium' },
    query: jest.fn(async (sql: string, params?: string[]) => {
      if (sql.startsWith('SELECT pg_notify')) {
        if (opts.deliver !== false) setImmediate(() => clients.at(-1)?.notify(params![1], params![0]));
        return [];
      }
      return rows.map((r) => ({ ...r }));
    }),
  } as unknown as DataSource & { query: jest.Mock };
  class TestFeed extends ChangeFeedService {
    protected override createClient(): ListenClient {
      const c = new FakeListenClient(failures-- > 0);
      clients.push(c);
      return c;
    }
  }
  const feed = new TestFeed(dataSource, { kind: 'postgres' });
  return { feed, clients, rows, dataSource };
}

// Waits for what the fake clients do on their own (reconnect delays of 10 and 40 ms): the bound
// only ends a test that would otherwise hang, so it is far past what a loaded machine needs.
const until = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('ChangeFeedService on PostgreSQL (LISTEN/NOTIFY)', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));
  const saved = {
    probe: ChangeFeedService.probeTimeoutMs,
    delays: ChangeFeedService.reconnectDelaysMs,
  };
  beforeEach(() => {
    // A delivered probe answers at once (setImmediate), so a long timeout costs nothing when it
    // works; a short one failed the probe on a loaded CI machine and the feed fell back to polling.
    ChangeFeedService.probeTimeoutMs = 5000;
    ChangeFeedService.reconnectDelaysMs = [10, 40];
  });
  afterEach(() => {
    ChangeFeedService.probeTimeoutMs = saved.probe;
    ChangeFeedService.reconnectDelaysMs = saved.delays;
  });

  it('calls a topic’s listeners as its notification arrives, without waiting for a poll', async () => {
    const { feed, clients, dataSource } = listeningFeed();
    await feed.onModuleInit();
    expect(feed.mode).toBe('listen');
    expect(clients).toHaveLength(1);
    expect(clients[0].queries).toEqual([`LISTEN ${CHANGES_CHANNEL}`]);
    const routes = jest.fn();
    const users = jest.fn();
    feed.subscribe('routes', routes);
    feed.subscribe('users', users);
    const polls = dataSource.query.mock.calls.length;
    clients[0].notify('routes');
    expect(routes).toHaveBeenCalledTimes(1); // synchronously, in the notification's own tick
    expect(users).not.toHaveBeenCalled();
    // Another node's probe and other channels are not topics.
    clients[0].notify('~probe 0123456789abcdef');
    clients[0].notify('routes', 'somebody_else');
    expect(routes).toHaveBeenCalledTimes(1);
    expect(dataSource.query.mock.calls.length).toBe(polls);
    await feed.onApplicationShutdown();
    expect(clients[0].ended).toBe(true);
  });

  it('gives LISTEN up when its probe never comes back (a transaction pooler), and keeps polling', async () => {
    ChangeFeedService.probeTimeoutMs = 50; // the probe never arrives: waiting longer proves nothing more
    const { feed, clients, rows } = listeningFeed({ deliver: false });
    await feed.onModuleInit();
    expect(feed.mode).toBe('poll');
    expect(clients[0].ended).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(clients).toHaveLength(1); // no reconnect loop
    const routes = jest.fn();
    feed.subscribe('routes', routes);
    rows[0].version = '2';
    await feed.poll();
    expect(routes).toHaveBeenCalledTimes(1);
    await feed.onApplicationShutdown();
  });

  it('reconnects with backoff after the connection drops, and polls once back for what it missed', async () => {
    const { feed, clients, rows } = listeningFeed();
    await feed.onModuleInit();
    const routes = jest.fn();
    feed.subscribe('routes', routes);
    rows[0].version = '2'; // committed while the connection is down: its NOTIFY is lost
    clients[0].emit('error', new Error('terminating connection due to administrator command'));
    expect(feed.mode).toBe('poll');
    await until(() => feed.mode === 'listen');
    expect(clients).toHaveLength(2);
    await until(() => routes.mock.calls.length === 1);
    clients[1].notify('routes');
    expect(routes).toHaveBeenCalledTimes(2);
    clients[0].notify('routes'); // the dead connection is not heard any more
    expect(routes).toHaveBeenCalledTimes(2);
    await feed.onApplicationShutdown();
  });

  it('keeps trying while the database refuses connections, and starts without it', async () => {
    const { feed, clients } = listeningFeed({ failConnects: 3 });
    await feed.onModuleInit(); // does not throw
    expect(feed.mode).toBe('poll');
    await until(() => feed.mode === 'listen');
    expect(clients).toHaveLength(4);
    await feed.onApplicationShutdown();
  });

  it('does not reconnect after shutdown', async () => {
    const { feed, clients } = listeningFeed();
    await feed.onModuleInit();
    await feed.onApplicationShutdown();
    clients[0].emit('end');
    await new Promise((r) => setTimeout(r, 60));
    expect(clients).toHaveLength(1);
  });

  it('polls only on embedded PGlite (one node, no spare connection)', async () => {
    const created = jest.fn();
    class PgliteFeed extends ChangeFeedService {
      protected override createClient(): ListenClient {
        created();
        return new FakeListenClient();
      }
    }
    const ds = fakeDataSource([]);
    (ds as unknown as { options: object }).options = { url: 'postgresql://127.0.0.1:1/postgres' };
    const feed = new PgliteFeed(ds, { kind: 'pglite' });
    await feed.onModuleInit();
    expect(created).not.toHaveBeenCalled();
    expect(feed.mode).toBe('poll');
    await feed.onApplicationShutdown();
  });
});
