import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A short, human name for a session's device from its User-Agent: "Chrome on macOS",
 * "Firefox on Android", "Safari on iPhone". Unknown parts are left out; nothing → "Unknown device".
 * Product and system names are shown as they are; the words around them are translated.
 */
/* eslint-disable lingui/no-unlocalized-strings -- browser and operating system names are not translated */
const BROWSERS: [RegExp, string | MessageDescriptor][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//i, 'curl'],
  [/node|undici|axios|python-requests|Go-http-client/i, msg`API client`],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];
/* eslint-enable lingui/no-unlocalized-strings */

export function describeUserAgent(i18n: I18n, userAgent: string | null | undefined): string {
  if (!userAgent) return i18n._(msg`Unknown device`);
  const found = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = typeof found === 'object' ? i18n._(found) : found;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  return browser ?? system ?? i18n._(msg`Unknown device`);
}

/** Whether the device looks like a phone or tablet (for the icon). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && /iPhone|iPad|Android|Mobile/.test(userAgent);
}
