import { Button } from '@atrium/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ProductMark } from '../components/ProductMark';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found · Atrium');
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <main
      data-testid="not-found"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-16 text-center"
    >
      <Link to="/" aria-label="Atrium home" className="rounded-md">
        <ProductMark />
      </Link>
      <div className="max-w-md space-y-3">
        <p className="font-mono text-sm font-medium text-primary">404</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="text-muted-foreground text-pretty break-words">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">{pathname}</code>
          . It may have moved, or the link may be mistyped.
        </p>
      </div>
      <Button asChild>
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </main>
  );
}
