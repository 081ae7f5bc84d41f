/**
 * Where a link built from data (Markdown, a url field's value) may point: http(s) and mailto,
 * and in-app paths ("/zones/…", not the protocol-relative "//host"). Anything else (javascript:,
 * data:, vbscript:, relative tricks) is null: the caller shows the text alone.
 */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/\\')) return h;
  const scheme = /^([a-z][a-z0-9+.-]{0,15}):/i.exec(h)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? h : null;
}
