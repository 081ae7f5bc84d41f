import type { StatSource, WidgetConfig } from '@atrium/schema';
import { liveCount, statNeeds, type LiveData, type LiveNeeds } from './live-data';

/**
 * What a stat widget shows: its number (typed in, or counted from the zone's and hub's data),
 * nothing yet while the count loads, or a prompt when there is nothing to show. It never shows a
 * number nobody entered or counted.
 */
export type StatState =
  | { kind: 'value'; value: number }
  | { kind: 'loading' }
  /** No source chosen yet (a new stat). */
  | { kind: 'no-source' }
  /** "A number you enter" with no number entered. */
  | { kind: 'no-value' };

/**
 * The stat's source as it is read: the chosen one, else `fixed` when a number was given without a
 * source (layouts written through the API or the demo data), else null (nothing chosen).
 */
export function statSource(config: WidgetConfig<'stat'>): StatSource | null {
  if (config.source) return config.source;
  return config.value === null ? null : 'fixed';
}

/** The lists the stat's source reads (nothing for a typed number or no source). */
export function statDataNeeds(config: WidgetConfig<'stat'>): LiveNeeds {
  const source = statSource(config);
  return statNeeds(source ?? 'fixed');
}

export function statState(config: WidgetConfig<'stat'>, data: LiveData): StatState {
  const source = statSource(config);
  if (source === null) return { kind: 'no-source' };
  if (source === 'fixed')
    return config.value === null ? { kind: 'no-value' } : { kind: 'value', value: config.value };
  const count = liveCount(source, data);
  return count === undefined ? { kind: 'loading' } : { kind: 'value', value: count };
}
