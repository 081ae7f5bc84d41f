/** The link index.html has for the active theme (apps/client/index.html). A fixed pattern. */
const THEME_LINK = /<link rel="stylesheet" href="\/api\/themes\/active\.css" data-atrium-theme\s*\/?>/;

/** The active theme as index.html carries it: its CSS, and the ETag of GET /themes/active. */
export interface InlineTheme {
  css: string;
  etag: string;
}

/**
 * index.html with the active theme's CSS inline in place of its link: the first paint is themed
 * without a request of its own (the page's start-up requests stay within one round of six
 * connections). `<` is escaped so nothing in the CSS can close the element; the link stays when
 * the CSS is not known yet. `data-etag` names the theme's ETag, so the open page's checks for a
 * new theme (the client's LiveTheme) are conditional from the first one and cost a 304.
 */
export function withInlineTheme(html: string, theme: InlineTheme | undefined): string {
  if (theme === undefined) return html;
  const etag = theme.etag.replace(/[^\w"/-]/g, '');
  const style = `<style data-atrium-theme data-etag='${etag}'>${theme.css.replaceAll('<', '\\3c ')}</style>`;
  return html.replace(THEME_LINK, () => style);
}
