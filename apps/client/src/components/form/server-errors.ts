import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isAuthError, type AuthError } from '@/auth/auth-error';
import { isApiError } from '@/api/http';
import { translateServerMessage } from '@/lib/server-messages';

export interface FormProblem {
  title: string;
  /** Hints from the server that belong to no field of the form. */
  hints: string[];
}

/**
 * Shows a failed call on its form, once: each server detail whose path is a field of the form goes
 * under that field (the first one is focused). When a field got a detail and no other detail is
 * left, the field errors are the whole message and there is no alert (null); otherwise the
 * message and the details that belong to no field are returned for the form's alert. Messages
 * are shown in the active language where a loaded area knows them (lib/server-messages.ts).
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): FormProblem | null {
  const details = isAuthError(error) || isApiError(error) ? (error.details ?? []) : [];
  const hints: string[] = [];
  let focused = false;
  for (const detail of details) {
    const field = fields.find((name) => name === detail.path);
    if (field) {
      const message = translateServerMessage(detail.message);
      form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else if (detail.message) {
      hints.push(translateServerMessage(detail.message));
    }
  }
  if (focused && hints.length === 0) return null;
  const title = translateServerMessage(error instanceof Error && error.message ? error.message : fallback);
  return { title, hints };
}

export function errorCode(error: unknown): string | null {
  if (isAuthError(error)) return (error as AuthError).code;
  if (isApiError(error)) return error.code;
  return null;
}

/** A 429's Retry-After in seconds, from an API error or the auth error wrapping one. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const api = isAuthError(error) ? (error as AuthError).cause : error;
  return isApiError(api) ? api.retryAfterSeconds : undefined;
}
