import { ThemeToggle } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ProductMark } from '../components/ProductMark';
import { RouteLink } from '../routing/navigation/RouteLink';

/** The plainest frame: the product mark and theme above a centred content column. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div data-layout="Root" className="flex min-h-dvh flex-col bg-background">
      <header className="flex h-14 items-center justify-between px-4 sm:px-6">
        <RouteLink name="landing" fallbackHref="/" aria-label={t`Atrium home`} className="rounded-md">
          <ProductMark />
        </RouteLink>
        <ThemeToggle />
      </header>
      <main id="main-content" tabIndex={-1} className="flex w-full min-w-0 flex-1 flex-col outline-none">
        {children}
      </main>
    </div>
  );
}
