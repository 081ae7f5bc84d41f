import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The open tab of a page, kept in `?tab=` so a refresh, a shared link or Back lands on it; the
 * first tab is the default and leaves the URL clean. An unknown `?tab=` falls back to the first.
 * Switching tabs replaces the history entry (tabs are not pages).
 */
export function useSearchTab<const T extends readonly [string, ...string[]]>(
  tabs: T,
): [T[number], (tab: string) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const isTab = (value: unknown): value is T[number] => tabs.includes(value as string);
  const tab = isTab(search.tab) ? search.tab : tabs[0];
  const setTab = (next: string) => {
    if (!isTab(next) || next === tab) return;
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, tab: next === tabs[0] ? undefined : next }),
      replace: true,
    } as never);
  };
  return [tab, setTab];
}
