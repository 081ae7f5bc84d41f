import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/common';
import MarkdownIt from 'markdown-it';
import taskLists from 'markdown-it-task-lists';
import { safeHref } from '@/lib/safe-href';

export { safeHref };

/** Code blocks longer than this are shown plain: highlighting is grammar regexes over the text. */
export const HIGHLIGHT_MAX_CHARS = 20_000;

// markdown-it rather than the unified/micromark stack: module text is written by zone editors and
// read by every member, and markdown-it guards against pathological input (its parse stays
// linear; micromark took 52 s on 33,000 "**a" and 8 s on a 20,000-column table here).
// html: false — raw HTML is shown as text, never interpreted.
const md = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: false,
  highlight(code, lang) {
    if (!lang || code.length > HIGHLIGHT_MAX_CHARS || !hljs.getLanguage(lang)) return '';
    return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  },
}).use(taskLists, { enabled: false, label: true });

md.validateLink = (url) => safeHref(url) !== null;

// Page headings are the page's own h1, so Markdown's levels start one below it.
md.renderer.rules.heading_open = (tokens, idx) => {
  const level = Math.min(Number(tokens[idx].tag.slice(1)) + 1, 6);
  return `<h${level}>`;
};
md.renderer.rules.heading_close = (tokens, idx) => {
  const level = Math.min(Number(tokens[idx].tag.slice(1)) + 1, 6);
  return `</h${level}>\n`;
};
// Wide tables scroll inside their own box instead of widening the page.
// eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup
md.renderer.rules.table_open = () => '<div class="md-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';
const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (!href.startsWith('/')) {
    tokens[idx].attrSet('target', '_blank');
    tokens[idx].attrSet('rel', 'noreferrer noopener');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  // Second line of defence: whatever survived markdown-it, a link or image points only where
  // safeHref allows.
  for (const attr of ['href', 'src'] as const) {
    const value = node.getAttribute(attr);
    if (value !== null && safeHref(value) === null) node.removeAttribute(attr);
  }
});

/** markdown-it's HTML before sanitising (exported for the linear-time tests). */
export function markdownToUnsafeHtml(source: string): string {
  return md.render(source);
}

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks) to sanitised HTML.
 */
export function renderMarkdown(source: string): string {
  return purify.sanitize(markdownToUnsafeHtml(source), {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select'],
  });
}
