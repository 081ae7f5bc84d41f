import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@atrium/ui';
import { memo, useCallback, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { chartSummary, type ChartKind } from '../utils/chart-data';
import type { SeriesPoint } from '../utils/live-data';

/** recharts and the chart code load with the first chart shown, never with the app's first page. */
const chartCode = lazyModule(() => import('./charts/RechartsChart'));

/**
 * Starts loading the chart code ahead of the first chart: a dashboard with charts calls it as
 * soon as its layout is known, so the chunk downloads while the rest of its data is on its way.
 */
export function preloadChartCode(): void {
  chartCode.preload().catch(() => undefined);
}

/** Runs `draw` when the browser has nothing more urgent to do (at the latest after 500 ms). */
function whenIdle(draw: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(draw, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(draw, 0);
  return () => clearTimeout(id);
}

export interface ChartViewProps {
  kind: ChartKind;
  series: SeriesPoint[];
  /** The series' name in the legend and tooltip. */
  name?: string;
  /** The series' names when there are several (bars and lines). */
  names?: readonly string[];
  /** Several series' bars stacked. */
  stacked?: boolean;
}

/**
 * How far outside the window a chart starts drawing: a little scrolling ahead, so a chart is
 * usually drawn before it scrolls into view (drawing one with recharts takes 20–50 ms), without
 * drawing the next screen's charts along with the ones in view.
 */
export const CHART_DRAW_AHEAD = '200px 0px';

const samePoints = (a: SeriesPoint[], b: SeriesPoint[]) =>
  a === b ||
  (a.length === b.length &&
    a.every(
      (p, i) =>
        p.label === b[i].label &&
        p.value === b[i].value &&
        (p.values ?? []).length === (b[i].values ?? []).length &&
        (p.values ?? []).every((v, k) => v === b[i].values?.[k]),
    ));

const sameNames = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((n, i) => n === b[i]));

/**
 * Whether two charts draw the same: their points and names compared by value, since a live
 * chart's points are worked out again on each render of its widget. Drawing one with recharts
 * takes 20–50 ms: a chart is drawn again only when what it shows changes.
 */
export function sameChart(a: ChartViewProps, b: ChartViewProps): boolean {
  return (
    a.kind === b.kind &&
    a.name === b.name &&
    a.stacked === b.stacked &&
    sameNames(a.names, b.names) &&
    samePoints(a.series, b.series)
  );
}

/**
 * A chart that fills its box: bars, a line or a donut with axes, values, a tooltip and a legend
 * (recharts, loaded on demand). Named for screen readers by its points ("Q1: 4, Q2: 7"), so the
 * name is there before the drawing. It is drawn when it comes near the window, as Grafana draws
 * its panels: a dashboard's charts below the fold cost nothing until the reader scrolls to them,
 * and the ones in view are drawn sooner (the ones just outside it right after, when the browser is
 * idle). Once drawn, a chart stays drawn.
 */
export const ChartView = memo(function ChartView({ kind, series, name, names, stacked }: ChartViewProps) {
  const { t } = useLingui();
  // Where IntersectionObserver is missing (old browsers, jsdom), every chart is drawn at once.
  const near = useInView({ triggerOnce: true, rootMargin: CHART_DRAW_AHEAD, fallbackInView: true });
  const seen = useInView({ triggerOnce: true, fallbackInView: true });
  const { ref: nearRef } = near;
  const { ref: seenRef } = seen;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      nearRef(element);
      seenRef(element);
    },
    [nearRef, seenRef],
  );
  const RechartsChart = useLazyModule(chartCode)?.default;
  // A chart in the window is drawn at once; one only near it, once its code is in and the browser
  // is idle: after the charts in view have been drawn and painted, not in the same task (drawing
  // one takes 20–50 ms).
  const [ahead, setAhead] = useState(false);
  const waitsAhead = near.inView && !seen.inView && !ahead && RechartsChart !== undefined;
  useEffect(() => (waitsAhead ? whenIdle(() => setAhead(true)) : undefined), [waitsAhead]);
  const inView = seen.inView || ahead;
  return (
    <div
      ref={ref}
      className="h-full min-h-0"
      role="img"
      aria-label={chartSummary(series, kind === 'pie' ? [] : names)}
      data-chart-kind={kind}
      data-chart-drawn={inView || undefined}
    >
      {/* The image's name says it all to screen readers; the drawing, legend and tooltip are for the eye. */}
      <div className="h-full min-h-0" aria-hidden="true">
        {inView && RechartsChart ? (
          <RechartsChart
            kind={kind}
            series={series}
            name={name ?? t`Value`}
            names={names}
            stacked={stacked}
          />
        ) : inView ? (
          <Skeleton className="h-full min-h-8 w-full" aria-label={t`Loading chart`} />
        ) : (
          <div className="h-full min-h-8 w-full rounded-md bg-muted/40" data-testid="chart-waiting" />
        )}
      </div>
    </div>
  );
}, sameChart);
