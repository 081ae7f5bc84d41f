import { COLLECTION_ACTIONS, platformRoleRank, type CollectionAction, type Role } from '@atrium/schema';
import { Button, cn, FieldError, Input, NativeSelect } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useRoles } from '@/features/admin/users/use-user-admin';
import { useRoleText } from '@/lib/role-text';
import {
  hasCustomScope,
  newBuilderGrant,
  type BuilderField,
  type BuilderGrant,
  type BuilderScope,
} from '../utils/builder-schema';
import { grantRoleId, problemMessageId } from '../utils/builder-problems';
import { translateSchemaProblem } from '../utils/schema-problem-messages';

const SCOPES: Record<BuilderScope, MessageDescriptor> = {
  all: msg`Every row`,
  own: msg`Rows they created`,
  zone_member: msg`Rows of their zones`,
  custom: msg`As set in JSON`,
};

/** The actions as the table names them (lower case; the header capitalises them). */
const ACTION_LABELS: Record<CollectionAction, MessageDescriptor> = {
  create: msg`create`,
  read: msg`read`,
  update: msg`update`,
  delete: msg`delete`,
};

interface RoleChoice {
  value: string;
  label: string;
  /** Granted in another row already (one row per role). */
  disabled?: boolean;
  /** The grant names a role that is not in the list (a schema written as JSON, or a deleted role). */
  missing?: boolean;
}

/**
 * The roles a grant may name: every role but the platform's admins, who may always do
 * everything, each once across the rows. The grant's own role stays listed whatever it is, so
 * the select shows what the schema says (and the server's refusal of a missing role explains it).
 * While the roles load, only the grant's own role is listed.
 */
export function roleChoices(
  roles: Role[] | undefined,
  current: string,
  grants: BuilderGrant[],
  labelOf: (role: Role) => string = (role) => role.label,
): RoleChoice[] {
  const taken = new Set(grants.map((g) => g.role).filter((r) => r !== current));
  const choices: RoleChoice[] = current === '' ? [{ value: '', label: '' }] : [];
  const listed = (roles ?? []).filter((r) => r.name === current || platformRoleRank(r.name) === 0);
  for (const r of listed) {
    const label = labelOf(r);
    choices.push({
      value: r.name,
      label: label && label !== r.name ? `${label} (${r.name})` : r.name,
      disabled: taken.has(r.name),
    });
  }
  if (current !== '' && !listed.some((r) => r.name === current)) {
    choices.push({ value: current, label: current, missing: roles !== undefined });
  }
  return choices;
}

/**
 * Who may do what: one row per platform role (admins may always do everything), the four actions
 * and the rows the grant covers. Roles not listed get nothing.
 */
