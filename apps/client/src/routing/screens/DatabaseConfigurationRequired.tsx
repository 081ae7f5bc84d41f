import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { DatabaseZap, RefreshCw } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

export interface DatabaseConfigurationRequiredProps {
  onRetry: () => void;
  retrying: boolean;
  /** What failed, for the technical details. */
  causes?: readonly string[];
}

/** Neither the routes API nor the built-in fallback set could be loaded. */
export function DatabaseConfigurationRequired({
  onRetry,
  retrying,
  causes = [],
}: DatabaseConfigurationRequiredProps) {
  const { t } = useLingui();
  return (
    <main className="bg-background">
      <StatusScreen
        fullPage
        role="alert"
        data-testid="routes-unavailable"
        tone="warning"
        icon={<DatabaseZap />}
        title={t`Database Configuration Required`}
        description={
          <p>
            {/* ROUTES_UNAVAILABLE_MESSAGE of ../route-set, in the active language */}
            <Trans>Application routes unavailable. Please try again later.</Trans>
          </p>
        }
        actions={
          <Button onClick={onRetry} loading={retrying} autoFocus>
            {retrying ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Retry Loading Routes</Trans>
          </Button>
        }
      >
        {causes.length > 0 ? (
          <details className="group rounded-lg border bg-card text-sm">
            <summary className="cursor-pointer list-none rounded-lg px-4 py-3 font-medium outline-none select-none focus-visible:ring-2 focus-visible:ring-ring">
              <Trans>Technical details</Trans>
            </summary>
            <ul className="space-y-1 border-t px-4 py-3 font-mono text-[0.8125rem] text-muted-foreground">
              {causes.map((cause) => (
                <li key={cause} className="break-words">
                  {cause}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </StatusScreen>
    </main>
  );
}
