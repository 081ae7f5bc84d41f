import type { NavigationItem } from '@atrium/schema';

/** A row of GET /api/navigation for tests: every field at its default, then `patch`. */
export function navigationItem(
  patch: Partial<NavigationItem> & Pick<NavigationItem, 'id' | 'title'>,
): NavigationItem {
  return {
    label: null,
    path: null,
    href: null,
    icon: null,
    description: null,
    type: 'internal',
    parent_id: null,
    order_index: 0,
    is_active: true,
    is_visible: true,
    required_role: null,
    zone_id: null,
    metadata: {},
    updated_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
