import type { StatFormat } from '@atrium/schema';

const FORMATTERS: Record<StatFormat, Intl.NumberFormat> = {
  number: new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }),
  compact: new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }),
  percent: new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }),
};

/** A stat's number as written on the widget: 1,234.5 · 1.2K · 42%. The unit is shown apart. */
export function formatStatValue(value: number, format: StatFormat): string {
  const text = FORMATTERS[format].format(value);
  return format === 'percent' ? `${text}%` : text;
}
