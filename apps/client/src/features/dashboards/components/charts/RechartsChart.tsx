import { useRef } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useElementSize } from '@/features/dashboards/hooks/useElementSize';
import { useLayersOutOfTabOrder } from '@/features/dashboards/hooks/useLayersOutOfTabOrder';
import {
  chartFit,
  chartRows,
  chartSeries,
  formatTick,
  formatValue,
  shortLabel,
  valueDomain,
  type ChartKind,
  type ChartRow,
  type ChartSeries,
} from '@/features/dashboards/utils/chart-data';
import type { SeriesPoint } from '@/features/dashboards/utils/live-data';
import { useFormatters } from '@/features/settings/hooks/useFormatters';

export interface RechartsChartProps {
  kind: ChartKind;
  series: SeriesPoint[];
  /** The series' name in the legend and the tooltip (the widget's title). */
  name: string;
  /**
   * The names of the series when there are several (each point's `value` is the first's, its
   * `values` the others'); bars and lines only.
   */
  names?: readonly string[];
  /** Several series' bars stacked, one column a point. */
  stacked?: boolean;
}

const TICK = { fill: 'var(--color-muted-foreground)', fontSize: 11 };
const VALUE_LABEL = { fill: 'var(--color-foreground)', fontSize: 11 };

interface TooltipItem {
  name?: unknown;
  value?: unknown;
  payload?: ChartRow;
}

/** The tooltip: the point's label and its value in each series, in the popover colours of the theme. */
function ChartTooltip({
  active,
  payload,
  series,
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  /** One (named by the widget's title, coloured by the point) or several. */
  series: readonly ChartSeries[];
}) {
  const { number } = useFormatters();
  const item = payload?.[0];
  const row = item?.payload;
  if (!active || !row) return null;
  const single = series.length === 1;
  return (
    <div
      data-testid="chart-tooltip"
      className="rounded-md border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md"
    >
      <p className="font-medium">{row.label}</p>
      {series.map((s, i) => (
        <p key={i} className="flex items-center gap-1.5 text-muted-foreground">
          <span
            className="size-2 rounded-full"
            style={{ background: single ? row.color : s.color, opacity: single ? row.opacity : 1 }}
          />
          {s.name}:{' '}
          <span className="font-medium text-popover-foreground tabular-nums">
            {formatValue(row.values[i] ?? 0, number)}
          </span>
        </p>
      ))}
    </div>
  );
}

