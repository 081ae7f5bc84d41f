import { readApiErrorFields } from '@atrium/schema';
import { t } from '@lingui/core/macro';
import { API_BASE_URL, ApiError } from '../api/http';

/** GET /api/routes?is_active=eq.true — every active route; the server orders by created_at. */
export const ACTIVE_ROUTES_URL = `${API_BASE_URL}/routes?is_active=eq.true`;

export type RoutesResponse = { kind: 'not-modified' } | { kind: 'ok'; etag: string | null; body: unknown };

/**
 * Fetches the active routes. With the ETag of the set in hand the request is conditional and
 * an unchanged set costs a 304 with no body. Failures throw an ApiError (status 0 when the
 * server could not be reached).
 */
export async function fetchActiveRoutes(etag: string | null, signal?: AbortSignal): Promise<RoutesResponse> {
  let response: Response;
  try {
    // The first request is a plain GET so it can use the `<link rel="preload">` that index.html
    // starts before any script runs (vite/route-artifacts-plugin.ts). Refetches are conditional
    // and bypass the HTTP cache: the If-None-Match is ours to make.
    response = etag
      ? await fetch(ACTIVE_ROUTES_URL, { headers: { 'If-None-Match': etag }, cache: 'no-store', signal })
      : await fetch(ACTIVE_ROUTES_URL, { signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's reason phrases
      error: 'Network error',
      code: 'NETWORK_ERROR',
      // Built when the request fails (never at module load), so in the active language.
      message: cause instanceof Error ? cause.message : t`Network request failed`,
    });
  }
  if (response.status === 304) return { kind: 'not-modified' };
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    if (response.ok) {
      throw new ApiError(response.status, {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's kind, like the server's reason phrases
        error: 'Failed to parse response',
        code: 'PARSE_ERROR',
        message: t`Failed to parse response`,
      });
    }
  }
  if (!response.ok) throw new ApiError(response.status, readApiErrorFields(body), body);
  return { kind: 'ok', etag: response.headers.get('etag'), body };
}
