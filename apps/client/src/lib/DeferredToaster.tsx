import { lazy, Suspense, useEffect, useState } from 'react';

const ToasterHost = lazy(() => import('./ToasterHost').then((m) => ({ default: m.ToasterHost })));

/**
 * Mounts the toaster once the browser is idle after start-up. Toasts raised before that wait
 * in the store and appear when it mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
