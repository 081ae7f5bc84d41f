/** How many icons a search shows at most (the grid stays quick to scan and to draw). */
export const ICON_SEARCH_LIMIT = 60;
/** The longest search (lucide's longest name is under 40 characters). */
export const ICON_SEARCH_MAX_LENGTH = 40;

export interface IconSearchResult {
  /** The first ICON_SEARCH_LIMIT matches: the exact name, then names starting with the words, then the rest. */
  names: string[];
  /** How many names match in all. */
  total: number;
}

/**
 * The icon names matching a search: every word of it (spaces or dashes between) appears in the
 * name, as lucide's own site finds "arrow up" in `circle-arrow-up`. Plain substring tests, no
 * pattern built from the text: linear in the names' length.
 */
export function iconSearch(names: readonly string[], query: string): IconSearchResult {
  const words = query
    .slice(0, ICON_SEARCH_MAX_LENGTH)
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== '');
  if (words.length === 0) return { names: [], total: 0 };
  const joined = words.join('-');
  const exact: string[] = [];
  const starts: string[] = [];
  const rest: string[] = [];
  for (const name of names) {
    if (!words.every((w) => name.includes(w))) continue;
    if (name === joined) exact.push(name);
    else if (name.startsWith(joined)) starts.push(name);
    else rest.push(name);
  }
  const all = [...exact, ...starts, ...rest];
  return { names: all.slice(0, ICON_SEARCH_LIMIT), total: all.length };
}
