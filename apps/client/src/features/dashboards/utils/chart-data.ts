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
  }));
}

/** What a screen reader hears, and what the chart's image is named: "Q1: 4, Q2: 7". */
export function chartSummary(series: readonly SeriesPoint[]): string {
  return series.map((p) => `${p.label}: ${p.value}`).join(', ');
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

export function chartFit(kind: ChartKind, width: number, height: number, count: number): ChartFit {
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
    valueLabels: slot >= 22 && height >= 90,
    valueAxis,
    tickChars: Math.max(3, Math.min(14, Math.floor(slot / 7))),
    legendBeside: false,
  };
}

/** The value axis starts at zero unless a value is negative; whole numbers get whole ticks. */
export function valueDomain(series: readonly SeriesPoint[]): { min: number; max: number; integers: boolean } {
  const values = series.map((p) => p.value);
  return {
    min: Math.min(0, ...values),
    max: Math.max(0, ...values),
    integers: values.every((v) => Number.isInteger(v)),
  };
}
