import { Card, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  TableProperties,
  Database,
  Layers,
  LayoutDashboard,
  ListTree,
  Network,
  Palette,
  Route,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const FEATURES: Feature[] = [
  {
    icon: Layers,
    title: msg`Zones and hubs`,
    description: msg`Give every team a zone, and every stream of work a hub inside it, with members and roles of their own.`,
  },
  {
    icon: LayoutDashboard,
    title: msg`Modules and dashboards`,
    description: msg`Fill a hub with markdown, collections and links, and lay out dashboards from a widget library.`,
  },
  {
    icon: Route,
    title: msg`Routes as data`,
    description: msg`Each page is a row: path, component, layout and guard. Edit one and open browsers follow, without a rebuild.`,
  },
  {
    icon: ListTree,
    title: msg`Menus as data`,
    description: msg`Navigation is a tree in the database, filtered by role and zone on the server before it reaches the menu.`,
  },
  {
    icon: TableProperties,
    title: msg`Visual schema builder`,
    description: msg`Create and extend collections in the browser — fields, validation, permissions — and see the SQL of each change before it applies.`,
  },
  {
    icon: Network,
    title: msg`Visual navigation builder`,
    description: msg`Reorder the menu by drag and drop, or by keyboard, and save the whole tree in one transaction.`,
  },
];

const ALSO_BUILT_IN: Feature[] = [
  {
    icon: Database,
    title: msg`Collections from JSON`,
    description: msg`A schema gives you a table, a REST endpoint, an admin list and a form.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Deny by default`,
    description: msg`Every call is checked against roles, zones and hubs on the server.`,
  },
  {
    icon: Palette,
    title: msg`Light and dark`,
    description: msg`Each account picks light, dark or the system's scheme; colours, radius and type are shared design tokens.`,
  },
];

export function FeatureGrid() {
  const { i18n } = useLingui();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t bg-muted/30 px-4 sm:px-6"
    >
      <div className="mx-auto w-full max-w-6xl py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-medium text-primary">
            <Trans>Everything is a row, not a release</Trans>
          </p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            <Trans>Shape the product in the browser</Trans>
          </h2>
          <p className="mt-4 text-muted-foreground text-pretty">
            <Trans>
              Admins decide which pages exist, what the menu shows and which collections hold the data — and
              the change is live for everyone the moment it is saved.
            </Trans>
          </p>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title.id} className="flex">
              <Card className="w-full gap-0 transition-colors hover:border-primary/40">
                <CardHeader className="gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle className="text-base">{i18n._(title)}</CardTitle>
                  <CardDescription className="leading-relaxed">{i18n._(description)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>

        <ul className="mt-12 grid gap-8 border-t pt-10 sm:grid-cols-3">
          {ALSO_BUILT_IN.map(({ icon: Icon, title, description }) => (
            <li key={title.id} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="text-sm font-semibold">{i18n._(title)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{i18n._(description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
