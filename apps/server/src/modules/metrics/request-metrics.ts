import { Counter } from 'prom-client';
import type { Metric, MetricValueWithName, Registry } from 'prom-client';

type LabelName = 'method' | 'route' | 'status';
type Labels = Record<LabelName, string>;

/** Upper bounds of the request duration histogram, in seconds. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Bound on series (routes × methods × statuses is far smaller); past it, new ones are not kept. */
const MAX_SERIES = 5000;

interface Series {
  labels: Labels;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  buckets: Float64Array;
}

/**
 * `atrium_http_requests_total` and `atrium_http_request_duration_seconds` {method, route, status}.
 *
 * Every answer is recorded, so recording is plain arithmetic on a series found by one Map lookup:
 * a count, a sum and a bucket. prom-client's own Histogram did the same work behind a label
 * check and a label hash per observation, about a tenth of a cached GET's CPU
 * (tools/bench/navigation.mjs). The registry reads the numbers when scraped: the counter through
 * prom-client's Counter (`collect`), the histogram as a metric object of prom-client's shape
 * (`get()`: name, help, type, values), which request-metrics.spec.ts checks renders exactly as a
 * prom-client Histogram fed the same observations.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  static readonly durationName = 'atrium_http_request_duration_seconds';

  constructor(registry: Registry) {
    const series = this.series;
    new Counter<LabelName>({
      name: 'atrium_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
      collect() {
        this.reset();
        for (const s of series.values()) this.inc(s.labels, s.count);
      },
    });
    const name = RequestMetrics.durationName;
    const help =
      'Time from receiving a request to finishing its response, by method, route pattern and status';
    const durations = {
      name,
      help,
      type: 'histogram',
      aggregator: 'sum',
      get: () => ({ name, help, type: 'histogram', aggregator: 'sum', values: this.durationValues() }),
      reset: () => series.clear(),
    };
    registry.registerMetric(durations as unknown as Metric);
  }

  /** Counts one answer taking `seconds`. */
  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(DURATION_BUCKETS.length + 1),
      };
      if (this.series.size < MAX_SERIES) this.series.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]) i++;
    s.buckets[i]++;
  }

  /** The histogram's values as prom-client lays them out: cumulative buckets, +Inf, sum, count. */
  private durationValues(): MetricValueWithName<string>[] {
    const name = RequestMetrics.durationName;
    const values: MetricValueWithName<string>[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i];
        values.push({ labels: { le, ...s.labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push(
        { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${name}_bucket` },
        { labels: { ...s.labels }, value: s.sum, metricName: `${name}_sum` },
        { labels: { ...s.labels }, value: s.count, metricName: `${name}_count` },
      );
    }
    return values;
  }
}
