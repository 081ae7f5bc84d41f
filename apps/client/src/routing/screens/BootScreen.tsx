import { Spinner } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';

/**
 * Shown while the route set loads at start. The spinner fades in late, so a fast start
 * shows nothing at all rather than a flash.
 */
export function BootScreen() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label={t`Loading Atrium`} className="animate-appear-late" />
    </div>
  );
}
