import { resetToasts, Toaster } from '@atrium/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AuthSource } from '@/auth/auth-source';
import { AuthSourceProvider } from '@/auth/AuthSourceProvider';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import { preferencesKeys } from '@/features/settings/api/preferences-api';

export const ADMIN: AuthSource = Object.freeze({
  status: 'ready',
  user: { id: '11111111-1111-4111-8111-111111111111', email: 'admin@example.com', role: 'admin' },
});

/** The admin's stored preferences: dates in Paris time, English. */
export const PREFERENCES = { theme: 'system', language: 'en-US', time_zone: 'Europe/Paris' };

/** Renders with a query client (preferences already loaded), a signed-in admin and the toaster. */
export function renderAsAdmin(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  resetToasts();
  queryClient.setQueryData(preferencesKeys.user(ADMIN.user!.id), PREFERENCES);
  queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthSourceProvider source={ADMIN}>
        {ui}
        <Toaster />
      </AuthSourceProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export interface ApiCall {
  method: string;
  /** Without the /api prefix. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response> | undefined;

/** Stubs fetch with `handler`; an unhandled call fails the test. Returns the calls, in order. */
export function stubApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const response = await handler(call);
      if (!response) throw new TypeError(`unexpected ${call.method} ${url.pathname}${url.search}`);
      return response;
    }),
  );
  return calls;
}

/** The API's error body (400 with `details`, 409…). */
export function apiError(status: number, message: string, details?: { path: string; message: string }[]) {
  const error = status === 400 ? 'Bad Request' : status === 409 ? 'Conflict' : 'Error';
  const code = status === 400 ? 'VALIDATION_FAILED' : status === 409 ? 'CONFLICT' : 'ERROR';
  return jsonResponse({ error, code, message, timestamp: 'now', details }, status);
}

export { jsonResponse };
