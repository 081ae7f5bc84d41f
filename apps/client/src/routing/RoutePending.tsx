import { Spinner } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';

/** Shown while a route's code loads (after the router's pending delay). */
export function RoutePending() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label={t`Loading page`} />
    </div>
  );
}
