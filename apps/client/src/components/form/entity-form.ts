import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerError, type FormProblem } from './server-errors';

/** Every leaf path of a form's values (`name`, `config.url`…): where server details may land. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : [];
  const paths = Object.entries(values as Record<string, unknown>).flatMap(([key, value]) =>
    fieldPaths(value, prefix ? `${prefix}.${key}` : key),
  );
  return prefix ? [prefix, ...paths] : paths;
}

/** A server detail's path without its `body.` prefix, if the server added one. */
function withoutBody(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('details' in error)) return error;
  const details = (error as { details?: { path: string; message: string }[] }).details;
  if (!Array.isArray(details)) return error;
  for (const detail of details) {
    if (typeof detail.path === 'string' && detail.path.startsWith('body.'))
      detail.path = detail.path.slice(5);
  }
  return error;
}

export interface EntityFormOptions<TTransformed, TResult> {
  /** Sends the validated values (a mutation's `mutateAsync`). */
  submit: (values: TTransformed) => Promise<TResult>;
  /** After a successful submit. */
  onDone?: (result: TResult) => void;
  /** The alert's title when the server gives no message. */
  failure: string;
}

/**
 * Submits a react-hook-form form: validation by its zod resolver, then `submit`; a failed call's
 * 400 `details` go under their fields (the first is focused) and the rest into `problem`.
 */
export function useEntityFormSubmit<TFieldValues extends FieldValues, TTransformed, TResult>(
  form: UseFormReturn<TFieldValues, unknown, TTransformed>,
  { submit, onDone, failure }: EntityFormOptions<TTransformed, TResult>,
) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await submit(values);
      onDone?.(result);
    } catch (error) {
      const fields = fieldPaths(form.getValues()) as Path<TFieldValues>[];
      setProblem(
        applyServerError(form as unknown as UseFormReturn<TFieldValues>, withoutBody(error), fields, failure),
      );
    }
  });
  return { onSubmit, problem, clearProblem: () => setProblem(null) };
}
