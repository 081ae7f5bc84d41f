import { Spinner } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';

/** While auth initialises (or a redirect is on its way): the large spinner, centred. */
export function GuardPending({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="lg" label={label ?? t`Checking your session`} className="animate-appear-late" />
    </div>
  );
}
