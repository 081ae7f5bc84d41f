import type { DashboardWidget, WidgetConfig } from '@atrium/schema';
import { ArrowDownRight, ArrowRight, ArrowUpRight, ExternalLink } from 'lucide-react';
import { MarkdownView } from '../../modules/components/MarkdownView';

/** A widget's content by type. */
export function WidgetBody({ widget }: { widget: DashboardWidget }) {
  switch (widget.type) {
    case 'stat':
      return <StatWidget config={widget.config} />;
    case 'chart':
      return <ChartWidget config={widget.config} />;
    case 'list':
      return <ListWidget config={widget.config} />;
    case 'markdown':
      return widget.config.content ? (
        <MarkdownView source={widget.config.content} className="flex flex-col gap-2 text-sm" />
      ) : (
        <Muted>Empty text widget</Muted>
      );
    case 'links':
      return <LinksWidget config={widget.config} />;
  }
}

function Muted({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

export function widgetTitle(widget: DashboardWidget): string {
  switch (widget.type) {
    case 'stat':
      return widget.config.label;
    case 'markdown':
      return 'Text';
    default:
      return widget.config.title || widget.type[0].toUpperCase() + widget.type.slice(1);
  }
}

function StatWidget({ config }: { config: WidgetConfig<'stat'> }) {
  const Trend = config.trend === 'up' ? ArrowUpRight : config.trend === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <div className="flex items-end gap-2">
      <span className="text-3xl font-semibold tabular-nums">
        {config.value}
        {config.unit ? <span className="ml-1 text-base text-muted-foreground">{config.unit}</span> : null}
      </span>
      {config.trend ? (
        <Trend
          className={
            config.trend === 'up'
              ? 'mb-1 size-5 text-success'
              : config.trend === 'down'
                ? 'mb-1 size-5 text-destructive'
                : 'mb-1 size-5 text-muted-foreground'
          }
          aria-label={`trend ${config.trend}`}
        />
      ) : null}
    </div>
  );
}

function ChartWidget({ config }: { config: WidgetConfig<'chart'> }) {
  const series = config.series;
  if (series.length === 0) return <Muted>No data points yet</Muted>;
  const max = Math.max(1, ...series.map((p) => p.value));
  const summary = series.map((p) => `${p.label}: ${p.value}`).join(', ');
  if (config.kind === 'line') {
    const step = series.length > 1 ? 100 / (series.length - 1) : 0;
    const points = series.map((p, i) => `${i * step},${40 - (p.value / max) * 36}`).join(' ');
    return (
      <svg
        viewBox="0 0 100 42"
        className="h-32 w-full sm:h-full"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <polyline
          points={points}
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    );
  }
  return (
    <div className="flex h-32 items-end gap-2 sm:h-full" role="img" aria-label={summary}>
      {series.map((p, i) => (
        <div key={i} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
          <div
            className="w-full rounded-t bg-primary/80"
            style={{ height: `${Math.max(4, (p.value / max) * 100)}%` }}
            title={`${p.label}: ${p.value}`}
          />
          <span className="w-full truncate text-center text-[11px] text-muted-foreground">{p.label}</span>
        </div>
      ))}
    </div>
  );
}

function ListWidget({ config }: { config: WidgetConfig<'list'> }) {
  if (config.items.length === 0) return <Muted>No items yet</Muted>;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
      {config.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function LinksWidget({ config }: { config: WidgetConfig<'links'> }) {
  if (config.links.length === 0) return <Muted>No links yet</Muted>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {config.links.map((link, i) => (
        <li key={i}>
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            {link.label}
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
