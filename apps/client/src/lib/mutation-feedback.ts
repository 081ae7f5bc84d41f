import { toast } from '@atrium/ui';
import { t } from '@lingui/core/macro';
import { isApiError } from '../api/http';
import { translateServerMessage } from './server-messages';

/**
 * The server's message for a failed mutation (its 403/409 text, in the active language when a
 * loaded area knows it), else a generic one (in the active language: this runs when the failure
 * is shown, never at module load).
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return translateServerMessage(error.message);
  return error instanceof Error ? error.message : t`Something went wrong`;
}

export function toastFailure(title: string, error: unknown): void {
  toast({ variant: 'destructive', title, description: errorMessage(error) });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ variant: 'success', title, description });
}

export interface FeedbackOptions {
  /**
   * The caller shows a failure itself (a form: field errors and its alert), so the hook does not
   * also toast it: one message per failure, in one place.
   */
  inlineErrors?: boolean;
}

/** A mutation's onError: the failure toast, unless the caller shows failures inline. */
export function failureToast(title: string, options: FeedbackOptions = {}) {
  return options.inlineErrors ? undefined : (error: unknown) => toastFailure(title, error);
}

/**
 * A DataTable's loading, refreshing, error and retry props from the query that fills it: the first
 * load shows skeleton rows, a refetch keeps the rows with a busy mark, a failure says why with Retry.
 */
export function queryTableState(query: {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}): { loading: boolean; fetching: boolean; error: string | undefined; onRetry: () => void } {
  return {
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.isError ? errorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
  };
}
