import type { CreateTheme, Theme, UpdateTheme } from '@atrium/schema';
import { request } from '@/api/http';

/** Query keys of the themes admin: everything under ['themes']. */
export const themeKeys = {
  all: ['themes'] as const,
  list: () => [...themeKeys.all, 'list'] as const,
};

export const themesApi = {
  list: (signal?: AbortSignal) => request<Theme[]>('/themes', { signal }),
  create: (input: CreateTheme) => request<Theme>('/themes', { method: 'POST', json: input }),
  update: (id: string, patch: UpdateTheme) =>
    request<Theme>(`/themes/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch }),
  activate: (id: string) => request<Theme>(`/themes/${encodeURIComponent(id)}/activate`, { method: 'POST' }),
  remove: (id: string) => request<void>(`/themes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
