import { IconChoiceGroup, Input } from '@atrium/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { iconSearch, ICON_SEARCH_LIMIT, ICON_SEARCH_MAX_LENGTH } from '../utils/icon-search';
import { useLucideNames } from './LucideByName';
import { ICON_NAMES, NavIcon } from './NavIcon';

export interface IconNamePickerProps {
  value: string;
  onChange: (name: string) => void;
  /** The radios' group name (unique on the page). */
  name: string;
  /** The icon names offered first; by default one name for each icon the app bundles (NavIcon). */
  names?: readonly string[];
  /** How a name is drawn (NavIcon by default). */
  renderIcon?: (name: string) => ReactNode;
  legend?: string;
  /** Offer "No icon" first (stored as ''). */
  allowNone?: boolean;
  invalid?: boolean;
  /** Ids of the group's help text or error. */
  describedBy?: string;
  className?: string;
  /** Under the grid, after the note about a name lucide does not have. */
  children?: ReactNode;
}

const navIcon = (icon: string) => <NavIcon name={icon} className="size-4" />;

/**
 * An icon stored by its name — a menu item's, a collection's, a zone's, a field with `widget:
 * icon` — as a grid of radios: the app's own icons first, and a search over all of lucide's
 * (their names load when the search is first used). The chosen icon stays in the grid; a stored
 * name lucide does not have is named under it, and kept until another is picked.
 */
export function IconNamePicker({
  value,
  onChange,
  name,
  names = ICON_NAMES,
  renderIcon = navIcon,
  legend,
  allowNone = true,
  invalid,
  describedBy,
  className,
  children,
}: IconNamePickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const outside = value !== '' && !names.includes(value);
  const lucide = useLucideNames(searching || outside);
  const found = useMemo(
    () => (searching ? iconSearch(lucide ?? names, query) : undefined),
    [searching, lucide, names, query],
  );
  const shown = found ? found.names : outside ? [value, ...names] : names;
  const choices = useMemo(
    () => [
      ...(allowNone && !found
        ? [{ value: '', label: t`No icon`, icon: <Ban className="size-4" aria-hidden="true" /> }]
        : []),
      ...shown.map((icon) => ({ value: icon, label: icon, icon: renderIcon(icon) })),
    ],
    [shown, found, allowNone, renderIcon, t],
  );
  const total = found?.total ?? 0;
  const limit = ICON_SEARCH_LIMIT;
  const search = (
    <div className="grid gap-1">
      <Input
        type="search"
        value={query}
        maxLength={ICON_SEARCH_MAX_LENGTH}
        onChange={(e) => setQuery(e.target.value)}
        // Enter searches as typed already; it must not submit the form around the picker.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        aria-label={t`Search all icons`}
        // Short enough to show whole in a phone's dialog in German and Japanese too, at the
        // input's own 16 px ("Alle Lucide-Symbole durchsuchen…" lost its end at 375 px).
        placeholder={t`Search all icons…`}
        className="h-8"
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {!found ? null : found.total === 0 ? (
          <Trans>No icon matches “{query}”.</Trans>
        ) : found.total > found.names.length ? (
          <Trans>
            {total} icons match; the first {limit} are shown. Type more to narrow them.
          </Trans>
        ) : lucide ? (
          <Plural value={total} one="# icon matches." other="# icons match." />
        ) : (
          <Trans>Searching the app's icons; all of lucide's are loading…</Trans>
        )}
      </p>
    </div>
  );
  return (
    <IconChoiceGroup
      legend={legend ?? t`Icon`}
      name={name}
      choices={choices}
      value={value}
      onChange={onChange}
      invalid={invalid}
      describedBy={describedBy}
      className={className}
      toolbar={search}
    >
      {outside && lucide && !lucide.includes(value) ? (
        <p className="text-xs text-muted-foreground">
          <Trans>
            “{value}” is not a lucide icon; a neutral one is shown instead. Pick one above to change it.
          </Trans>
        </p>
      ) : null}
      {children}
    </IconChoiceGroup>
  );
}