export function BuilderGrants({
  id,
  grants,
  fields,
  problems,
  onChange,
}: {
  /** The builder's ids start with it (a grant's role control is named by grantRoleId). */
  id: string;
  grants: BuilderGrant[];
  fields: BuilderField[];
  /** The dry run's problems with a grant, by its key. */
  problems: (grantKey: number) => string[];
  onChange: (grants: BuilderGrant[]) => void;
}) {
  const { t, i18n } = useLingui();
  const roles = useRoles();
  const roleText = useRoleText();
  const zoneFields = fields.filter(
    (f) => f.name && ((f.type === 'relation' && f.target === 'zones') || f.type === 'uuid'),
  );
  const update = (key: number, patch: Partial<BuilderGrant>) =>
    onChange(grants.map((g) => (g.key === key ? { ...g, ...patch } : g)));
  const toggle = (grant: BuilderGrant, action: CollectionAction, on: boolean) =>
    update(grant.key, {
      actions: on ? [...grant.actions, action] : grant.actions.filter((a) => a !== action),
    });
  return (
    <div className="grid min-w-0 gap-3">
      {grants.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">
          <Trans>No role is granted anything yet: only admins see this collection.</Trans>
        </p>
      ) : null}
      {/* relative: the table's visually hidden headers are absolutely placed, and would otherwise
          escape this scroller and make the whole dialog scroll sideways on a phone. */}
      <div className={cn('relative overflow-x-auto rounded-lg border', grants.length === 0 && 'hidden')}>
        <table className="w-full min-w-[36rem] text-sm" aria-label={t`Permissions`}>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Role</Trans>
              </th>
              {COLLECTION_ACTIONS.map((a) => (
                <th key={a} scope="col" className="px-2 py-2 text-center font-medium capitalize">
                  {t(ACTION_LABELS[a])}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <Trans>Rows</Trans>
              </th>
              <th scope="col" className="w-10 px-2 py-2">
                <span className="sr-only">
                  <Trans>Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {grants.map((grant, i) => {
              const n = i + 1;
              const role = grant.role;
              const roleId = grantRoleId(id, grant.key);
              const roleProblems = problems(grant.key);
              const invalid =
                roleProblems.length > 0
                  ? { 'aria-invalid': true, 'aria-describedby': problemMessageId(roleId) }
                  : {};
              return (
                <tr key={grant.key} className="align-top">
                  <td className="px-3 py-2">
                    {roles.isError ? (
                      // Without the list of roles the name is typed; the server still refuses
                      // a role that does not exist.
                      <Input
                        id={roleId}
                        {...invalid}
                        aria-label={t`Role ${n}`}
                        value={grant.role}
                        className="h-8 font-mono"
                        spellCheck={false}
                        onChange={(e) => update(grant.key, { role: e.target.value })}
                      />
                    ) : (
                      <NativeSelect
                        id={roleId}
                        {...invalid}
                        aria-label={t`Role ${n}`}
                        className="h-8"
                        value={grant.role}
                        onChange={(e) => update(grant.key, { role: e.target.value })}
                      >
                        {roleChoices(roles.data, grant.role, grants, roleText.label).map((choice) => (
                          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
                            {choice.value === ''
                              ? t`Choose a role…`
                              : choice.missing
                                ? t`${choice.value} (no such role)`
                                : choice.label}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                    <FieldError id={problemMessageId(roleId)} className="mt-1 text-xs">
                      {roleProblems.map((p) => translateSchemaProblem(i18n, p)).join(' ') || null}
                    </FieldError>
                  </td>
                  {COLLECTION_ACTIONS.map((action) => {
                    const verb = t(ACTION_LABELS[action]);
                    return (
                      <td key={action} className="px-2 py-3 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          aria-label={role ? t`${role} may ${verb}` : t`Role ${n} may ${verb}`}
                          checked={grant.actions.includes(action)}
                          onChange={(e) => toggle(grant, action, e.target.checked)}
                        />
                      </td>
                    );
                  })}
                  <td className="grid gap-1 px-3 py-2">
                    <NativeSelect
                      aria-label={role ? t`Rows ${role} may reach` : t`Rows role ${n} may reach`}
                      className="h-8"
                      value={grant.scope}
                      onChange={(e) => update(grant.key, { scope: e.target.value as BuilderScope })}
                    >
                      {Object.entries(SCOPES).map(([value, label]) =>
                        // A scope written in JSON (via a relation, with zone roles…) can be kept
                        // or replaced here, not made.
                        value === 'custom' && !hasCustomScope(grant) ? null : (
                          <option key={value} value={value}>
                            {t(label)}
                          </option>
                        ),
                      )}
                    </NativeSelect>
                    {grant.scope === 'zone_member' ? (
                      <NativeSelect
                        aria-label={role ? t`Zone field of ${role}` : t`Zone field of role ${n}`}
                        className="h-8"
                        value={grant.scopeField}
                        onChange={(e) => update(grant.key, { scopeField: e.target.value })}
                      >
                        <option value="">{t`Zone field…`}</option>
                        {zoneFields.map((f) => (
                          <option key={f.key} value={f.name}>
                            {f.name}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : null}
                  </td>
                  <td className="px-2 py-2">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t`Remove role ${n}`}
                      onClick={() => onChange(grants.filter((g) => g.key !== grant.key))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <Trans>Admins may always do everything. A role not listed gets nothing.</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...grants, newBuilderGrant({ role: '' })])}
        >
          <Plus aria-hidden="true" />
          <Trans>Add role</Trans>
        </Button>
      </div>
    </div>
  );
}
