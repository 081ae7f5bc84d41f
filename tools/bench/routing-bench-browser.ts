/**
 * Bundled by tools/bench/routing.mjs as one classic script (production build) and loaded into
 * headless Chromium: the routing benchmark (routing-bench-core.ts) where the client's routing
 * code really runs. routing.mjs calls `globalThis.atriumRoutingBench(options)` through Playwright.
 */
import { runRoutingBench, type RoutingBenchOptions } from './routing-bench-core';

(globalThis as unknown as { atriumRoutingBench: unknown }).atriumRoutingBench = (
  options: Omit<RoutingBenchOptions, 'cpuMs'>,
) => runRoutingBench({ ...options, cpuMs: null });
