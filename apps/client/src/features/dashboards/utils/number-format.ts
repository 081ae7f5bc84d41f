import {
  createFormatters,
  deviceLocale,
  deviceTimeZone,
  type Formatters,
} from '@/features/settings/utils/formatters';

/** A number formatter in a locale: `useFormatters().number` on screen. */
export type NumberFormatter = Formatters['number'];

/** The device's number formatter: for callers without the reader's preferences (tests, utilities). */
export function deviceNumber(): NumberFormatter {
  return createFormatters(deviceLocale(), deviceTimeZone()).number;
}
