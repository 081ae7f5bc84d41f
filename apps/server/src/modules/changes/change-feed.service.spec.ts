import type { DataSource } from 'typeorm';
import { ChangeFeedService } from './change-feed.service';

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
