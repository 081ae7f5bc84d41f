import { Button } from '@atrium/ui';
import { Bug, RotateCcw } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

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
  return (
    <StatusScreen
      fullPage={fullPage}
      role="alert"
      data-testid="unexpected-error"
      tone="destructive"
      icon={<Bug />}
      title="Unexpected Application Error!"
      description={<p className="font-mono text-sm break-words text-destructive">{errorMessage(error)}</p>}
      actions={
        <>
          {onReset ? (
            <Button onClick={onReset}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href="/">Go to the home page</a>
          </Button>
        </>
      }
    />
  );
}
