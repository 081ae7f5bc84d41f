import type { ReactNode } from 'react';

/** Content without a layout: still one main landmark, so skip links and screen readers work. */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh w-full min-w-0 bg-background outline-none">
      {children}
    </main>
  );
}
