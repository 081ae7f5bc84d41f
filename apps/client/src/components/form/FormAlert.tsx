import { Alert, AlertDescription, AlertTitle } from '@atrium/ui';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormProblem } from './server-errors';

/** What went wrong with a submitted form, above its button (the server's message first). */
export function FormAlert({ problem, children }: { problem: FormProblem | null; children?: ReactNode }) {
  if (!problem) return null;
  return (
    <Alert variant="destructive" data-testid="form-error">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{problem.title}</AlertTitle>
      {problem.hints.length > 0 || children ? (
        <AlertDescription>
          {problem.hints.map((hint) => (
            <p key={hint}>{hint}</p>
          ))}
          {children}
        </AlertDescription>
      ) : null}
    </Alert>
  );
}
