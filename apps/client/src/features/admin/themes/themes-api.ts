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

/**
 * Reloads the active theme's stylesheet (index.html carries the active theme inline, or links
 * /api/themes/active.css while the server was reading it, before the app's own CSS, so the first
 * paint is already themed): after an activation, or an edit of the active theme, this tab shows
 * the new look at once; other tabs get it on their next load. An inline theme is replaced by a
 * link to the new stylesheet once that has loaded (no unthemed moment between).
 */
export function reloadThemeStylesheet(doc: Document = document): void {
  const current = doc.querySelector<HTMLElement>('[data-atrium-theme]');
  if (!current) return;
  const href = `/api/themes/active.css?v=${Date.now().toString(36)}`;
  if (current instanceof HTMLLinkElement) {
    current.href = href;
    return;
  }
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute('data-atrium-theme', '');
  link.addEventListener('load', () => current.remove(), { once: true });
  current.after(link);
}
