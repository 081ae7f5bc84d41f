import type { LayoutName } from '@atrium/schema';
import { Suspense, type ReactNode } from 'react';
import { logger } from '../lib/app-logger';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { BareFrame } from './BareFrame';
import { readLayout } from './layout-registry';
import { PagePending } from './screens/PagePending';

function LoadedLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Layout = readLayout(name);
  return <Layout>{children}</Layout>;
}

/**
 * Renders `children` in the named layout. No layout, or one that fails to load or render →
 * the content without a layout (logged). Page errors never reach this boundary: pages have
 * their own, inside the layout.
 */
export function LayoutFrame({ layout, children }: { layout: LayoutName | null; children: ReactNode }) {
  if (layout === null) return <BareFrame>{children}</BareFrame>;
  return (
    <ErrorBoundary
      resetKey={layout}
      onError={(error) => logger.error(`Layout ${layout} failed: rendering without a layout`, { error })}
      fallback={() => <BareFrame>{children}</BareFrame>}
    >
      <Suspense fallback={<PagePending />}>
        <LoadedLayout name={layout}>{children}</LoadedLayout>
      </Suspense>
    </ErrorBoundary>
  );
}
