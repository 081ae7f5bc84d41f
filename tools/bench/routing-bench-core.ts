/**
 * The routing benchmark itself, shared by the Node entry (routing-bench-entry.ts, run in a child
 * process with NODE_ENV=production) and the browser entry (routing-bench-browser.ts, run in
 * headless Chromium, where the client's routing code runs for real). It times the client's own
 * route-tree code (apps/client/src/routing) and TanStack Router's matcher on a large generated
 * route set and returns plain figures.
 */
import { parseRouteRecords, resolveComponent, type ComponentResolution } from '@atrium/schema';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { buildRouteTree } from '../../apps/client/src/routing/build-route-tree';
import { describeRoutes } from '@atrium/schema';

export interface RoutingBenchOptions {
  routes: number;
  runs: number;
  lookups: number;
  manifest: { keys: string[]; folders: { pagesDir: string; adminCentersDir: string } };
  /** CPU time of the process in ms, where the runtime can tell (Node); null in a browser. */
  cpuMs: (() => number) | null;
}

const LAYOUTS = ['Public', 'Authenticated', 'AdminLayout', 'Zone', 'Main', null];
const COMPONENTS = [
  'DashboardPage',
  'AdminUsersPage',
  'HubViewPage',
  'ModulePage',
  'SecurityCenter',
  'settingspage',
  'NoSuchPage',
];

/** A mix of shapes: static, one to three parameters, optional parameters, splats. */
function generateRows(n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 5;
    const path =
      kind === 0
        ? `/bench/section-${i}/overview`
        : kind === 1
          ? `/bench/${i}/items/:itemId`
          : kind === 2
            ? `/zones/:zoneId/bench-${i}/hubs/:hubId/modules/:moduleId`
            : kind === 3
              ? `/reports/${i}/:year/:month?`
              : `/files/${i}/*`;
    rows.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `bench_route_${i}`,
      path,
      component_name: COMPONENTS[i % COMPONENTS.length],
      component_path: null,
      layout: LAYOUTS[i % LAYOUTS.length],
      is_public: i % 2 === 0,
      is_active: true,
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
      metadata: i % 3 === 0 ? { dynamic: true } : { guard_type: i % 7 === 0 ? 'admin' : 'auth' },
    });
  }
  return rows;
}

function urlFor(i: number, salt: number): string {
  switch (i % 5) {
    case 0:
      return `/bench/section-${i}/overview`;
    case 1:
      return `/bench/${i}/items/item-${salt}`;
    case 2:
      return `/zones/z${salt}/bench-${i}/hubs/h${salt}/modules/m${salt}`;
    case 3:
      return salt % 2 ? `/reports/${i}/2024/${salt % 12}` : `/reports/${i}/2024`;
    default:
      return `/files/${i}/a/b/${salt}.txt`;
  }
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Stands in for the app's shared route component (never rendered here). */
function DatabaseRoute() {
  return null;
}

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

export function runRoutingBench({
  routes: ROUTES,
  runs: RUNS,
  lookups: LOOKUPS,
  manifest,
  cpuMs,
}: RoutingBenchOptions) {
  const cpu = cpuMs ?? (() => NaN);
  const body = generateRows(ROUTES);
  const records = parseRouteRecords(body)!.routes;

  function buildOnce() {
    const memo = new Map<string, ComponentResolution | null>();
    const resolve = (name: string) => {
      let r = memo.get(name);
      if (r === undefined) memo.set(name, (r = resolveComponent(name, manifest.keys, manifest.folders)));
      return r;
    };
    const c0 = cpu();
    const t0 = performance.now();
    const { entries } = describeRoutes(records, resolve);
    const tDescribed = performance.now();
    const routeTree = buildRouteTree(entries, { component: DatabaseRoute, preload: () => Promise.resolve() });
    const t1 = performance.now();
    return { routeTree, entries, ms: t1 - t0, describeMs: tDescribed - t0, cpu: cpu() - c0 };
  }

  // Parse: the JSON body into records (what the client does on a 200 answer).
  const text = JSON.stringify(body);
  const parseSamples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    parseRouteRecords(JSON.parse(text));
    parseSamples.push(performance.now() - t0);
  }

  const buildSamples: number[] = [];
  const describeSamples: number[] = [];
  const buildCpuSamples: number[] = [];
  const updateCpuSamples: number[] = [];
  const updateSamples: number[] = [];
  const router = createRouter({
    routeTree: buildOnce().routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  for (let i = 0; i < 5 + RUNS; i++) {
    const { routeTree, ms, describeMs, cpu: buildCpu } = buildOnce();
    const c0 = cpu();
    const t0 = performance.now();
    router.update({ ...router.options, routeTree }); // TanStack processes the tree into its matcher
    const update = performance.now() - t0;
    const updateCpu = cpu() - c0;
    if (i >= 5) {
      buildSamples.push(ms);
      buildCpuSamples.push(buildCpu);
      updateCpuSamples.push(updateCpu);
      describeSamples.push(describeMs);
      updateSamples.push(update);
    }
  }
  const { entries } = buildOnce();
  const routed = Object.keys(router.routesById).length - 1;

  // Matching: distinct URLs, far more than the router's 1000-entry match cache, so nearly every
  // lookup walks the segment tree; then the same few URLs again (cache hits, as in real use).
  const urls: string[] = [];
  for (let i = 0; i < LOOKUPS; i++) urls.push(urlFor((i * 7919) % ROUTES, i));
  let found = 0;
  const CHECKED = Math.min(20_000, LOOKUPS);
  for (let i = 0; i < CHECKED; i++) {
    const [, params, route] = router.getMatchedRoutes(urls[LOOKUPS - 1 - i]);
    if (route && !('**' in params)) found++; // an exact match, not a fuzzy parent
  }
  // Five rounds over the same distinct URLs: the 1000-entry cache cannot hold them, so each round
  // misses again; the fastest round is the least disturbed one.
  const rounds: number[] = [];
  const cpuRounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const c0 = cpu();
    const start = performance.now();
    for (let i = 0; i < LOOKUPS; i++) router.getMatchedRoutes(urls[i]);
    rounds.push(((performance.now() - start) * 1000) / LOOKUPS);
    cpuRounds.push(((cpu() - c0) * 1000) / LOOKUPS);
  }
  const cold = stats(rounds);
  const coldCpu = stats(cpuRounds);
  const hot = urls.slice(0, 200);
  const hotStart = performance.now();
  for (let i = 0; i < LOOKUPS; i++) router.getMatchedRoutes(hot[i % hot.length]);
  const hotUs = ((performance.now() - hotStart) * 1000) / LOOKUPS;

  return {
    routes: ROUTES,
    registered: entries.length,
    routed,
    runs: RUNS,
    parse_ms: stats(parseSamples),
    build_ms: stats(buildSamples),
    build_cpu_ms: stats(buildCpuSamples),
    router_update_cpu_ms: stats(updateCpuSamples),
    describe_ms: stats(describeSamples),
    router_update_ms: stats(updateSamples),
    match_us: {
      uncached: round(cold.median, 3),
      uncached_min: round(cold.min, 3),
      uncached_cpu: cpuMs ? round(coldCpu.median, 3) : null,
      uncached_cpu_min: cpuMs ? round(coldCpu.min, 3) : null,
      cached: round(hotUs, 3),
      lookups: LOOKUPS,
      urls_matched: found / CHECKED,
    },
  };
}
