import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type AuthSource } from '@/auth/auth-source';
import { AuthSourceProvider } from '@/auth/AuthSourceProvider';
import { createTestQueryClient } from '@/test/render';
import { preferencesKeys } from '../api/preferences-api';
import { signedInAs } from '../test/render-in-router';
import { createFormatters, deviceLocale, deviceTimeZone } from '../utils/formatters';
import { useFormatters } from './useFormatters';

// 2025-01-05T15:04:00Z: a Sunday afternoon in London, the evening in Tokyo, the morning in New York.
const INSTANT = '2025-01-05T15:04:00Z';

function setup(auth: AuthSource, stored?: { theme: string; language: string; time_zone: string }) {
  const queryClient = createTestQueryClient();
  if (stored && auth.user) queryClient.setQueryData(preferencesKeys.user(auth.user.id), stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthSourceProvider source={auth}>{children}</AuthSourceProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useFormatters(), { wrapper }).result;
}

describe('createFormatters', () => {
  it('writes dates in the chosen language and time zone', () => {
    expect(createFormatters('en-US', 'America/New_York').dateTime(INSTANT)).toMatch(
      /^Jan 5, 2025, 10:04\sAM$/,
    );
    expect(createFormatters('en-GB', 'Europe/London').dateTime(INSTANT)).toBe('5 Jan 2025, 15:04');
    expect(createFormatters('de-DE', 'Europe/Berlin').date(INSTANT)).toBe('05.01.2025');
    expect(createFormatters('ja-JP', 'Asia/Tokyo').time(INSTANT)).toBe('0:04');
  });

  it('writes numbers and relative times in the language', () => {
    expect(createFormatters('de-DE', 'UTC').number(1234.5)).toBe('1.234,5');
    expect(createFormatters('en-US', 'UTC').number(1234.5)).toBe('1,234.5');
    const now = Date.parse(INSTANT);
    expect(createFormatters('en-US', 'UTC').relative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(createFormatters('fr-FR', 'UTC').relative(now - 24 * 3600_000, now)).toBe('hier');
  });

  it('leaves an unreadable date as it was instead of throwing', () => {
    expect(createFormatters('en-US', 'UTC').dateTime('not a date')).toBe('not a date');
  });

  it('builds each language and zone pair once', () => {
    expect(createFormatters('nl-NL', 'Europe/Amsterdam')).toBe(createFormatters('nl-NL', 'Europe/Amsterdam'));
  });
});

describe('useFormatters', () => {
  it("uses the signed-in user's stored language and time zone", () => {
    const result = setup(signedInAs('user'), { theme: 'dark', language: 'en-GB', time_zone: 'Asia/Tokyo' });
    expect(result.current.locale).toBe('en-GB');
    expect(result.current.timeZone).toBe('Asia/Tokyo');
    expect(result.current.dateTime(INSTANT)).toBe('6 Jan 2025, 00:04');
  });

  it("uses the device's locale and zone while signed out", () => {
    const result = setup(SIGNED_OUT);
    expect(result.current.locale).toBe(deviceLocale());
    expect(result.current.timeZone).toBe(deviceTimeZone());
  });

  it("uses the device's locale and zone until the preferences load", () => {
    const result = setup(signedInAs('user'));
    expect(result.current.timeZone).toBe(deviceTimeZone());
  });
});
