import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';

/** A card's place value: a finite number, else null (empty, or not a number). */
export function orderValue(row: CollectionRecord, field: string): number | null {
  const value = row[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Rows by their order field, lowest first and empty last; rows of the same value keep the order
 * they came in (the list's sort, then the key).
 */
export function byOrderField(rows: readonly CollectionRecord[], field: string): CollectionRecord[] {
  return rows
    .map((row, index) => ({ row, index, value: orderValue(row, field) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return a.value - b.value;
    })
    .map((entry) => entry.row);
}

/** One row's change: the row, and the values to set on it. */
export interface RowChange {
  row: CollectionRecord;
  values: Record<string, unknown>;
}

/**
 * The writes that put a column's cards in `laneIds` order after `movedId` was dropped in it: the
 * cards are numbered 1, 2, 3… down the column, and only those whose number changes are written,
 * the moved card with the column's value when it came from another column. Cards of other
 * columns keep their numbers (each column is ordered on its own).
 */
export function reorderChanges({
  rowsById,
  laneIds,
  movedId,
  orderField,
  laneField,
  laneValue,
}: {
  rowsById: ReadonlyMap<string, CollectionRecord>;
  laneIds: readonly string[];
  movedId: string;
  orderField: string;
  laneField: string;
  laneValue: unknown;
}): RowChange[] {
  const changes: RowChange[] = [];
  laneIds.forEach((id, index) => {
    const row = rowsById.get(id);
    if (!row) return;
    const values: Record<string, unknown> = {};
    if (orderValue(row, orderField) !== index + 1) values[orderField] = index + 1;
    if (id === movedId && row[laneField] !== laneValue) values[laneField] = laneValue;
    if (Object.keys(values).length > 0) changes.push({ row, values });
  });
  return changes;
}