function Legend({
  items,
  className,
}: {
  items: { label: string; color: string; opacity: number; value?: number }[];
  className?: string;
}) {
  const { number } = useFormatters();
  return (
    <ul className={className} data-testid="chart-legend">
      {items.map((item, i) => (
        <li key={i} className="flex min-w-0 items-center gap-1.5">
          <span
            className="size-2 shrink-0 rounded-full"
            style={{ background: item.color, opacity: item.opacity }}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1 truncate" title={item.label}>
            {item.label}
          </span>
          {item.value === undefined ? null : (
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {formatValue(item.value, number)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A widget's chart drawn with recharts: bars or a line with both axes, the value on each mark, a
 * tooltip and a legend, or a donut with its total and a legend of values. It sizes itself from
 * its box (measured), dropping the legend, value labels and value axis where they would not fit.
 */
export default function RechartsChart({ kind, series, name, names, stacked }: RechartsChartProps) {
  const outer = useRef<HTMLDivElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const { number } = useFormatters();
  const labelText = (value: unknown) =>
    typeof value === 'number' ? formatValue(value, number) : String(value ?? '');
  const box = useElementSize(outer);
  useLayersOutOfTabOrder(outer);
  const rows = chartRows(series);
  const many = kind !== 'pie' && names !== undefined && names.length > 1;
  const lines = many ? chartSeries(names) : [{ name, color: 'var(--color-primary)' }];
  const fit = chartFit(kind, box.width, box.height, rows.length, lines.length);
  // The plot's box depends on the fit (a legend beside or under it takes room): the chart is drawn
  // once, with the plot measured under the current fit, not first with the plot's size from
  // before the legend was placed and again when the observer reports the smaller one — recharts
  // renders are the dashboard's main cost. The outer box comes from the grid, so the fit settles
  // in the first layout pass.
  const fitKey = box.width > 0 && box.height > 0 ? `${fit.legend}/${fit.legendBeside}` : '';
  const measured = useElementSize(plot, fitKey);
  const size = fitKey !== '' && measured.key === fitKey ? measured : { width: 0, height: 0 };
  const tooltip = (props: { active?: boolean; payload?: readonly TooltipItem[] }) => (
    <ChartTooltip
      active={props.active}
      payload={props.payload}
      series={kind === 'pie' ? [{ name, color: '' }] : lines}
    />
  );

  if (kind === 'pie') {
    const slices = rows.filter((r) => r.value > 0);
    const total = slices.reduce((sum, r) => sum + r.value, 0);
    return (
      <div
        ref={outer}
        className={`flex h-full min-h-0 gap-3 ${fit.legendBeside ? 'flex-row items-center' : 'flex-col'}`}
      >
        <div ref={plot} className="relative min-h-0 min-w-0 flex-1 self-stretch">
          {size.width > 0 && size.height > 0 ? (
            <PieChart width={size.width} height={size.height} accessibilityLayer={false}>
              <Tooltip content={tooltip} isAnimationActive={false} />
              <Pie
                data={slices}
                dataKey="value"
                nameKey="label"
                innerRadius="58%"
                outerRadius="95%"
                paddingAngle={slices.length > 1 ? 1 : 0}
                stroke="var(--color-card)"
                isAnimationActive={false}
                // The chart is one image named by its points (ChartView): its slices' group is no
                // Tab stop of its own (recharts makes it one by default).
                rootTabIndex={-1}
              >
                {slices.map((row, i) => (
                  <Cell key={i} fill={row.color} fillOpacity={row.opacity} />
                ))}
              </Pie>
              <text
                x={size.width / 2}
                y={size.height / 2}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-foreground text-sm font-semibold tabular-nums"
              >
                {formatValue(total, number)}
              </text>
            </PieChart>
          ) : null}
        </div>
        {fit.legend ? (
          <Legend
            items={rows}
            className={`flex min-w-0 flex-col gap-0.5 overflow-y-auto text-xs ${fit.legendBeside ? 'max-h-full w-[45%] shrink-0' : 'max-h-[40%] shrink-0'}`}
          />
        ) : null}
      </div>
    );
  }

  const domain = valueDomain(series, many && stacked);
  const slot = (size.width - (fit.valueAxis ? 40 : 8)) / Math.max(1, rows.length);
  const common = {
    width: size.width,
    height: size.height,
    data: rows,
    accessibilityLayer: false,
    margin: { top: fit.valueLabels ? 18 : 8, right: 8, bottom: 0, left: fit.valueAxis ? 0 : 4 },
  };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="var(--color-border)" />
      <XAxis
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: 'var(--color-border)' }}
        interval={slot >= 24 ? 0 : 'preserveStartEnd'}
        tickFormatter={(label: string) => shortLabel(label, fit.tickChars)}
        height={22}
        padding={kind === 'line' ? { left: 12, right: 12 } : undefined}
      />
      <YAxis
        hide={!fit.valueAxis}
        width={36}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        tickFormatter={(value: number) => formatTick(value, number)}
        allowDecimals={!domain.integers}
        domain={[domain.min, 'auto']}
      />
    </>
  );
  const labels = fit.valueLabels ? (
    <LabelList dataKey="value" position="top" offset={6} formatter={labelText} {...VALUE_LABEL} />
  ) : null;
  return (
    <div ref={outer} className="flex h-full min-h-0 flex-col gap-1">
      <div ref={plot} className="min-h-0 flex-1">
        {size.width > 0 && size.height > 0 ? (
          kind === 'line' ? (
            <LineChart {...common}>
              {axes}
              <Tooltip
                content={tooltip}
                cursor={{ stroke: 'var(--color-border)' }}
                isAnimationActive={false}
              />
              {lines.map((line, k) => (
                <Line
                  key={k}
                  dataKey={many ? (row: ChartRow) => row.values[k] : 'value'}
                  name={line.name}
                  type="monotone"
                  stroke={line.color}
                  strokeWidth={2}
                  dot={{ r: 3, fill: line.color, strokeWidth: 0 }}
                  activeDot={{ r: 5, fill: line.color, stroke: 'var(--color-card)', strokeWidth: 2 }}
                  isAnimationActive={false}
                >
                  {labels}
                </Line>
              ))}
            </LineChart>
          ) : (
            <BarChart {...common}>
              {axes}
              <Tooltip
                content={tooltip}
                cursor={{ fill: 'var(--color-muted)', fillOpacity: 0.7 }}
                isAnimationActive={false}
              />
              {lines.map((line, k) => (
                <Bar
                  key={k}
                  dataKey={many ? (row: ChartRow) => row.values[k] : 'value'}
                  name={line.name}
                  fill={line.color}
                  stackId={many && stacked ? 'stack' : undefined}
                  // Stacked, only the top segment has rounded corners.
                  radius={many && stacked && k < lines.length - 1 ? 0 : [4, 4, 0, 0]}
                  maxBarSize={56}
                  isAnimationActive={false}
                >
                  {labels}
                </Bar>
              ))}
            </BarChart>
          )
        ) : null}
      </div>
      {fit.legend ? (
        <Legend
          items={lines.map((line) => ({ label: line.name, color: line.color, opacity: 1 }))}
          className="flex shrink-0 flex-wrap justify-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground"
        />
      ) : null}
    </div>
  );
}
