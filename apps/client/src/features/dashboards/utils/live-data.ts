import {
  MODULE_TYPES,
  ZONE_ROLES,
  type ChartSource,
  type Dashboard,
  type Hub,
  type HubModule,
  type StatSource,
  type ZoneMember,
} from '@atrium/schema';

/** What the app knows about the dashboard's zone and hub; a list is undefined until it is loaded. */
export interface LiveData {
  hubs?: Hub[];
  members?: ZoneMember[];
  /** Modules per hub id (every hub of the zone, including this one). */
  modulesByHub?: Record<string, HubModule[]>;
  /** Dashboards per hub id (every hub of the zone, including this one). */
  dashboardsByHub?: Record<string, Dashboard[]>;
  hubId: string;
}

/** The lists a source reads. */
export interface LiveNeeds {
  hubs: boolean;
  members: boolean;
  /** Modules of every hub of the zone, or only of this hub. */
  modules: 'zone' | 'hub' | false;
  dashboards: 'zone' | 'hub' | false;
}

const NOTHING: LiveNeeds = { hubs: false, members: false, modules: false, dashboards: false };

export function statNeeds(source: StatSource): LiveNeeds {
  switch (source) {
    case 'fixed':
      return NOTHING;
    case 'zone_hubs':
      return { ...NOTHING, hubs: true };
    case 'zone_members':
      return { ...NOTHING, members: true };
    case 'zone_modules':
      return { ...NOTHING, hubs: true, modules: 'zone' };
    case 'zone_dashboards':
      return { ...NOTHING, hubs: true, dashboards: 'zone' };
    case 'hub_modules':
      return { ...NOTHING, modules: 'hub' };
    case 'hub_dashboards':
      return { ...NOTHING, dashboards: 'hub' };
  }
}

export function chartNeeds(source: ChartSource): LiveNeeds {
  switch (source) {
    case 'manual':
      return NOTHING;
    case 'zone_members_by_role':
      return { ...NOTHING, members: true };
    case 'zone_modules_by_hub':
      return { ...NOTHING, hubs: true, modules: 'zone' };
    case 'zone_dashboards_by_hub':
      return { ...NOTHING, hubs: true, dashboards: 'zone' };
    case 'hub_modules_by_type':
      return { ...NOTHING, modules: 'hub' };
    case 'zone_hub_contents':
      return { ...NOTHING, hubs: true, modules: 'zone', dashboards: 'zone' };
  }
}

function sumOverHubs<T>(hubs: Hub[] | undefined, byHub: Record<string, T[]> | undefined): number | undefined {
  if (!hubs || !byHub || hubs.some((h) => !byHub[h.id])) return undefined;
  return hubs.reduce((n, h) => n + byHub[h.id].length, 0);
}

/** A live stat's count, or undefined while its data loads. `fixed` is not live. */
export function liveCount(source: Exclude<StatSource, 'fixed'>, data: LiveData): number | undefined {
  switch (source) {
    case 'zone_hubs':
      return data.hubs?.length;
    case 'zone_members':
      return data.members?.length;
    case 'zone_modules':
      return sumOverHubs(data.hubs, data.modulesByHub);
    case 'zone_dashboards':
      return sumOverHubs(data.hubs, data.dashboardsByHub);
    case 'hub_modules':
      return data.modulesByHub?.[data.hubId]?.length;
    case 'hub_dashboards':
      return data.dashboardsByHub?.[data.hubId]?.length;
  }
}

/** One point of a chart: its label, its value in the first series and in the others (if any). */
export interface SeriesPoint {
  label: string;
  value: number;
  /** The point's values in the second and further series. */
  values?: number[];
}

function perHub<T>(
  hubs: Hub[] | undefined,
  byHub: Record<string, T[]> | undefined,
): SeriesPoint[] | undefined {
  if (!hubs || !byHub || hubs.some((h) => !byHub[h.id])) return undefined;
  return hubs.map((h) => ({ label: h.name, value: byHub[h.id].length }));
}

/** How a live chart names zone roles and module types (the reader's language; English by default). */
export interface SeriesNames {
  role(role: (typeof ZONE_ROLES)[number]): string;
  moduleType(type: keyof typeof MODULE_TYPES): string;
}

const ENGLISH_NAMES: SeriesNames = {
  role: (role) => role[0].toUpperCase() + role.slice(1),
  moduleType: (type) => MODULE_TYPES[type].label,
};

/** A live chart's points, or undefined while its data loads. `manual` is not live. */
export function liveSeries(
  source: Exclude<ChartSource, 'manual'>,
  data: LiveData,
  names: SeriesNames = ENGLISH_NAMES,
): SeriesPoint[] | undefined {
  switch (source) {
    case 'zone_members_by_role': {
      if (!data.members) return undefined;
      const members = data.members;
      return ZONE_ROLES.map((role) => ({
        label: names.role(role),
        value: members.filter((m) => m.role === role).length,
      })).filter((p) => p.value > 0);
    }
    case 'zone_modules_by_hub':
      return perHub(data.hubs, data.modulesByHub);
    case 'zone_dashboards_by_hub':
      return perHub(data.hubs, data.dashboardsByHub);
    case 'hub_modules_by_type': {
      const modules = data.modulesByHub?.[data.hubId];
      if (!modules) return undefined;
      const counts = new Map<string, number>();
      for (const m of modules) {
        const label = m.type in MODULE_TYPES ? names.moduleType(m.type) : m.type;
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      return [...counts].map(([label, value]) => ({ label, value }));
    }
    case 'zone_hub_contents': {
      const modules = perHub(data.hubs, data.modulesByHub);
      const dashboards = perHub(data.hubs, data.dashboardsByHub);
      if (!modules || !dashboards) return undefined;
      return modules.map((p, i) => ({ ...p, values: [dashboards[i].value] }));
    }
  }
}
