import { Skeleton } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// The renderer (unified, remark-gfm, the sanitiser and highlight.js) is loaded only by pages that
// show Markdown, so it never weighs on the first load.
const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

/** Markdown rendered as React elements (never as HTML), loaded on first use. */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-2" aria-busy="true" aria-label={t`Loading content`}>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      }
    >
      <MarkdownRenderer source={source} className={className} />
    </Suspense>
  );
}
