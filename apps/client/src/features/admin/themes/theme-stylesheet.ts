/**
 * Reloads the active theme's stylesheet (index.html carries the active theme inline, or links
 * /api/themes/active.css while the server was reading it, before the app's own CSS, so the first
 * paint is already themed): after an activation, or an edit of the active theme, this tab shows
 * the new look at once; other open pages when their LiveTheme check sees the change (within
 * 30 s, or on focus). An inline theme is replaced by a link to the new stylesheet once that has
 * loaded, and a link keeps its old sheet until the new one has loaded (no unthemed moment between).
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
