import { Spinner } from '@atrium/ui';

/** While a page's code loads inside its layout. */
export function PagePending() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-muted-foreground" aria-busy="true">
      <Spinner size="md" label="Loading page" className="animate-appear-late" />
    </div>
  );
}
