import type { StatFormat } from '@atrium/schema';
import { deviceNumber, type NumberFormatter } from './number-format';

const OPTIONS: Record<StatFormat, Intl.NumberFormatOptions> = {
  number: { maximumFractionDigits: 2 },
  compact: { notation: 'compact', maximumFractionDigits: 1 },
  percent: { maximumFractionDigits: 2 },
};

/**
 * A stat's number as written on the widget: 1,234.5 · 1.2K · 42%. The unit is shown apart.
 * `number` is the reader's (useFormatters().number); without it, the device's locale.
 */
export function formatStatValue(
  value: number,
  format: StatFormat,
  number: NumberFormatter = deviceNumber(),
): string {
  const text = number(value, OPTIONS[format]);
  return format === 'percent' ? `${text}%` : text;
}
