import { Spinner } from '@atrium/ui';

/**
 * Shown while the route set loads at start. The spinner fades in late, so a fast start
 * shows nothing at all rather than a flash.
 */
export function BootScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label="Loading Atrium" className="animate-appear-late" />
    </div>
  );
}
