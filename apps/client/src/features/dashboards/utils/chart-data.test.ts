import { describe, expect, it } from 'vitest';
import {
  CHART_COLORS,
  chartFit,
  chartRows,
  chartSeries,
  chartSummary,
  formatTick,
  formatValue,
  shortLabel,
  valueDomain,
} from './chart-data';

const points = (...values: number[]) => values.map((value, i) => ({ label: `P${i + 1}`, value }));

describe('chart data mapping', () => {
  it('maps points to rows with their share of the total and a theme colour each', () => {
    const rows = chartRows(points(1, 3, 0, -2));
    expect(rows.map((r) => r.share)).toEqual([0.25, 0.75, 0, 0]);
    expect(rows.map((r) => r.label)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(rows[0].color).toBe('var(--color-primary)');
    expect(rows.every((r) => r.color.startsWith('var(--color-'))).toBe(true);
    // Past the palette the colours repeat, lighter
    const many = chartRows(points(...Array.from({ length: CHART_COLORS.length + 1 }, () => 1)));
    expect(many[CHART_COLORS.length]).toMatchObject({ color: CHART_COLORS[0], opacity: 0.55 });
    expect(chartRows(points(0, 0)).map((r) => r.share)).toEqual([0, 0]);
  });

  it('names the chart by its points for screen readers', () => {
    expect(
      chartSummary([
        { label: 'Owner', value: 1 },
        { label: 'Viewer', value: 2 },
      ]),
    ).toBe('Owner: 1, Viewer: 2');
    // Several series: each point's values by series
    const twoSeries = [
      { label: 'Q1', value: 4, values: [3] },
      { label: 'Q2', value: 7, values: [2] },
    ];
    expect(chartSummary(twoSeries, ['Planned', 'Done'])).toBe('Q1: Planned 4, Done 3; Q2: Planned 7, Done 2');
    expect(chartRows(twoSeries).map((r) => r.values)).toEqual([
      [4, 3],
      [7, 2],
    ]);
    expect(chartSeries(['Planned', 'Done']).map((s) => s.color)).toEqual(CHART_COLORS.slice(0, 2));
  });

  it('writes values whole on marks and short on axis ticks', () => {
    expect(formatValue(1234.5)).toBe('1,234.5');
    expect(formatValue(2_500_000)).toBe('2.5M');
    expect(formatTick(15300)).toBe('15.3K');
    expect(shortLabel('Engineering', 6)).toBe('Engin…');
    expect(shortLabel('Ops', 6)).toBe('Ops');
  });

  it('starts the value axis at zero unless a value is negative; whole numbers get whole ticks', () => {
    expect(valueDomain(points(4, 7))).toEqual({ min: 0, max: 7, integers: true });
    expect(valueDomain(points(-3, 2.5))).toEqual({ min: -3, max: 2.5, integers: false });
    // Several series side by side: the largest and smallest of any; stacked: the sums up and down
    const twoSeries = [
      { label: 'Q1', value: 4, values: [3] },
      { label: 'Q2', value: 7, values: [-2.5] },
    ];
    expect(valueDomain(twoSeries)).toEqual({ min: -2.5, max: 7, integers: false });
    expect(valueDomain(twoSeries, true)).toEqual({ min: -2.5, max: 7, integers: false });
    expect(valueDomain([{ label: 'Q1', value: 4, values: [3, -1, -2] }], true)).toMatchObject({
      min: -3,
      max: 7,
    });
  });

  it('fits legend, value labels and the value axis to the box', () => {
    // A 3×2 widget body (about 270 × 110 px) with four bars: axis and values, no legend
    expect(chartFit('bar', 270, 110, 4)).toMatchObject({ legend: false, valueLabels: true, valueAxis: true });
    // A 6×4 widget: everything
    expect(chartFit('line', 560, 260, 7)).toMatchObject({ legend: true, valueLabels: true, valueAxis: true });
    // Too many bars for their values: the values go, the tooltip still has them
    expect(chartFit('bar', 270, 200, 40).valueLabels).toBe(false);
    // Several series' values would overlap: the tooltip has them
    expect(chartFit('line', 560, 260, 7, 2).valueLabels).toBe(false);
    // A wide donut has its legend beside it, a tall one under it
    expect(chartFit('pie', 400, 200, 3)).toMatchObject({ legend: true, legendBeside: true });
    expect(chartFit('pie', 200, 300, 3)).toMatchObject({ legend: true, legendBeside: false });
    expect(chartFit('pie', 150, 100, 3).legend).toBe(false);
  });
});
