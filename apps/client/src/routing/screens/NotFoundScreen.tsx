import { Button } from '@atrium/ui';
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Compass } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RouteLink } from '../navigation/RouteLink';
import { StatusScreen } from './StatusScreen';

/** The not-found page: says which address had no page (the one the visitor asked for). */
export function NotFoundScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found · Atrium`);
  const requested = useRouterState({
    select: (state) => state.location.state.notFoundFrom ?? state.location.pathname,
  });
  return (
    <StatusScreen
      fullPage={fullPage}
      data-testid="not-found"
      icon={<Compass />}
      eyebrow="404"
      title={t`Page not found`}
      description={
        <p>
          <Trans>
            There is no page at{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">
              {requested}
            </code>
            . It may have moved, or the link may be mistyped.
          </Trans>
        </p>
      }
      actions={
        <Button asChild>
          <RouteLink name="landing" fallbackHref="/">
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to home</Trans>
          </RouteLink>
        </Button>
      }
    />
  );
}
