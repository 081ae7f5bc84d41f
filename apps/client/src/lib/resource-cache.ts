/**
 * A tiny cache of promises that React can suspend on: `read()` returns the value once loaded,
 * throws the promise while loading (Suspense shows its fallback) and throws the error when
 * loading failed (the nearest error boundary shows it). `load()` starts or joins the load.
 */
type Entry<T> =
  | { status: 'pending'; promise: Promise<T> }
  | { status: 'fulfilled'; value: T; promise: Promise<T> }
  | { status: 'rejected'; error: unknown; promise: Promise<T> };

export interface ResourceCache<T> {
  load(key: string, loader: () => Promise<T>): Promise<T>;
  read(key: string, loader: () => Promise<T>): T;
  /** Forgets a failed (or loaded) entry so the next read loads again. */
  evict(key: string): void;
}

export function createResourceCache<T>(): ResourceCache<T> {
  const entries = new Map<string, Entry<T>>();

  function start(key: string, loader: () => Promise<T>): Entry<T> {
    const existing = entries.get(key);
    if (existing) return existing;
    const promise = loader();
    const entry: Entry<T> = { status: 'pending', promise };
    entries.set(key, entry);
    promise.then(
      (value) => {
        if (entries.get(key) === entry) entries.set(key, { status: 'fulfilled', value, promise });
      },
      (error: unknown) => {
        if (entries.get(key) === entry) entries.set(key, { status: 'rejected', error, promise });
      },
    );
    return entry;
  }

  return {
    load: (key, loader) => start(key, loader).promise,
    read(key, loader) {
      const entry = start(key, loader);
      if (entry.status === 'fulfilled') return entry.value;
      if (entry.status === 'rejected') throw entry.error;
      throw entry.promise;
    },
    evict: (key) => void entries.delete(key),
  };
}
