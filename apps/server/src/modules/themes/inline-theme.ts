/** The link index.html has for the active theme (apps/client/index.html). A fixed pattern. */
const THEME_LINK = /<link rel="stylesheet" href="\/api\/themes\/active\.css" data-atrium-theme\s*\/?>/;

/**
 * index.html with the active theme's CSS inline in place of its link: the first paint is themed
 * without a request of its own (the page's start-up requests stay within one round of six
 * connections). `<` is escaped so nothing in the CSS can close the element; the link stays when
 * the CSS is not known yet.
 */
export function withInlineTheme(html: string, css: string | undefined): string {
  if (css === undefined) return html;
  const style = `<style data-atrium-theme>${css.replaceAll('<', '\\3c ')}</style>`;
  return html.replace(THEME_LINK, () => style);
}
