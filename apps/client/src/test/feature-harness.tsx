import { resetToasts, Toaster } from '@atrium/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AuthSource } from '../auth/auth-source';
import { AuthSourceProvider } from '../auth/AuthSourceProvider';
import { createTestQueryClient, jsonResponse } from './render';

/** A signed-in member as the zone features see them. */
export const SIGNED_IN: AuthSource = Object.freeze({
  status: 'ready',
  user: { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', role: 'user' },
});

/** Renders a zone/hub/module component with a query client, a signed-in user and the toaster. */
export function renderFeature(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  resetToasts();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthSourceProvider source={SIGNED_IN}>
        {ui}
        <Toaster />
      </AuthSourceProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch with `handler` (paths without the /api prefix); unhandled calls fail the test.
 * Returns the calls made, in order.
 */
export function stubServer(handler: Handler) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method: init?.method ?? 'GET', path, body };
      calls.push(call);
      const response = await handler(call);
      if (!response) throw new TypeError(`unexpected ${call.method} ${path}`);
      return response;
    }),
  );
  return calls;
}

/** The API's error body with 400 `details`. */
export function apiError(status: number, message: string, details?: { path: string; message: string }[]) {
  const error = status === 400 ? 'Bad Request' : status === 403 ? 'Forbidden' : 'Error';
  return jsonResponse(
    { error, code: status === 400 ? 'VALIDATION_FAILED' : 'ERROR', message, timestamp: 'now', details },
    status,
  );
}

export { jsonResponse };
