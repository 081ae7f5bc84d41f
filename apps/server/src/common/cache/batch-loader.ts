/**
 * Loads rows by id straight from the database, with the ids asked for while no query can be sent
 * answered by one query (`WHERE id = ANY($1)`).
 *
 * For state that must be current on every request (a session revoked on another node is refused
 * by the very next request): nothing is cached, yet under load one round trip serves many
 * requests instead of one each.
 *
 * A batch is sent at the end of the event-loop turn it was opened in, or, when `maxInFlight`
 * queries are already out, as soon as one of them returns; until it is sent it takes every id
 * asked for. So the batches grow with the load instead of the queries: at saturation the database
 * sees at most `maxInFlight` of these queries at once, and on an idle server a request waits for
 * nothing but its own query.
 *
 * Freshness: a batch is sent after every request in it arrived, and a request never joins a batch
 * already sent, so each answer reflects every commit made before its request arrived.
 */
interface Batch<V> {
  readonly ids: Set<string>;
  readonly result: Promise<Map<string, V>>;
  /** Its opening turn has ended: it may be sent. */
  due: boolean;
  send: () => void;
}

export class BatchLoader<V> {
  /** Batches not yet sent, oldest first; the last one takes new ids while it has room. */
  private readonly waiting: Batch<V>[] = [];
  private inFlight = 0;

  constructor(
    private readonly fetchMany: (ids: string[]) => Promise<Map<string, V>>,
    private readonly maxBatch = 500,
    private readonly maxInFlight = 2,
  ) {}

  load(id: string): Promise<V | undefined> {
    let batch = this.waiting.at(-1);
    if (!batch || batch.ids.size >= this.maxBatch) batch = this.open();
    batch.ids.add(id);
    return batch.result.then((rows) => rows.get(id));
  }

  private open(): Batch<V> {
    const ids = new Set<string>();
    let send!: () => void;
    const sent = new Promise<void>((resolve) => (send = resolve));
    const result = sent.then(() => this.fetchMany([...ids]));
    const batch: Batch<V> = { ids, result, due: false, send };
    this.waiting.push(batch);
    setImmediate(() => {
      batch.due = true;
      this.pump();
    });
    return batch;
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.waiting[0]?.due) {
      const batch = this.waiting.shift()!;
      this.inFlight++;
      const done = () => {
        this.inFlight--;
        this.pump();
      };
      batch.result.then(done, done);
      batch.send();
    }
  }
}
