/** The ids after moving `id` by `delta` places (clamped); unchanged when it is not there. */
export function moveId(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  return moveIndex(ids, from, to);
}

/** The ids with the item at `from` moved to `to`. */
export function moveIndex(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The items in the order of `ids` (items not listed keep their relative order after them). */
export function applyOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  const rest = items.filter((item) => !ids.includes(item.id));
  return [...listed, ...rest];
}
