import type { AuditEntry } from '@atrium/schema';

export interface AuditActorOption {
  /** The user id the list is filtered on. */
  value: string;
  label: string;
}

/**
 * The person filter's choices: `people` (by the caller's order), and the chosen person when they
 * are not among them (someone who left, or is no admin any more), named by an entry on screen when
 * one shows them, else by their id.
 */
export function auditActorOptions(
  people: readonly AuditActorOption[],
  chosen: string,
  entries: readonly AuditEntry[] | undefined,
): AuditActorOption[] {
  const options = [...people];
  if (chosen && !options.some((o) => o.value === chosen)) {
    const email = entries?.find((e) => e.actor?.id === chosen)?.actor?.email;
    options.unshift({ value: chosen, label: email ?? chosen });
  }
  return options;
}
