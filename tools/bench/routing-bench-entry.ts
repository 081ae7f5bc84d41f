/**
 * Bundled by tools/bench/routing.mjs (vite build --ssr) and run in a child process with
 * NODE_ENV=production: the routing benchmark (routing-bench-core.ts) in Node. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { runRoutingBench } from './routing-bench-core';

const result = runRoutingBench({
  routes: Number(process.env.BENCH_ROUTES ?? 10_000),
  runs: Number(process.env.BENCH_RUNS ?? 25),
  lookups: Number(process.env.BENCH_LOOKUPS ?? 200_000),
  manifest: JSON.parse(readFileSync(process.env.BENCH_MANIFEST as string, 'utf8')),
  cpuMs: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
});
process.stdout.write(`${JSON.stringify(result)}\n`);
