import { Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Work done after the response (mail lookups and sends), so that answers which must not reveal
 * whether an email exists take the same time either way. Tasks still running at shutdown are
 * awaited (for up to 10 s) before the database closes.
 */
@Injectable()
export class DeferredTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DeferredTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(name: string, task: () => Promise<unknown>): void {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.logger.error(`${name} failed: ${(err as Error)?.message ?? String(err)}`),
      )
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves when every task started so far has finished (tests use it to wait for mail). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.race([this.drain(), new Promise((r) => setTimeout(r, 10_000).unref())]);
  }
}
