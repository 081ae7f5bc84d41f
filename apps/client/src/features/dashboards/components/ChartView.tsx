import type { SeriesPoint } from '../utils/live-data';

export interface ChartViewProps {
  kind: 'bar' | 'line' | 'pie';
  series: SeriesPoint[];
}

/** Shades of the primary colour for pie slices (theme tokens, so light and dark both work). */
const SHADES = [100, 72, 50, 34, 22];
const shade = (i: number) =>
  `color-mix(in oklch, var(--color-primary) ${SHADES[i % SHADES.length]}%, var(--color-card))`;

/**
 * A small chart that fills its box: bars, a line or a donut, drawn with SVG/CSS so it scales to
 * any widget size. Labels give way (truncate, then hide) before the marks do.
 */
export function ChartView({ kind, series }: ChartViewProps) {
  const summary = series.map((p) => `${p.label}: ${p.value}`).join(', ');
  if (kind === 'pie') return <PieChart series={series} summary={summary} />;
  const max = Math.max(1, ...series.map((p) => p.value));
  const min = Math.min(0, ...series.map((p) => p.value));
  const span = max - min || 1;
  if (kind === 'line') {
    const step = series.length > 1 ? 100 / (series.length - 1) : 0;
    const points = series.map(
      (p, i) => `${series.length > 1 ? i * step : 50},${40 - ((p.value - min) / span) * 36}`,
    );
    return (
      <div className="flex h-full min-h-0 flex-col gap-1" role="img" aria-label={summary}>
        <svg
          viewBox="0 0 100 42"
          className="min-h-0 w-full flex-1"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polyline
            points={points.join(' ')}
            fill="none"
            stroke="var(--color-primary)"
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <AxisLabels series={series} />
      </div>
    );
  }
  return (
    <div
      className="flex h-full min-h-0 justify-center gap-[clamp(2px,2cqw,8px)]"
      role="img"
      aria-label={summary}
    >
      {series.map((p, i) => (
        <div key={i} className="flex h-full max-w-16 min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-h-0 flex-1 items-end">
            <div
              className="w-full rounded-t-sm bg-primary/80"
              style={{ height: `${Math.max(3, ((Math.max(p.value, 0) - min) / span) * 100)}%` }}
              title={`${p.label}: ${p.value}`}
            />
          </div>
          <span
            className="shrink-0 truncate text-center text-[11px] leading-4 text-muted-foreground [@container(max-height:4.5rem)]:hidden"
            aria-hidden="true"
          >
            {p.label}
          </span>
        </div>
      ))}
    </div>
  );
}

function AxisLabels({ series }: { series: SeriesPoint[] }) {
  return (
    <div className="flex shrink-0 gap-[clamp(2px,2cqw,8px)] text-[11px] leading-4 text-muted-foreground [@container(max-height:4.5rem)]:hidden">
      {series.map((p, i) => (
        <span key={i} className="min-w-0 flex-1 truncate text-center" aria-hidden="true">
          {p.label}
        </span>
      ))}
    </div>
  );
}

function PieChart({ series, summary }: { series: SeriesPoint[]; summary: string }) {
  const total = series.reduce((n, p) => n + Math.max(0, p.value), 0) || 1;
  const radius = 15.9155; // circumference 100: a slice's dash length is its percentage
  let offset = 25;
  return (
    <div className="flex h-full min-h-0 items-center gap-3" role="img" aria-label={summary}>
      <svg
        viewBox="0 0 42 42"
        className="aspect-square h-full max-h-full max-w-[45%] shrink-0"
        aria-hidden="true"
      >
        <circle cx="21" cy="21" r={radius} fill="none" stroke="var(--color-muted)" strokeWidth="7" />
        {series.map((p, i) => {
          const pct = (Math.max(0, p.value) / total) * 100;
          const circle = (
            <circle
              key={i}
              cx="21"
              cy="21"
              r={radius}
              fill="none"
              stroke={shade(i)}
              strokeWidth="7"
              strokeDasharray={`${pct} ${100 - pct}`}
              strokeDashoffset={offset}
            />
          );
          offset -= pct;
          return circle;
        })}
      </svg>
      <ul className="flex min-w-0 flex-1 flex-col gap-0.5 overflow-y-auto text-xs @max-[9rem]:hidden">
        {series.map((p, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1.5">
            <span className="size-2 shrink-0 rounded-full" style={{ background: shade(i) }} />
            <span className="min-w-0 flex-1 truncate">{p.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{p.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
