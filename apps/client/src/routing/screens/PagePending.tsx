import { Spinner } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';

/** While a page's code loads inside its layout. */
export function PagePending({ label }: { label?: string } = {}) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="md" label={label ?? t`Loading page`} className="animate-appear-late" />
    </div>
  );
}
