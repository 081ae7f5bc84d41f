import type { Role } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useRoleText } from '../../../lib/role-text';

/** A role picker's options: each role by its label, a custom one marked so (change role, invite). */
export function useRoleOptions(roles: readonly Role[]): { value: string; label: string }[] {
  const { t } = useLingui();
  const text = useRoleText();
  return roles.map((r) => {
    const label = text.label(r);
    return { value: r.name, label: r.is_system ? label : t`${label} (custom)` };
  });
}
