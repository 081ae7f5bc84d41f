import { FALLBACK_ROUTES } from '@atrium/schema';
import { vi } from 'vitest';
import seeds from '../../../../seeds/routes.json';
import { jsonResponse } from './render';

export interface RouteRow {
  id: string;
  path: string;
  name: string;
  component_name: string;
  component_path: string | null;
  layout: string | null;
  is_public: boolean;
  is_active: boolean;
  created_at: string;
  metadata: Record<string, unknown>;
}

let counter = 0;

/** A route row as GET /api/routes returns it. */
export function routeRow(
  patch: Partial<RouteRow> & Pick<RouteRow, 'name' | 'path' | 'component_name'>,
): RouteRow {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    component_path: null,
    layout: null,
    is_public: false,
    is_active: true,
    created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, counter)).toISOString(),
    metadata: {},
    ...patch,
  };
}

/** The rows the server seeds (seeds/routes.json), as the API returns them. */
export function seedRows(): RouteRow[] {
  return seeds.routes.map((route) => routeRow({ ...route, layout: route.layout ?? null }));
}

type Answer = unknown[] | Response | Error | (() => Response | Promise<Response>);

export interface ApiStub {
  routes?: Answer;
  fallback?: Answer;
  /** GET /api/navigation (the signed-in menu); default: no items. */
  navigation?: Answer;
}

const healthy = { status: 'ok', database: { status: 'up', latency_ms: 2 }, version: '0.1.0', uptime_s: 1 };

function answer(value: Answer | undefined, fallback: unknown): Promise<Response> {
  if (value instanceof Error) return Promise.reject(value);
  if (value instanceof Response) return Promise.resolve(value.clone());
  if (typeof value === 'function') return Promise.resolve(value());
  return Promise.resolve(jsonResponse(value ?? fallback, 200, { ETag: '"v1"' }));
}

/**
 * Stubs fetch for the app: GET /api/routes (the seeded rows unless told otherwise), the
 * built-in fallback set, /api/navigation (no items unless told), /api/health and /api/logs. `stub.routes` / `stub.fallback` can be
 * changed between calls.
 */
export function stubApi(stub: ApiStub = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/routes')) return answer(stub.routes, seedRows());
    if (url.startsWith('/api/navigation')) return answer(stub.navigation, []);
    if (url.endsWith('/fallback-routes.json')) return answer(stub.fallback, FALLBACK_ROUTES);
    if (url.startsWith('/api/health')) return Promise.resolve(jsonResponse(healthy));
    if (url.startsWith('/api/logs')) return Promise.resolve(new Response(null, { status: 202 }));
    return Promise.reject(new TypeError(`unexpected fetch ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (prefix: string) =>
    fetchMock.mock.calls.filter(([input]) => String(input).includes(prefix)).length;
  return { fetchMock, stub, calls };
}
