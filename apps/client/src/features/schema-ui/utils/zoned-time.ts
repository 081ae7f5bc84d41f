/**
 * Date-times in a form are typed as wall-clock time in the user's time zone (their preference,
 * not necessarily the device's), while the API stores instants (ISO 8601 with an offset). These
 * convert between the two with Intl alone.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`, as a UTC timestamp of those fields. */
function wallFields(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2025-01-05T15:04:00Z` in Europe/Paris → `2025-01-05T16:04` (a datetime-local input's value). */
export function isoToWallTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (!Number.isFinite(instant)) return '';
  const wall = new Date(wallFields(instant, timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * `2025-01-05T16:04` in Europe/Paris → `2025-01-05T15:04:00.000Z`, or null for text that is not a
 * wall time. A time skipped by a DST change moves forward by the gap, as clocks do.
 */
export function wallTimeToIso(wall: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  if (!Number.isFinite(asUtc)) return null;
  // The zone's offset at that moment; a second pass settles times near a DST change.
  let instant = asUtc - (wallFields(asUtc, timeZone) - asUtc);
  instant = asUtc - (wallFields(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}
