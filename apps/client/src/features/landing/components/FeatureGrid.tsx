import { Card, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import {
  ClipboardList,
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
  title: string;
  description: string;
}

const FEATURES: Feature[] = [
  {
    icon: Layers,
    title: 'Zones and hubs',
    description:
      'Give every team a zone, and every stream of work a hub inside it, with members and roles of their own.',
  },
  {
    icon: LayoutDashboard,
    title: 'Modules and dashboards',
    description:
      'Fill a hub with markdown, collections, forms and links, and lay out dashboards from a widget library.',
  },
  {
    icon: Route,
    title: 'Routes as data',
    description:
      'Each page is a row: path, component, layout and guard. Edit one and open browsers follow, without a rebuild.',
  },
  {
    icon: ListTree,
    title: 'Menus as data',
    description:
      'Navigation is a tree in the database, filtered by role and zone on the server before it reaches the menu.',
  },
  {
    icon: ClipboardList,
    title: 'Visual form builder',
    description:
      'Compose forms from a field library, preview them live, publish immutable versions and collect submissions.',
  },
  {
    icon: Network,
    title: 'Visual navigation builder',
    description:
      'Reorder the menu by drag and drop, or by keyboard, and save the whole tree in one transaction.',
  },
];

const ALSO_BUILT_IN: Feature[] = [
  {
    icon: Database,
    title: 'Collections from JSON',
    description: 'A schema gives you a table, a REST endpoint, an admin list and a form.',
  },
  {
    icon: ShieldCheck,
    title: 'Deny by default',
    description: 'Every call is checked against roles, zones and hubs on the server.',
  },
  {
    icon: Palette,
    title: 'Themes as data',
    description: 'Colours, radius and type are tokens a stored theme can override.',
  },
];

export function FeatureGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t bg-muted/30 px-4 sm:px-6"
    >
      <div className="mx-auto w-full max-w-6xl py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-medium text-primary">Everything is a row, not a release</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Shape the product in the browser
          </h2>
          <p className="mt-4 text-muted-foreground text-pretty">
            Admins decide which pages exist, what the menu shows and what a form asks — and the change is live
            for everyone the moment it is saved.
          </p>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex">
              <Card className="w-full gap-0 transition-colors hover:border-primary/40">
                <CardHeader className="gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle className="text-base">{title}</CardTitle>
                  <CardDescription className="leading-relaxed">{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>

        <ul className="mt-12 grid gap-8 border-t pt-10 sm:grid-cols-3">
          {ALSO_BUILT_IN.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="text-sm font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
