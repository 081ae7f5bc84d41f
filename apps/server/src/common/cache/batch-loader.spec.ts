import { BatchLoader } from './batch-loader.js';

describe('BatchLoader', () => {
  it('answers the ids asked for in one turn with one query', async () => {
    const fetchMany = jest.fn(async (ids: string[]) => new Map(ids.map((id) => [id, `row ${id}`])));
    const loader = new BatchLoader(fetchMany);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((id) => loader.load(id)));
    expect(answers).toEqual(['row a', 'row b', 'row a', 'row c']);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    expect(fetchMany.mock.calls[0][0]).toEqual(['a', 'b', 'c']);
  });

  it('never lets an id join a batch already sent: a later ask gets a later read', async () => {
    let version = 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMany = jest.fn(async (ids: string[]) => {
      const seen = version; // the "snapshot" is taken when the query is sent
      if (fetchMany.mock.calls.length === 1) await gate;
      return new Map(ids.map((id) => [id, seen]));
    });
    const loader = new BatchLoader(fetchMany);
    const first = loader.load('s');
    await new Promise((r) => setImmediate(r)); // the first batch is now in flight
    version = 2; // a commit made after the first query was sent
    const second = loader.load('s');
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(fetchMany).toHaveBeenCalledTimes(2);
  });

  it('splits a turn into batches of at most maxBatch ids', async () => {
    const fetchMany = jest.fn(async (ids: string[]) => new Map(ids.map((id) => [id, id])));
    const loader = new BatchLoader(fetchMany, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => loader.load(id)));
    expect(fetchMany.mock.calls.map((c) => c[0])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('answers undefined for a missing row and rejects every waiter when the query fails', async () => {
    const loader = new BatchLoader(async () => new Map<string, string>());
    expect(await loader.load('gone')).toBeUndefined();
    let down = true;
    const flaky = new BatchLoader<string>(async (ids: string[]) => {
      if (down) throw new Error('database down');
      return new Map(ids.map((id) => [id, 'ok']));
    });
    await expect(Promise.all([flaky.load('a'), flaky.load('b')])).rejects.toThrow('database down');
    down = false;
    expect(await flaky.load('a')).toBe('ok'); // a failed batch is not remembered
  });

  it('holds the next batch while maxInFlight queries are out, and lets it take the ids of every turn meanwhile', async () => {
    const gates: (() => void)[] = [];
    const fetchMany = jest.fn(async (ids: string[]) => {
      await new Promise<void>((r) => gates.push(r));
      return new Map(ids.map((id) => [id, id]));
    });
    const loader = new BatchLoader(fetchMany, 500, 1);
    const turn = () => new Promise((r) => setImmediate(r));
    const first = loader.load('a');
    await turn(); // the first batch is sent
    const later = [loader.load('b')];
    await turn();
    later.push(loader.load('c'));
    await turn();
    later.push(loader.load('b'));
    await turn();
    expect(fetchMany).toHaveBeenCalledTimes(1); // three turns later, still one query out
    gates.shift()!();
    expect(await first).toBe('a');
    await turn();
    expect(fetchMany).toHaveBeenCalledTimes(2);
    expect(fetchMany.mock.calls[1][0]).toEqual(['b', 'c']);
    gates.shift()!();
    expect(await Promise.all(later)).toEqual(['b', 'c', 'b']);
  });

  it('sends the held batch when a query fails, too', async () => {
    let calls = 0;
    let fail!: () => void;
    const loader = new BatchLoader<string>(
      async (ids) => {
        calls++;
        if (calls === 1) await new Promise<void>((_, reject) => (fail = () => reject(new Error('down'))));
        return new Map(ids.map((id) => [id, 'ok']));
      },
      500,
      1,
    );
    const first = loader.load('a');
    await new Promise((r) => setImmediate(r));
    const second = loader.load('b');
    await new Promise((r) => setImmediate(r));
    fail();
    await expect(first).rejects.toThrow('down');
    expect(await second).toBe('ok');
  });
});
