import { isApiError } from './http';

/**
 * True when a refusal means "there is no such thing for you": the permission check's reasons for a
 * zone the caller cannot see ("Zone not found") or a hub of another zone ("Hub not found"), and an
 * API answer of 404 or 400 (a malformed id). Such pages say "not found", never "Access Denied".
 */
export function isNotFoundReason(reason: string | null | undefined): boolean {
  return !!reason && /\bnot found\.?$/i.test(reason.trim());
}

export function isNotFoundError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 400) return true;
  return error.status === 403 && isNotFoundReason(error.message);
}
