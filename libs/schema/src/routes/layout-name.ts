/** The layouts a route may name (specification §2, "Component resolution and rendering"). */
export const LAYOUT_NAMES = ['Admin', 'Authenticated', 'Dynamic', 'Public', 'Root', 'Zone', 'Main'] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];

const SUFFIX = 'layout';

/**
 * Canonical layout name for a stored or submitted value, or `null` when it names no known
 * layout. Accepts the name with or without the `Layout` suffix, case-insensitively, ignoring
 * surrounding whitespace: `'admin'`, `'AdminLayout'`, `'ZONELAYOUT'` → `'Admin'`/`'Zone'`.
 */
export function normalizeLayoutName(name: unknown): LayoutName | null {
  if (typeof name !== 'string') return null;
  let key = name.trim().toLowerCase();
  if (key.endsWith(SUFFIX) && key.length > SUFFIX.length) key = key.slice(0, -SUFFIX.length);
  return LAYOUT_NAMES.find((l) => l.toLowerCase() === key) ?? null;
}
