import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { logger } from '../lib/app-logger';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { forgetPageComponent, readPageComponent } from './component-registry';
import type { RouteEntry } from '@atrium/schema';
import { StatusIcon } from './screens/lazy-status-icon';
import { PagePending } from './screens/PagePending';
import { StatusScreen } from './screens/StatusScreen';
import { UnexpectedError } from './screens/UnexpectedError';

// Screens for a misconfigured route row: rare, so they are not part of the first chunk.
const ComponentNotFound = lazy(() =>
  import('./screens/ComponentNotFound').then((m) => ({ default: m.ComponentNotFound })),
);
const InvalidRouteScreen = lazy(() =>
  import('./screens/InvalidRouteScreen').then((m) => ({ default: m.InvalidRouteScreen })),
);

interface PageSlotProps {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
}

function LoadedPage({ entry, params, componentKey }: PageSlotProps & { componentKey: string }) {
  const Page = readPageComponent(componentKey);
  if (!Page) return <ComponentNotFound path={entry.route.path} componentName={entry.route.component_name} />;
  // Dynamic routes receive their URL parameters as props.
  return entry.route.metadata.dynamic ? <Page {...params} /> : <Page />;
}

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatusScreen
      role="alert"
      tone="warning"
      icon={<StatusIcon name="WifiOff" />}
      title={t`This page could not be loaded`}
      description={
        <p>
          <Trans>
            Its code did not arrive — the connection may have dropped, or Atrium was just updated.
          </Trans>
        </p>
      }
      actions={
        <Button onClick={onRetry}>
          <StatusIcon name="RefreshCw" />
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}

/**
 * The page of a route: the error screen of a malformed path, 'Component Not Found', or the
 * resolved page (lazy), inside a boundary that shows 'Unexpected Application Error!' within
 * the layout when the page throws.
 */
export function PageSlot({ entry, params }: PageSlotProps) {
  const { route, component, pathProblem } = entry;
  if (pathProblem)
    return (
      <Suspense fallback={<PagePending />}>
        <InvalidRouteScreen name={route.name} path={route.path} problem={pathProblem} />
      </Suspense>
    );
  if (!component)
    return (
      <Suspense fallback={<PagePending />}>
        <ComponentNotFound path={route.path} componentName={route.component_name} />
      </Suspense>
    );
  const key = component.key;
  return (
    <ErrorBoundary
      resetKey={`${key} ${route.path}`}
      onError={(error) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- log messages, in English
        const message = isChunkError(error) ? 'Page code failed to load' : 'Unexpected Application Error';
        logger.error(`${message}: ${error instanceof Error ? error.message : String(error)}`, {
          route: route.name,
          error,
        });
      }}
      fallback={(error, reset) =>
        isChunkError(error) ? (
          <PageLoadFailed
            onRetry={() => {
              forgetPageComponent(key);
              reset();
            }}
          />
        ) : (
          <UnexpectedError error={error} onReset={reset} />
        )
      }
    >
      <Suspense fallback={<PagePending />}>
        <LoadedPage entry={entry} params={params} componentKey={key} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A dynamic import that failed (network, or a chunk gone after a deploy). */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
