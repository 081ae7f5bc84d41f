import { useEffect, useState } from 'react';

/** Code loaded on first use (a dynamic import), kept once loaded; a failed load is tried again. */
export interface LazyModule<T> {
  /** Starts loading (once) and resolves with the module. */
  preload(): Promise<T>;
  /** The module if it has loaded, else undefined. */
  loaded(): T | undefined;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    preload() {
      pending ??= load().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

/**
 * The module once it has loaded, undefined while it loads (the caller shows its placeholder); at
 * once when it is already there. Unlike React.lazy it never suspends: React 19 holds back content
 * that replaces a Suspense fallback for up to 300 ms after the fallback appeared (its fallback
 * throttle), which kept a dashboard's charts and Markdown waiting after their code and data had
 * arrived. A failed load is thrown while rendering, for the nearest error boundary; remounting
 * (its "Try again") loads again.
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [, loaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const value = module.loaded();
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    module.preload().then(
      () => live && loaded((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [module, value]);
  if (failure) throw failure.error;
  return value;
}
