import { Button, Card, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Activity, BookOpen, Database, Server, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeatureGrid } from '../features/landing/components/FeatureGrid';
import { humanizeRouteName } from '../features/shell/utils/route-navigation';
import { translateDataText } from '../i18n/data-labels';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';
import { useCurrentRoute } from '../routing/useCurrentRoute';

function Intro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="px-4 sm:px-6">
      <div className="mx-auto w-full max-w-6xl pt-16 pb-12 sm:pt-20">
        <p className="text-sm font-medium text-primary">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <div className="mt-5 max-w-2xl space-y-4 text-lg text-muted-foreground text-pretty">{children}</div>
      </div>
    </section>
  );
}

function InfoCards({ items }: { items: { icon: ReactNode; title: string; text: ReactNode }[] }) {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto grid w-full max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex">
            <Card className="w-full gap-0">
              <CardHeader className="gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
                  {item.icon}
                </span>
                <CardTitle className="text-base">{item.title}</CardTitle>
                <CardDescription className="leading-relaxed">{item.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

const LINK = 'font-medium text-primary underline-offset-4 hover:underline rounded-sm';

/**
 * The public marketing pages (routes named features, pricing, about, contact): one component,
 * content chosen by the route's name.
 */
export function MarketingPage() {
  const name = useCurrentRoute()?.name ?? 'about';
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  // The page's name: the public navigation's label (Features, Pricing…) in the active language.
  const title = translateDataText(i18n, humanizeRouteName(name));
  useDocumentTitle(t`${title} · Atrium`);

  switch (name) {
    case 'features':
      return (
        <>
          <Intro eyebrow={title} title={t`One platform, shaped by data`}>
            <p>
              <Trans>
                Zones, hubs, modules and dashboards for your teams — and the routes, menus and collections
                around them, stored as rows you edit in the browser.
              </Trans>
            </p>
          </Intro>
          <FeatureGrid />
        </>
      );
    case 'pricing':
      return (
        <>
          <Intro eyebrow={title} title={t`Runs on your own infrastructure`}>
            <p>
              <Trans>
                Atrium is installed by the organisation that uses it: one Node.js service and a PostgreSQL
                database. Plans and prices for this installation are set by the team that runs it.
              </Trans>
            </p>
          </Intro>
          <InfoCards
            items={[
              {
                icon: <Server />,
                title: t`Self-hosted`,
                text: t`One command starts it on an embedded database; point it at PostgreSQL for production.`,
              },
              {
                icon: <Database />,
                title: t`Your data stays yours`,
                text: t`Everything — content, routes, menus, forms — lives in your own database.`,
              },
              {
                icon: <ShieldCheck />,
                title: t`Access you control`,
                text: t`Roles, zone membership and hub permissions are checked by the server on every call.`,
              },
            ]}
          />
        </>
      );
    case 'contact':
      return (
        <>
          <Intro eyebrow={title} title={t`Talk to the team that runs Atrium here`}>
            <p>
              <Trans>
                Questions about your account, access to a zone or this installation go to its administrators.
                If you are signed in, the people who own your zones can help too.
              </Trans>
            </p>
          </Intro>
          <InfoCards
            items={[
              {
                icon: <Activity />,
                title: t`Is something down?`,
                text: (
                  <Trans>
                    The{' '}
                    <RouteLink name="health" className={LINK}>
                      system status
                    </RouteLink>{' '}
                    page shows whether the API and database are answering.
                  </Trans>
                ),
              },
              {
                icon: <BookOpen />,
                title: t`Building an integration?`,
                text: (
                  <Trans>
                    The{' '}
                    <a href="/api/docs" className={LINK}>
                      API reference
                    </a>{' '}
                    documents every endpoint.
                  </Trans>
                ),
              },
            ]}
          />
        </>
      );
    default:
      return (
        <>
          <Intro eyebrow={title} title={t`A workspace platform where everything is a row`}>
            <p>
              <Trans>
                Atrium organises teams into zones and hubs, and fills them with modules and dashboards. Which
                pages exist, what the menu shows and which collections hold the data are data, not code — so
                administrators change the product in the browser, and every open tab follows.
              </Trans>
            </p>
          </Intro>
          <section className="px-4 pb-20 sm:px-6">
            <div className="mx-auto flex w-full max-w-6xl flex-wrap gap-3">
              <Button asChild>
                <RouteLink name="login">
                  <Trans>Sign in</Trans>
                </RouteLink>
              </Button>
              <Button asChild variant="outline">
                <a href="/api/docs">
                  <Trans>Read the API reference</Trans>
                </a>
              </Button>
            </div>
          </section>
        </>
      );
  }
}
