import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusScreen } from './StatusScreen';
import { StatusIcon } from './lazy-status-icon';

export interface UnexpectedErrorProps {
  error: unknown;
  onReset?: () => void;
  fullPage?: boolean;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The specification's generic page for an unexpected render error, with the message. */
export function UnexpectedError({ error, onReset, fullPage = false }: UnexpectedErrorProps) {
  const { t } = useLingui();
  return (
    <StatusScreen
      fullPage={fullPage}
      role="alert"
      data-testid="unexpected-error"
      tone="destructive"
      icon={<StatusIcon name="Bug" />}
      title={t`Unexpected Application Error!`}
      description={<p className="font-mono text-sm break-words text-destructive">{errorMessage(error)}</p>}
      actions={
        <>
          {onReset ? (
            <Button onClick={onReset}>
              <StatusIcon name="RotateCcw" />
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href="/">
              <Trans>Go to the home page</Trans>
            </a>
          </Button>
        </>
      }
    />
  );
}
