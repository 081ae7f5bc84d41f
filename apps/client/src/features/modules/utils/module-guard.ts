import type { HubModule } from '@atrium/schema';

/** The reason shown when a module is switched off and the caller may not edit it. */
export const MODULE_INACTIVE_REASON =
  'This module is inactive. An editor of this zone can switch it back on.';

export type ModuleGuardVerdict = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'denied'; reason: string };

/**
 * The module guard's checks after access was granted: the module exists, belongs to the hub in
 * the URL, and is active (editors may open an inactive one to switch it back on).
 */
export function moduleGuardVerdict(
  module: HubModule | null | undefined,
  hubId: string,
  opts: { allowInactive?: boolean } = {},
): ModuleGuardVerdict {
  if (!module || module.hub_id.toLowerCase() !== hubId.toLowerCase()) return { kind: 'not-found' };
  if (!module.is_active && !opts.allowInactive) return { kind: 'denied', reason: MODULE_INACTIVE_REASON };
  return { kind: 'ok' };
}
