import { Input, NativeSelect } from '@atrium/ui';
import { Search } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState, type ComponentProps } from 'react';
import { filterTimeZones, timeZoneOptions } from '../utils/time-zones';

export interface TimeZoneSelectProps extends Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children'
> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A time zone picker that stays a native <select> (keyboard, screen readers and mobile pickers
 * work as usual) with a search box above it that narrows the options. The current value is
 * always listed.
 */
export function TimeZoneSelect({ value, onChange, id, ...props }: TimeZoneSelectProps) {
  const [query, setQuery] = useState('');
  const { t } = useLingui();
  const deferredQuery = useDeferredValue(query);
  const all = timeZoneOptions();
  const matches = useMemo(() => filterTimeZones(all, deferredQuery), [all, deferredQuery]);
  const listed = useMemo(() => {
    if (matches.some((option) => option.value === value)) return matches;
    const current = all.find((option) => option.value === value) ?? { value, label: value, search: value };
    return [current, ...matches];
  }, [all, matches, value]);
  const searchId = id ? `${id}-search` : undefined;
  const countId = id ? `${id}-count` : undefined;
  // Fewer than a thousand: no digit grouping to localise.
  const matchCount = matches.length;
  const total = all.length;
  // Several hundred options: built again only when the list changes, not on every render (a
  // language switch re-renders this component for its translated texts only).
  const options = useMemo(
    () =>
      listed.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [listed],
  );

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => {
            const next = event.target.value;
            setQuery(next);
            // Typing a query that leaves one obvious answer picks it, as a combobox would.
            const found = filterTimeZones(all, next);
            if (next.trim() && found.length > 0 && !found.some((option) => option.value === value)) {
              onChange(found[0].value);
            }
          }}
          placeholder={t`Search time zones, e.g. Tokyo or GMT+2`}
          aria-label={t`Search time zones`}
          aria-controls={id}
          aria-describedby={countId}
          autoComplete="off"
          className="pl-8"
        />
      </div>
      {/* The zones' names (IANA identifiers) and offsets are written in English whatever the
          interface language, and marked so: a language switch then leaves these options' text as
          it is instead of the browser shaping and measuring all of them again. */}
      <NativeSelect
        id={id}
        lang="en"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      >
        {options}
      </NativeSelect>
      <p id={countId} className="text-xs text-muted-foreground" aria-live="polite">
        {deferredQuery.trim()
          ? matches.length === 0
            ? t`No time zones match your search.`
            : t`${matchCount} of ${total} time zones match.`
          : t`${total} time zones.`}
      </p>
    </div>
  );
}
