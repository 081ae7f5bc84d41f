import { Button, ThemeToggle } from '@atrium/ui';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAuthSource } from '@/auth/useAuthSource';
import { ProductMark } from '@/components/ProductMark';
import { translateDataText } from '@/i18n/data-labels';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { usePublicNavigation } from '../hooks/usePublicNavigation';

// Inset ring: the row scrolls sideways on phones and clips anything drawn outside its links.
const LINK =
  'shrink-0 rounded-md px-2.5 py-1.5 text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';
const ACTIVE = { className: 'text-foreground font-medium' };

/**
 * The public top bar: product mark, the public navigation from the routes table, theme and
 * sign in (the dashboard for a signed-in visitor). On phones the navigation wraps to a scrollable row under the bar.
 */
export function PublicHeader() {
  const items = usePublicNavigation();
  const { user } = useAuthSource();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-wrap items-center gap-x-4">
      <div className="flex h-14 items-center">
        <RouteLink
          name="landing"
          fallbackHref="/"
          aria-label={t`Atrium home`}
          className="shrink-0 rounded-md"
        >
          <ProductMark />
        </RouteLink>
      </div>
      {items.length > 0 ? (
        <nav
          aria-label={t`Main`}
          className="order-last -mx-2 flex w-[calc(100%+1rem)] min-w-0 items-center gap-0.5 overflow-x-auto pb-2 sm:order-none sm:mx-0 sm:w-auto sm:pb-0"
        >
          {items.map((item) => (
            <Link
              key={item.name}
              to={item.path}
              className={LINK}
              activeProps={ACTIVE}
              activeOptions={{ exact: true }}
            >
              {translateDataText(i18n, item.label)}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="ml-auto flex h-14 shrink-0 items-center gap-2 sm:gap-3">
        <ThemeToggle />
        <Button asChild size="sm">
          {user ? (
            <RouteLink name="dashboard">
              <Trans>Dashboard</Trans>
            </RouteLink>
          ) : (
            <RouteLink name="login">
              <Trans>Sign in</Trans>
            </RouteLink>
          )}
        </Button>
      </div>
    </div>
  );
}
