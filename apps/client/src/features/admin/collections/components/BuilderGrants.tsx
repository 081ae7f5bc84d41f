import { COLLECTION_ACTIONS, type CollectionAction } from '@atrium/schema';
import { Button, Input, NativeSelect } from '@atrium/ui';
import { Plus, Trash2 } from 'lucide-react';
import {
  newBuilderGrant,
  type BuilderField,
  type BuilderGrant,
  type BuilderScope,
} from '../utils/builder-schema';

const SCOPES: Record<BuilderScope, string> = {
  all: 'Every row',
  own: 'Rows they created',
  zone_member: 'Rows of their zones',
};

/**
 * Who may do what: one row per platform role (admins may always do everything), the four actions
 * and the rows the grant covers. Roles not listed get nothing.
 */
export function BuilderGrants({
  grants,
  fields,
  problems,
  onChange,
}: {
  grants: BuilderGrant[];
  fields: BuilderField[];
  problems: (role: string) => string[];
  onChange: (grants: BuilderGrant[]) => void;
}) {
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
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-sm" aria-label="Permissions">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Role
              </th>
              {COLLECTION_ACTIONS.map((a) => (
                <th key={a} scope="col" className="px-2 py-2 text-center font-medium capitalize">
                  {a}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Rows
              </th>
              <th scope="col" className="w-10 px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {grants.map((grant, i) => (
              <tr key={grant.key} className="align-top">
                <td className="px-3 py-2">
                  <Input
                    aria-label={`Role ${i + 1}`}
                    value={grant.role}
                    className="h-8 font-mono"
                    spellCheck={false}
                    onChange={(e) => update(grant.key, { role: e.target.value })}
                  />
                  {problems(grant.role).map((p) => (
                    <p key={p} role="alert" className="mt-1 text-xs text-destructive">
                      {p}
                    </p>
                  ))}
                </td>
                {COLLECTION_ACTIONS.map((action) => (
                  <td key={action} className="px-2 py-3 text-center">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`${grant.role || `Role ${i + 1}`} may ${action}`}
                      checked={grant.actions.includes(action)}
                      onChange={(e) => toggle(grant, action, e.target.checked)}
                    />
                  </td>
                ))}
                <td className="grid gap-1 px-3 py-2">
                  <NativeSelect
                    aria-label={`Rows ${grant.role || `role ${i + 1}`} may reach`}
                    className="h-8"
                    value={grant.scope}
                    onChange={(e) => update(grant.key, { scope: e.target.value as BuilderScope })}
                  >
                    {Object.entries(SCOPES).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                  {grant.scope === 'zone_member' ? (
                    <NativeSelect
                      aria-label={`Zone field of ${grant.role || `role ${i + 1}`}`}
                      className="h-8"
                      value={grant.scopeField}
                      onChange={(e) => update(grant.key, { scopeField: e.target.value })}
                    >
                      <option value="">Zone field…</option>
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
                    aria-label={`Remove role ${i + 1}`}
                    onClick={() => onChange(grants.filter((g) => g.key !== grant.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Admins may always do everything. A role not listed gets nothing.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...grants, newBuilderGrant({ role: '' })])}
        >
          <Plus aria-hidden="true" />
          Add role
        </Button>
      </div>
    </div>
  );
}
