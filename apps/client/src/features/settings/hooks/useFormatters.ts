import { useAuthSource } from '@/auth/useAuthSource';
import { createFormatters, deviceLocale, deviceTimeZone, type Formatters } from '../utils/formatters';
import { usePreferences } from './usePreferences';

/**
 * Date and number formatting in the signed-in user's language and time zone (their stored
 * preferences); the device's own locale and zone while signed out or until the preferences load.
 */
export function useFormatters(): Formatters {
  const signedIn = useAuthSource().user !== null;
  const { data } = usePreferences();
  const preferences = signedIn ? data : undefined;
  return createFormatters(
    preferences?.language ?? deviceLocale(),
    preferences?.time_zone ?? deviceTimeZone(),
  );
}
