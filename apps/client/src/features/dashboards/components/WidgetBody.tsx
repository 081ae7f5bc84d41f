import { Trans, useLingui } from '@lingui/react/macro';
import { isAppPath, type DashboardWidget, type WidgetConfig } from '@atrium/schema';
import type { I18n } from '@lingui/core';
import { Button, Skeleton } from '@atrium/ui';
import { Link } from '@tanstack/react-router';
import { ArrowDownRight, ArrowRight, ArrowUpRight, ExternalLink, RotateCw } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { MarkdownView } from '@/features/modules/components/MarkdownView';
import { MODULE_TYPE_LABELS } from '@/features/modules/utils/module-type-labels';
import { zoneRoleLabel } from '@/features/zones/utils/role-labels';
import { useLiveData } from '../hooks/useLiveData';
import { chartNeeds, liveSeries, type SeriesPoint } from '../utils/live-data';
import { formatStatValue } from '../utils/stat-format';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { statDataNeeds, statState } from '../utils/stat-value';
import { LIVE_SERIES_LABELS, widgetTypeLabel } from '../utils/widget-labels';
import { ChartView } from './ChartView';

/**
 * A widget's content by type. It fills its box (a size container: the frame gives it a fixed
 * height on every screen), and its text scales with that box (cqw/cqh), so nothing is clipped
 * from the type's minimum size up.
 */
