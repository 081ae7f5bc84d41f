import { SearchSelect } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { filterTimeZones, timeZoneOptions } from '../utils/time-zones';

export interface TimeZoneSelectProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'onChange' | 'children' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The time zone field: a button showing the zone (with its UTC offset) that opens a searchable,
 * keyboard-driven list. The ~420 zones are in the DOM only while the list is open (and then only
 * those in view): kept as <option>s, the browser re-styled every one of them at each language
 * switch (<html lang> changes), most of the switch's time.
 */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const { t } = useLingui();
  return (
    <SearchSelect
      value={value}
      onChange={onChange}
      options={timeZoneOptions()}
      filter={filterTimeZones}
      searchLabel={t`Search time zones`}
      emptyText={t`No time zones match your search.`}
      status={(matchCount, total, query) =>
        // Fewer than a thousand: no digit grouping to localise.
        query.trim() ? (matchCount === 0 ? null : t`${matchCount} of ${total} time zones match.`) : null
      }
      // The zones' names (IANA identifiers) and offsets are written in English whatever the
      // interface language, and marked so.
      optionsLang="en"
      {...props}
    />
  );
}
