import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { logger } from '../lib/app-logger';
import { UnexpectedError, errorMessage } from './screens/UnexpectedError';

/** The router's error component: 'Unexpected Application Error!' with the message. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    logger.error(`Unexpected Application Error: ${errorMessage(error)}`, { error });
  }, [error]);
  return (
    <main className="bg-background">
      <UnexpectedError error={error} onReset={reset} fullPage />
    </main>
  );
}
