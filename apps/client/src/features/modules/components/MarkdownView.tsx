import { Skeleton } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

// The renderer (unified, remark-gfm, the sanitiser and highlight.js) is loaded only by pages that
// show Markdown, so it never weighs on the first load.
const rendererCode = lazyModule(() => import('./MarkdownRenderer'));

/** Starts loading the renderer ahead of the first Markdown shown (a dashboard with text widgets). */
export function preloadMarkdownRenderer(): void {
  rendererCode.preload().catch(() => undefined);
}

/** Markdown rendered as React elements (never as HTML), loaded on first use. */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const { t } = useLingui();
  const MarkdownRenderer = useLazyModule(rendererCode)?.default;
  if (MarkdownRenderer) return <MarkdownRenderer source={source} className={className} />;
  return (
    <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label={t`Loading content`}>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
