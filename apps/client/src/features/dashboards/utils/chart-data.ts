import { deviceNumber, type NumberFormatter } from './number-format';
import type { SeriesPoint } from './live-data';

export type ChartKind = 'bar' | 'line' | 'pie';

/** One mark of a chart: its label, value, share of the total (donut) and colour (a design token). */
export interface ChartRow {
  label: string;
  value: number;
  /** 0..1 of the sum of the positive values (the donut's slice); 0 when nothing is positive. */
  share: number;
  color: string;
  /** Repeats of the palette are drawn lighter, so neighbouring slices stay apart. */
  opacity: number;
  /** The point's value in each series (the first is `value`). */
  values: number[];
}

/**
 * The chart colours, all theme tokens (light and dark each define them): the primary colour first,
 * then success, warning and destructive; a theme stored in the database restyles them too.
 */
export const CHART_COLORS = [
  'var(--color-primary)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-destructive)',
  'var(--color-muted-foreground)',
] as const;

export function chartRows(series: readonly SeriesPoint[]): ChartRow[] {
  const total = series.reduce((sum, p) => sum + Math.max(0, p.value), 0);
  return series.map((p, i) => ({
    label: p.label,
    value: p.value,
    share: total > 0 ? Math.max(0, p.value) / total : 0,
    color: CHART_COLORS[i % CHART_COLORS.length],
    opacity: i < CHART_COLORS.length ? 1 : 0.55,
    values: pointValues(p),
  }));
}

/** A point's values, one per series: its `value`, then its `values`. */
export function pointValues(point: SeriesPoint): number[] {
  return point.values && point.values.length > 0 ? [point.value, ...point.values] : [point.value];
}

/** One line of a chart's legend: a series (several) or a point (a donut). */
export interface ChartSeries {
  name: string;
  color: string;
}

/** The series of a chart with several, each with its colour (palette order, as the donut's slices). */
export function chartSeries(names: readonly string[]): ChartSeries[] {
  return names.map((name, i) => ({ name, color: CHART_COLORS[i % CHART_COLORS.length] }));
}

/**
 * What a screen reader hears, and what the chart's image is named: "Q1: 4, Q2: 7"; with several
 * series, each point's values by series: "Q1: Sales 4, Costs 3; Q2: Sales 7, Costs 2".
 */
export function chartSummary(series: readonly SeriesPoint[], names: readonly string[] = []): string {
  if (names.length < 2) return series.map((p) => `${p.label}: ${p.value}`).join(', ');
  return series
    .map((p) => {
      const values = pointValues(p);
      return `${p.label}: ${names.map((name, i) => `${name} ${values[i] ?? 0}`).join(', ')}`;
    })
    .join('; ');
}

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
const FULL: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

// `number` is the reader's formatter (useFormatters().number); without it, the device's locale.
/** A value on an axis tick: short (1.2K). */
export const formatTick = (value: number, number: NumberFormatter = deviceNumber()) => number(value, COMPACT);
/** A value on a mark, in the tooltip and the legend: whole (1,234.5), compact from 100,000 on. */
export const formatValue = (value: number, number: NumberFormatter = deviceNumber()) =>
  number(value, Math.abs(value) >= 100_000 ? COMPACT : FULL);

/** A category label shortened to `max` characters for an axis tick (the tooltip shows it whole). */
export function shortLabel(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}

/**
 * What fits in a chart's box (pixels): the legend, the value on each mark, the value axis, and how
 * long an axis label may be — so a chart reads at a 3×2 widget and at full width alike.
 */
export interface ChartFit {
  legend: boolean;
  valueLabels: boolean;
  valueAxis: boolean;
  /** Characters per category label on the axis. */
  tickChars: number;
  /** The donut's legend beside it (wide box) or under it. */
  legendBeside: boolean;
}

/**
 * `count` points of `seriesCount` series. Values are written on the marks only where each has room
 * and only one series is drawn (several series' values would overlap, and a stacked segment's
 * value is not its height; the tooltip gives them all).
 */
export function chartFit(
  kind: ChartKind,
  width: number,
  height: number,
  count: number,
  seriesCount = 1,
): ChartFit {
  const n = Math.max(1, count);
  if (kind === 'pie') {
    const legendBeside = width >= height * 1.3 && width >= 200;
    return {
      legend: legendBeside ? width >= 200 : height >= 150,
      valueLabels: false,
      valueAxis: false,
      tickChars: 0,
      legendBeside,
    };
  }
  const valueAxis = width >= 220 && height >= 110;
  const plotWidth = width - (valueAxis ? 40 : 8);
  const slot = plotWidth / n;
  return {
    legend: height >= 170,
    valueLabels: seriesCount === 1 && slot >= 22 && height >= 90,
    valueAxis,
    tickChars: Math.max(3, Math.min(14, Math.floor(slot / 7))),
    legendBeside: false,
  };
}

/**
 * The value axis starts at zero unless a value is negative; whole numbers get whole ticks. Stacked
 * bars reach each point's sum of positive values up and of negative values down.
 */
export function valueDomain(
  series: readonly SeriesPoint[],
  stacked = false,
): { min: number; max: number; integers: boolean } {
  let min = 0;
  let max = 0;
  let integers = true;
  for (const point of series) {
    let up = 0;
    let down = 0;
    for (const v of pointValues(point)) {
      if (!Number.isInteger(v)) integers = false;
      if (stacked) {
        if (v > 0) up += v;
        else down += v;
      } else {
        max = Math.max(max, v);
        min = Math.min(min, v);
      }
    }
    if (stacked) {
      max = Math.max(max, up);
      min = Math.min(min, down);
    }
  }
  return { min, max, integers };
}
