import { Spinner } from '@atrium/ui';

/** While auth initialises (or a redirect is on its way): the large spinner, centred. */
export function GuardPending({ label = 'Checking your session' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label={label} className="animate-appear-late" />
    </div>
  );
}
