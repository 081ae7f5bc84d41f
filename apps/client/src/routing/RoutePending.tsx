import { Spinner } from '@atrium/ui';

/** Shown while a route's code loads (after the router's pending delay). */
export function RoutePending() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
