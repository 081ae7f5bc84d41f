import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  isSupportedTimeZone,
  normalizePreferences,
  supportedTimeZones,
  updatePreferencesSchema,
} from './user-preferences.js';
import { SUPPORTED_LANGUAGES } from './languages.js';

describe('user preferences', () => {
  it('lists UTC first, then the runtime IANA zones', () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Amsterdam');
    expect(isSupportedTimeZone('America/New_York')).toBe(true);
    expect(isSupportedTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it("accepts a zone's current IANA name where the runtime lists only its older one, as given", () => {
    // Browsers report these; Node's list (and Chromium's) has Asia/Calcutta, Europe/Kiev, Asia/Saigon.
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']) {
      expect(updatePreferencesSchema.parse({ time_zone: zone })).toEqual({ time_zone: zone });
      expect(normalizePreferences({ time_zone: zone }).time_zone).toBe(zone);
    }
    // Another letter case, a path trick or an over-long name is still refused.
    for (const bad of [
      'asia/tokyo',
      'ASIA/TOKYO',
      'Asia/TOKYO',
      'Asia/Tokyo/',
      '../Asia/Tokyo',
      'A'.repeat(65),
    ]) {
      expect(isSupportedTimeZone(bad)).toBe(false);
    }
  });

  it('accepts any subset of the fields', () => {
    expect(updatePreferencesSchema.parse({})).toEqual({});
    expect(updatePreferencesSchema.parse({ theme: 'dark', time_zone: 'Asia/Tokyo' })).toEqual({
      theme: 'dark',
      time_zone: 'Asia/Tokyo',
    });
  });

  it.each([
    ['unknown key', { font_size: 14 }, ''],
    ['bad theme', { theme: 'sepia' }, 'theme'],
    ['null theme', { theme: null }, 'theme'],
    ['unsupported language', { language: 'xx-YY' }, 'language'],
    ['lower-case tag', { language: 'en-us' }, 'language'],
    // Offered only while its interface catalogue is complete; French has none.
    ['a language without a catalogue', { language: 'fr-FR' }, 'language'],
    ['unknown zone', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
    ['numeric zone', { time_zone: 5 }, 'time_zone'],
  ])('refuses %s', (_name, body, path) => {
    const result = updatePreferencesSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('normalises stored values, replacing unsupported ones with the defaults', () => {
    expect(normalizePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(normalizePreferences({ theme: 'dark', language: 'tlh', time_zone: 'Europe/Paris' })).toEqual({
      theme: 'dark',
      language: 'en-US',
      time_zone: 'Europe/Paris',
    });
    // A language stored before it stopped being offered reads back as the default.
    expect(normalizePreferences({ language: 'nl-NL' }).language).toBe('en-US');
  });

  it('offers exactly the languages the interface is translated into', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => l.tag)).toEqual(['en-US', 'en-GB', 'de-DE', 'ja-JP']);
  });
});
