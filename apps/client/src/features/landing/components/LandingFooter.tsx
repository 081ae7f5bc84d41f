import { Trans } from '@lingui/react/macro';
import { ProductMark } from '@/components/ProductMark';
import { SystemStatus } from './SystemStatus';

export function LandingFooter() {
  return (
    <footer data-testid="app-footer" className="border-t bg-muted/40 px-4 sm:px-6">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ProductMark className="text-foreground [&_svg]:size-6 [&>span]:text-base" />
          <span data-testid="app-version" className="font-mono text-xs tabular-nums">
            v{__APP_VERSION__}
          </span>
          <span aria-hidden="true">·</span>
          <a href="/api/docs" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
            <Trans>API docs</Trans>
          </a>
        </div>
        <SystemStatus />
      </div>
    </footer>
  );
}
