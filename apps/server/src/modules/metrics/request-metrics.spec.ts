import { Counter, Histogram, Registry } from 'prom-client';
import { DURATION_BUCKETS, RequestMetrics } from './request-metrics.js';

/** The same answers recorded by prom-client's own Counter and Histogram, for comparison. */
function reference(observations: Array<[string, string, number, number]>): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'atrium_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of observations) {
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    durations.observe(labels, seconds);
  }
  return registry;
}

const OBSERVATIONS: Array<[string, string, number, number]> = [
  ['GET', '/api/navigation', 200, 0.0004],
  ['GET', '/api/navigation', 200, 0.001], // on a bound: counted in it
  ['GET', '/api/navigation', 304, 0.003],
  ['GET', '/api/rest/:collection', 200, 0.07],
  ['POST', '/api/auth/signin', 401, 0.25],
  ['GET', '/api/navigation', 200, 12], // above every bound: only in +Inf
  ['GET', 'unmatched', 404, 0.0101],
];

describe('RequestMetrics', () => {
  it('renders exactly what prom-client renders for the same answers', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry);
    for (const [method, route, status, seconds] of OBSERVATIONS)
      metrics.record(method, route, status, seconds);
    const ours = await registry.metrics();
    expect(ours).toBe(await reference(OBSERVATIONS).metrics());
    expect(ours).toContain(
      'atrium_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/navigation",status="200"} 2',
    );
    expect(ours).toContain('atrium_http_requests_total{method="GET",route="/api/navigation",status="200"} 3');
  });

  it('renders the same JSON as prom-client, and resets with the registry', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(registry);
    for (const [method, route, status, seconds] of OBSERVATIONS)
      metrics.record(method, route, status, seconds);
    // prom-client adds `exemplar: null` to each of its values (no exemplars are kept here).
    const withoutExemplars = (json: Awaited<ReturnType<Registry['getMetricsAsJSON']>>) =>
      json.map((m) => ({
        ...m,
        values: m.values.map((v) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'exemplar'))),
      }));
    expect(await registry.getMetricsAsJSON()).toEqual(
      withoutExemplars(await reference(OBSERVATIONS).getMetricsAsJSON()),
    );
    registry.resetMetrics();
    expect(await registry.metrics()).toBe(await reference([]).metrics());
  });
});