export function WidgetBody({
  widget,
  onConfigure,
}: {
  widget: DashboardWidget;
  /** Opens the widget's settings (in the designer): offered where the widget asks for a choice. */
  onConfigure?: () => void;
}) {
  switch (widget.type) {
    case 'stat':
      return <StatWidget config={widget.config} onConfigure={onConfigure} />;
    case 'chart':
      return <ChartWidget config={widget.config} />;
    case 'list':
      return <ListWidget config={widget.config} />;
    case 'markdown':
      return widget.config.content ? (
        <MarkdownView
          source={widget.config.content}
          className="flex flex-col gap-2 text-sm break-words [&_:is(h2,h3,h4,h5)]:text-base [&_pre]:text-xs"
        />
      ) : (
        <Muted>
          <Trans>Empty text widget</Trans>
        </Muted>
      );
    case 'links':
      return <LinksWidget config={widget.config} />;
  }
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** The heading on the widget's card: its title, else (stat) its label, else its type. */
export function widgetTitle(widget: DashboardWidget, i18n: I18n): string {
  if (widget.config.title) return widget.config.title;
  if (widget.type === 'stat' && widget.config.label) return widget.config.label;
  return widgetTypeLabel(i18n, widget.type);
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground" role="alert">
      <Trans>Could not load the data.</Trans>
      <Button size="sm" variant="ghost" className="h-7 px-2" onClick={retry}>
        <RotateCw aria-hidden="true" />
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

function StatPrompt({ text, onConfigure }: { text: string; onConfigure?: () => void }) {
  return (
    <div className="flex h-full min-w-0 flex-col justify-center gap-1" data-testid="stat-prompt">
      <p className="text-sm text-muted-foreground">{text}</p>
      {onConfigure ? (
        <Button size="sm" variant="outline" className="h-7 self-start px-2" onClick={onConfigure}>
          <Trans>Choose a source</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function StatWidget({ config, onConfigure }: { config: WidgetConfig<'stat'>; onConfigure?: () => void }) {
  const live = useLiveData(statDataNeeds(config));
  const state = statState(config, live.data);
  const { t } = useLingui();
  const { number } = useFormatters();
  if (state.kind === 'no-source') {
    return <StatPrompt text={t`No data yet: pick a source for this stat.`} onConfigure={onConfigure} />;
  }
  if (state.kind === 'no-value') {
    return <StatPrompt text={t`No number entered yet.`} onConfigure={onConfigure} />;
  }
  if (state.kind === 'loading') {
    if (live.isError) return <LoadFailed retry={live.retry} />;
    return <Skeleton className="h-[min(3rem,60%)] w-2/3" aria-label={t`Loading value`} />;
  }
  const value = state.value;
  const text = formatStatValue(value, config.format, number);
  const caption = config.title && config.label ? config.label : '';
  const Trend = config.trend === 'up' ? ArrowUpRight : config.trend === 'down' ? ArrowDownRight : ArrowRight;
  // The value's size follows the box: at most half its height (less with a caption) and a width
  // share that shrinks with the number of characters, between 0.75 rem and 3.25 rem.
  const chars = text.length + (config.unit ? config.unit.length * 0.5 + 0.5 : 0) + (config.trend ? 1.2 : 0);
  const style = {
    '--chars': Math.max(chars, 3),
    '--stat-h': caption ? '46cqh' : '60cqh',
  } as CSSProperties;
  return (
    <div className="flex h-full min-w-0 flex-col justify-center gap-1" style={style} data-testid="stat-value">
      <p className="flex min-w-0 items-baseline gap-1 leading-none text-[clamp(0.75rem,min(calc(140cqw/var(--chars)),var(--stat-h)),3.25rem)]">
        <span className="min-w-0 truncate font-semibold tracking-tight tabular-nums" title={text}>
          {text}
        </span>
        {config.unit ? (
          <span className="shrink-0 text-[0.45em] text-muted-foreground">{config.unit}</span>
        ) : null}
        {config.trend ? (
          <Trend
            className={
              config.trend === 'up'
                ? 'size-[0.6em] shrink-0 self-center text-success'
                : config.trend === 'down'
                  ? 'size-[0.6em] shrink-0 self-center text-destructive'
                  : 'size-[0.6em] shrink-0 self-center text-muted-foreground'
            }
            role="img"
            aria-label={
              config.trend === 'up' ? t`trend up` : config.trend === 'down' ? t`trend down` : t`trend flat`
            }
          />
        ) : null}
      </p>
      {caption ? (
        <p className="truncate text-xs text-muted-foreground" title={caption}>
          {caption}
        </p>
      ) : null}
    </div>
  );
}

function ChartWidget({ config }: { config: WidgetConfig<'chart'> }) {
  const live = useLiveData(chartNeeds(config.source));
  const { t, i18n } = useLingui();
  // Roles and module types named in the reader's language ("Owner", "Eigentümer").
  const names = {
    role: (role: string) => {
      const label = zoneRoleLabel(i18n, role);
      return label.charAt(0).toUpperCase() + label.slice(1);
    },
    moduleType: (type: keyof typeof MODULE_TYPE_LABELS) => t(MODULE_TYPE_LABELS[type]),
  };
  const series: SeriesPoint[] | undefined =
    config.source === 'manual' ? config.series : liveSeries(config.source, live.data, names);
  if (series === undefined) {
    if (live.isError) return <LoadFailed retry={live.retry} />;
    return <Skeleton className="h-full min-h-8 w-full" aria-label={t`Loading chart`} />;
  }
  if (series.length === 0) {
    return <Muted>{config.source === 'manual' ? t`No data points yet` : t`Nothing to count yet`}</Muted>;
  }
  const liveNames = LIVE_SERIES_LABELS[config.source];
  // A live source names its own series; typed names belong to typed points only.
  const seriesNames = liveNames
    ? liveNames.map((label) => t(label))
    : config.source === 'manual'
      ? config.series_names
      : undefined;
  return (
    <ChartView
      kind={config.kind}
      series={series}
      name={config.title || t`Value`}
      names={seriesNames}
      stacked={config.stacked}
    />
  );
}

function ListWidget({ config }: { config: WidgetConfig<'list'> }) {
  if (config.items.length === 0)
    return (
      <Muted>
        <Trans>No items yet</Trans>
      </Muted>
    );
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm break-words">
      {config.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

const LINK_CLASS =
  'inline-flex max-w-full items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function LinksWidget({ config }: { config: WidgetConfig<'links'> }) {
  if (config.links.length === 0)
    return (
      <Muted>
        <Trans>No links yet</Trans>
      </Muted>
    );
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {config.links.map((link, i) => (
        <li key={i} className="min-w-0">
          {isAppPath(link.url) ? (
            <Link to={link.url} className={LINK_CLASS}>
              <span className="truncate">{link.label}</span>
            </Link>
          ) : (
            <a href={link.url} target="_blank" rel="noreferrer noopener" className={LINK_CLASS}>
              <span className="truncate">{link.label}</span>
              <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
