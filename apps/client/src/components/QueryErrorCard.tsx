import { Alert, AlertDescription, AlertTitle, Button } from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/mutation-feedback';

/** The error state of a data view, with retry. */
export function QueryErrorCard({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(error)}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
