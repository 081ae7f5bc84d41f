/**
 * Loads rows by id straight from the database, with the ids asked for during one event-loop turn
 * answered by one query (`WHERE id = ANY($1)`).
 *
 * For state that must be current on every request (a session revoked on another node is refused
 * by the very next request): nothing is cached, yet under load one round trip serves every
 * request that arrived in the same turn instead of one each.
 *
 * Freshness: a batch is sent after every request in it arrived, and a request never joins a batch
 * already sent, so each answer reflects every commit made before its request arrived.
 */
export class BatchLoader<V> {
  private pending?: { ids: Set<string>; result: Promise<Map<string, V>> };

  constructor(
    private readonly fetchMany: (ids: string[]) => Promise<Map<string, V>>,
    private readonly maxBatch = 500,
  ) {}

  load(id: string): Promise<V | undefined> {
    let batch = this.pending;
    if (!batch || batch.ids.size >= this.maxBatch) {
      const ids = new Set<string>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        if (this.pending === batch) this.pending = undefined;
        return this.fetchMany([...ids]);
      });
      batch = { ids, result };
      this.pending = batch;
    }
    batch.ids.add(id);
    return batch.result.then((rows) => rows.get(id));
  }
}
