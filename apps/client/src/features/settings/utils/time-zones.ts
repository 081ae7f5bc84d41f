import { supportedTimeZones } from '@atrium/schema';

export interface TimeZoneOption {
  value: string;
  /** "America/New York (GMT-5)". */
  label: string;
  /** Lower-case text the search matches against. */
  search: string;
}

let options: TimeZoneOption[] | null = null;

function offsetOf(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
      now,
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Every supported zone (libs/schema: the runtime's IANA zones plus UTC) with its current offset. */
export function timeZoneOptions(): readonly TimeZoneOption[] {
  if (!options) {
    const now = new Date();
    options = supportedTimeZones().map((value) => {
      const offset = offsetOf(value, now);
      const name = value.replace(/_/g, ' ');
      const label = offset && offset !== 'GMT' ? `${name} (${offset})` : name;
      return { value, label, search: `${value} ${label}`.toLowerCase().replace(/_/g, ' ') };
    });
  }
  return options;
}

/** The zones whose name or offset contains every word of the query. */
export function filterTimeZones(all: readonly TimeZoneOption[], query: string): readonly TimeZoneOption[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((option) => words.every((word) => option.search.includes(word)));
}
