import { useState } from 'react';
import { useNarrowScreen } from './use-narrow-screen';

const ALL_SHOWN: Readonly<Record<string, boolean>> = Object.freeze({});

/**
 * An admin table's column visibility: on a phone (`narrow`) the columns in `narrowHidden` start
 * hidden, elsewhere all are shown; what the admin then chooses in the Columns menu wins over
 * both, whatever the screen. Pass the result to DataTable's `columnVisibility` and
 * `onColumnVisibilityChange`.
 */
export function useResponsiveColumns(
  narrowHidden: Readonly<Record<string, boolean>>,
  /** The columns whose content the first column takes over once all are hidden (default: all of `narrowHidden`). */
  carried: readonly string[] = Object.keys(narrowHidden),
) {
  const narrow = useNarrowScreen();
  const [chosen, setChosen] = useState<Record<string, boolean> | null>(null);
  const columnVisibility = chosen ?? (narrow ? narrowHidden : ALL_SHOWN);
  /** On a phone with every `carried` column hidden: the first column then shows their content. */
  const compact = narrow && carried.every((id) => columnVisibility[id] === false);
  return { narrow, compact, columnVisibility, onColumnVisibilityChange: setChosen };
}
