import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@atrium/schema';
import type { DataTablePage } from '@atrium/ui';
import { request } from '@/api/http';
import { totalFromContentRange } from '@/features/schema-ui/utils/content-range';

/** Query keys of the API keys admin: everything under ['api-keys']. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (page: DataTablePage) => [...apiKeyKeys.all, 'list', page] as const,
};

export interface ApiKeysPage {
  keys: ApiKey[];
  /** Every key's count (GET /api-keys with `Prefer: count=exact`). */
  total: number | undefined;
}

/** GET /api-keys parameters of a table page (the server pages, newest first). */
export function apiKeyListSearch(page: DataTablePage): URLSearchParams {
  return new URLSearchParams({
    limit: String(page.pageSize),
    offset: String(page.pageIndex * page.pageSize),
  });
}

const keyPath = (id: string) => `/api-keys/${encodeURIComponent(id)}`;

/** The `/api-keys` calls (platform admins). */
export const apiKeysApi = {
  async list(page: DataTablePage, signal?: AbortSignal): Promise<ApiKeysPage> {
    let total: number | undefined;
    const keys = await request<ApiKey[]>(`/api-keys?${apiKeyListSearch(page).toString()}`, {
      headers: { Prefer: 'count=exact' },
      signal,
      onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
    });
    return { keys, total };
  },
  create: (input: CreateApiKeyInput) => request<CreatedApiKey>('/api-keys', { method: 'POST', json: input }),
  revoke: (id: string) => request<void>(keyPath(id), { method: 'DELETE' }),
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last millisecond of a local day (`2025-01-31`, as a date input gives it) as ISO text; null for none. */
export function endOfDay(day: string): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const next = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
  if (Number.isNaN(next.getTime())) return null;
  return new Date(next.getTime() - 1).toISOString();
}

/** Where a key stands: usable, revoked (final) or past its expiry. */
export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

export function apiKeyStatus(key: ApiKey, now = Date.now()): ApiKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}
