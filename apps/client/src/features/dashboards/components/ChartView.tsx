import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@atrium/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { chartSummary, type ChartKind } from '../utils/chart-data';
import type { SeriesPoint } from '../utils/live-data';
import type { RechartsChartProps } from './charts/RechartsChart';

let chartCode: Promise<{ default: ComponentType<RechartsChartProps> }> | null = null;
/** recharts and the chart code, loaded once (again after a failed load). */
function loadChartCode() {
  chartCode ??= import('./charts/RechartsChart').catch((error: unknown) => {
    chartCode = null;
    throw error;
  });
  return chartCode;
}

/** recharts and the chart code load with the first chart shown, never with the app's first page. */
const RechartsChart = lazy(loadChartCode);

/**
 * Starts loading the chart code ahead of the first chart: a dashboard with charts calls it as
 * soon as its layout is known, so the chunk downloads while the rest of its data is on its way.
 */
export function preloadChartCode(): void {
  loadChartCode().catch(() => undefined);
}

export interface ChartViewProps {
  kind: ChartKind;
  series: SeriesPoint[];
  /** The series' name in the legend and tooltip. */
  name?: string;
}

/**
 * A chart that fills its box: bars, a line or a donut with axes, values, a tooltip and a legend
 * (recharts, loaded on demand). Named for screen readers by its points ("Q1: 4, Q2: 7").
 */
export function ChartView({ kind, series, name }: ChartViewProps) {
  const { t } = useLingui();
  return (
    <div className="h-full min-h-0" role="img" aria-label={chartSummary(series)} data-chart-kind={kind}>
      {/* The image's name says it all to screen readers; the drawing, legend and tooltip are for the eye. */}
      <div className="h-full min-h-0" aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-full min-h-8 w-full" aria-label={t`Loading chart`} />}>
          <RechartsChart kind={kind} series={series} name={name ?? t`Value`} />
        </Suspense>
      </div>
    </div>
  );
}
