import { useMemo } from 'react';
import { renderMarkdown } from '../utils/markdown';
import './markdown.css';

/**
 * Markdown as sanitised HTML (see utils/markdown.ts). Loaded lazily by MarkdownView, so the
 * parser, the sanitiser and highlight.js never weigh on the first load.
 */
export default function MarkdownRenderer({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`atrium-markdown ${className ?? 'flex flex-col gap-4 text-sm'}`}
      // Sanitised by DOMPurify after markdown-it (html: false), links limited by safeHref.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
