import { z } from 'zod';

/**
 * An ISO 8601 date-time string with a `Z` or `±HH:MM` offset, e.g. `2024-05-01T12:00:00.000Z`
 * (what `Date.prototype.toISOString()` and PostgreSQL's `to_json(timestamptz)` produce).
 */
export const isoTimestampSchema = z.iso.datetime({ offset: true });
