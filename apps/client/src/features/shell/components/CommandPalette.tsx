import type { ModuleType } from '@atrium/schema';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { Boxes, LayoutDashboard, Search } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { namedPath } from '@/routing/navigation/route-paths';
import { useRouteSet } from '@/routing/useRouteSet';
import { dashboardQueries } from '@/features/dashboards/api/dashboards-api';
import { hubQueries } from '@/features/hubs/api/hubs-api';
import { moduleQueries } from '@/features/modules/api/modules-api';
import { ModuleTypeIcon } from '@/features/modules/components/ModuleTypeIcon';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { useZones } from '@/features/zones/hooks/useZones';
import { translateDataText } from '@/i18n/data-labels';
import { allNodes, type MenuNode } from '../utils/menu-tree';
import { NavIcon } from './NavIcon';

/**
 * Most entries shown per group: every target is searched, but only the best this many of each
 * group are rendered, so the palette stays fast with thousands of modules and dashboards.
 */
const MAX_SHOWN = 50;

/**
 * The entries matching what was typed: every word of it appears in the label or in where it is,
 * those whose label starts with the first word first. Empty: everything, in its order.
 */
function matching(list: readonly Target[], search: string): Target[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  const found = list.filter((t) => {
    const text = `${t.label} ${t.hint}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const starts = (t: Target) => Number(t.label.toLowerCase().startsWith(words[0]));
  return found.sort((a, b) => starts(b) - starts(a));
}

interface Target {
  id: string;
  label: string;
  /** Where it is: "Zone › Hub", the menu group… (also searched). */
  hint: string;
  href: string;
  external: boolean;
  icon: ReactNode;
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: readonly MenuNode[];
  zoneId: string | null;
  /** Gives focus back to where it was before the palette opened. */
  returnFocus?: () => void;
  /** What was typed while the palette's code was still arriving (left as it is: a render may be
   * thrown away and done again). */
  peekTypedEarly?: () => string;
  /** The same, emptied by the call: only once mounted (an effect), never while rendering. */
  takeTypedEarly?: () => string;
  /** Called once it is mounted: from then on keys reach its input. */
  onLoaded?: () => void;
}

/**
 * Ctrl/⌘+K: type to jump to any menu entry, zone, hub, module or dashboard. A modal dialog
 * (focus stays inside, Esc closes and returns focus); loaded only when first opened.
 */
export default function CommandPalette({
  open,
  onOpenChange,
  menu,
  zoneId,
  returnFocus,
  peekTypedEarly,
  takeTypedEarly,
  onLoaded,
}: CommandPaletteProps) {
  const router = useRouter();
  const { t, i18n } = useLingui();
  const { routes } = useRouteSet();
  const zones = useZones();
  const zoneList = useMemo(() => {
    const list = zones.data ?? [];
    // The current zone first, so its hubs are within the limit.
    return [...list].sort((a, b) => Number(b.id === zoneId) - Number(a.id === zoneId));
  }, [zones.data, zoneId]);
  const hubQueriesResult = useQueries({
    queries: zoneList.map((zone) => ({ ...hubQueries.list(zone.id), enabled: open })),
  });
  const hubs = zoneList.flatMap((zone, index) =>
    (hubQueriesResult[index]?.data ?? []).map((hub) => ({ zone, hub })),
  );
  // Shown from the first render, taken (emptied) only once mounted: a first render React throws
  // away and does again (a suspended sibling, a concurrent render) must not lose the keys.
  const [search, setSearch] = useState(() => peekTypedEarly?.() ?? '');
  useEffect(() => {
    // All typed before the mount, including keys that came after the first render.
    const typed = takeTypedEarly?.();
    if (typed) setSearch(typed);
    onLoaded?.();
    // Once, on mount: the shell's callbacks are new each render and must not rerun this.
  }, []);
  useEffect(() => {
    if (!open) setSearch('');
  }, [open]);
  // Modules and dashboards of every hub, with no cap: the current zone's as soon as the palette
  // opens, every other zone's once something is typed (each list is cached, so later opens are
  // instant).
  const searching = search.trim().length > 0;
  const listed = hubs.filter(({ zone }) => zone.id === zoneId || searching);
  const childQueries = useQueries({
    queries: listed.flatMap(({ zone, hub }) => [
      { ...moduleQueries.list(zone.id, hub.id), enabled: open },
      { ...dashboardQueries.list(zone.id, hub.id), enabled: open },
    ]),
  });

  const targets: Target[] = [];
  for (const { node, parents } of allNodes(menu)) {
    if (!node.href) continue;
    targets.push({
      id: `menu:${node.id}`,
      label: translateDataText(i18n, node.label),
      hint: parents.length ? parents.map((parent) => translateDataText(i18n, parent)).join(' › ') : t`Menu`,
      href: node.href,
      external: node.external,
      icon: <NavIcon name={node.icon} className="size-4" />,
    });
  }
  for (const zone of zoneList) {
    const href = namedPath(routes, 'zone_dashboard', { zoneId: zone.id });
    if (href)
      targets.push({
        id: `zone:${zone.id}`,
        label: zone.name,
        hint: t`Zone`,
        href,
        external: false,
        icon: <ZoneIcon name={zone.icon} className="size-4" />,
      });
  }
  for (const { zone, hub } of hubs) {
    const zoneName = zone.name;
    const href = namedPath(routes, 'hub_view', { zoneId: zone.id, hubId: hub.id });
    if (href)
      targets.push({
        id: `hub:${hub.id}`,
        label: hub.name,
        hint: t`Hub in ${zoneName}`,
        href,
        external: false,
        icon: <ZoneIcon name={hub.icon} className="size-4" />,
      });
  }
  listed.forEach(({ zone, hub }, index) => {
    const params = { zoneId: zone.id, hubId: hub.id };
    const zoneName = zone.name;
    const hubName = hub.name;
    const modules = (childQueries[index * 2]?.data ?? []) as {
      id: string;
      name: string;
      type?: ModuleType;
    }[];
    const dashboards = (childQueries[index * 2 + 1]?.data ?? []) as { id: string; name: string }[];
    for (const module of modules) {
      const href = namedPath(routes, 'module_view', { ...params, moduleId: module.id });
      if (href)
        targets.push({
          id: `module:${module.id}`,
          label: module.name,
          hint: t`Module in ${zoneName} › ${hubName}`,
          href,
          external: false,
          icon: module.type ? (
            <ModuleTypeIcon type={module.type} className="size-4" />
          ) : (
            <Boxes className="size-4" aria-hidden="true" />
          ),
        });
    }
    for (const dashboard of dashboards) {
      const href = namedPath(routes, 'dashboard_view', { ...params, dashboardId: dashboard.id });
      if (href)
        targets.push({
          id: `dashboard:${dashboard.id}`,
          label: dashboard.name,
          hint: t`Dashboard in ${zoneName} › ${hubName}`,
          href,
          external: false,
          icon: <LayoutDashboard className="size-4" aria-hidden="true" />,
        });
    }
  });

  const go = (target: Target) => {
    onOpenChange(false);
    if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
    else void router.navigate({ href: target.href });
  };

  const groups: [string, Target[]][] = [
    [
      t`Menu`,
      matching(
        targets.filter((target) => target.id.startsWith('menu:')),
        search,
      ),
    ],
    [
      t`Zones`,
      matching(
        targets.filter((target) => target.id.startsWith('zone:')),
        search,
      ),
    ],
    [
      t`Hubs`,
      matching(
        targets.filter((target) => target.id.startsWith('hub:')),
        search,
      ),
    ],
    [
      t`Modules and dashboards`,
      matching(
        targets.filter((target) => /^(module|dashboard):/.test(target.id)),
        search,
      ),
    ],
  ];
  const loading =
    zones.isLoading || hubQueriesResult.some((q) => q.isLoading) || childQueries.some((q) => q.isLoading);
  const shown = groups.some(([, list]) => list.length > 0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
        showClose={false}
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-lg"
      >
        <DialogTitle className="sr-only">
          <Trans>Jump to</Trans>
        </DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>Type to find a menu entry, zone, hub, module or dashboard; Enter opens it.</Trans>
        </DialogDescription>
        <Command
          label={t`Jump to`}
          loop
          shouldFilter={false}
          // min-w-0: the dialog is a grid, whose column would otherwise grow to the widest
          // result's full text and push the results past the dialog's edge on a phone.
          className="flex max-h-[min(28rem,70dvh)] min-w-0 flex-col"
        >
          {/* The input draws no ring of its own (it fills the row): the row shows the focus. */}
          <div className="flex items-center gap-2 border-b px-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-inset">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              autoFocus
              value={search}
              onValueChange={setSearch}
              placeholder={t`Jump to a page, zone, hub, module…`}
              className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="min-h-0 flex-1 overflow-y-auto p-2">
            {/* While hubs and their contents load: "Loading…" alone when nothing is listed yet,
                else a line under what is listed (more may come); never "Nothing matches." yet. */}
            {loading && !shown ? (
              <Command.Loading className="px-2 py-6 text-center text-sm text-muted-foreground">
                <Trans>Loading…</Trans>
              </Command.Loading>
            ) : null}
            {loading ? null : (
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
                <Trans>Nothing matches.</Trans>
              </Command.Empty>
            )}
            {groups.map(([heading, list]) =>
              list.length > 0 ? (
                <Command.Group
                  key={heading}
                  heading={heading}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {list.slice(0, MAX_SHOWN).map((target) => (
                    <Command.Item
                      key={target.id}
                      value={target.id}
                      keywords={[target.label, target.hint]}
                      onSelect={() => go(target)}
                      className="flex min-w-0 cursor-pointer items-center gap-2.5 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                    >
                      <span className="shrink-0 text-muted-foreground">{target.icon}</span>
                      {/* On a phone the place goes under the name, whole (wrapped): the zone and
                          hub tell apart two modules of one name, and a touch user has no hover to
                          read a cut one. From sm up, beside the name, cut (the full text on hover). */}
                      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2.5">
                        <span className="min-w-0 truncate sm:flex-1">{target.label}</span>
                        <span
                          title={target.hint}
                          className="min-w-0 text-xs text-muted-foreground [overflow-wrap:anywhere] sm:max-w-[45%] sm:truncate"
                        >
                          {target.hint}
                        </span>
                      </span>
                    </Command.Item>
                  ))}
                  {list.length > MAX_SHOWN ? (
                    <p className="px-2 py-1.5 text-xs text-muted-foreground">
                      <Trans>
                        {list.length - MAX_SHOWN} more — type more of the name to narrow the list.
                      </Trans>
                    </p>
                  ) : null}
                </Command.Group>
              ) : null,
            )}
            {loading && shown ? (
              <Command.Loading className="px-2 py-1.5 text-xs text-muted-foreground">
                <Trans>Still loading hubs, modules and dashboards…</Trans>
              </Command.Loading>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
