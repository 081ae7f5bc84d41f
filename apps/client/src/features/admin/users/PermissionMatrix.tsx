import {
  COLLECTION_ACTIONS,
  isAdminRole,
  type Collection,
  type CollectionAction,
  type SchemaChangeResult,
  type SchemaEntry,
} from '@atrium/schema';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  NativeSelect,
  Skeleton,
} from '@atrium/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { isApiError, request } from '@/api/http';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { errorMessage, toastSuccess } from '@/lib/mutation-feedback';
import { GrantFieldsDialog } from './GrantFieldsDialog';
import {
  grantOf,
  grantSummary,
  notOnlyPermissions,
  sameGrant,
  toggleAction,
  withGrant,
  type GrantDraft,
} from './permission-matrix';
import { useRoles } from './use-user-admin';
import { useRoleText } from '../../../lib/role-text';

const ACTION_LABELS: Record<CollectionAction, MessageDescriptor> = {
  create: msg`Create`,
  read: msg`Read`,
  update: msg`Update`,
  delete: msg`Delete`,
};

/**
 * PATCH /schemas/:name with the full schema (API.md); `dryRun` changes nothing. `version` is the
 * one the screen read, sent as If-Match: a collection another admin changed since is refused
 * (412) rather than silently overwritten.
 */
function patchSchema(schema: Collection, dryRun: boolean, version: number | null) {
  return request<SchemaChangeResult>(
    `/schemas/${encodeURIComponent(schema.name)}${dryRun ? '?dry_run=true' : ''}`,
    {
      method: 'PATCH',
      json: schema,
      ...(version !== null ? { headers: { 'If-Match': `"${version}"` } } : {}),
    },
  );
}

/** The server's answer to a save from a version someone else changed since (412). */
const CHANGED_BY_SOMEONE_ELSE = msg`This collection was changed by someone else since you opened it. Reload to see their change.`;

type Drafts = Record<string, Record<string, GrantDraft>>;

const pluralOf = (c: Collection) => c.label_plural ?? c.label;

/**
 * Writes the changed grants, one collection at a time: a dry run first, which must show nothing
 * but permission changes (a schema this screen cannot see all of would lose what it hides), then
 * the change, both from the version the screen read. Answers the collections saved, the ones
 * refused with the reason, and the ones someone else changed meanwhile (`stale`, 412).
 */
async function saveDrafts(entries: readonly SchemaEntry[], drafts: Drafts, i18n: I18n) {
  const saved: string[] = [];
  const failed: Record<string, string> = {};
  const stale: string[] = [];
  for (const entry of entries) {
    const changed = drafts[entry.name];
    if (!changed) continue;
    const next = Object.entries(changed).reduce(
      (schema, [role, grant]) => withGrant(schema, role, grant),
      entry.schema,
    );
    try {
      const dry = await patchSchema(next, true, entry.version);
      const refused = notOnlyPermissions(dry);
      if (refused) {
        failed[entry.name] = refused;
        continue;
      }
      await patchSchema(next, false, entry.version);
      saved.push(entry.name);
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        stale.push(entry.name);
        failed[entry.name] = error.message || i18n._(CHANGED_BY_SOMEONE_ELSE);
      } else failed[entry.name] = errorMessage(error);
    }
  }
  return { saved, failed, stale };
}

/**
 * The role permission matrix: for a chosen role, each collection × create, read, update, delete,
 * with the fields it may read and write and the rows it covers. Grants live in each collection's
 * schema (`permissions`); registered collections are edited here and saved through PATCH
 * /schemas/:name, built-in ones are shown read-only — their rules are code in their domain
 * services. Admin roles have every permission and are not listed.
 */
export function PermissionMatrix() {
  const roles = useRoles();
  const schemas = useCollectionSchemas();
  // Saved back whole: the schemas as stored, not in the reader's language.
  const stored = useCollectionSchemas({ stored: true });
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const roleId = useId();
  const grantable = useMemo(() => (roles.data ?? []).filter((r) => !isAdminRole(r.name)), [roles.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const role =
    grantable.find((r) => r.name === chosen) ?? grantable.find((r) => r.name === 'user') ?? grantable[0];
  const roleText = useRoleText();
  const roleLabel = role ? roleText.label(role) : '';
  const [drafts, setDrafts] = useState<Drafts>({});
  const [failed, setFailed] = useState<Record<string, string>>({});
  /** Collections whose save met a 412: their row offers Reload. */
  const [stale, setStale] = useState<readonly string[]>([]);
  const [details, setDetails] = useState<SchemaEntry | null>(null);

  const entries = useMemo(
    () =>
      [...(schemas.data ?? [])].sort(
        (a, b) =>
          Number(a.builtin) - Number(b.builtin) || pluralOf(a.schema).localeCompare(pluralOf(b.schema)),
      ),
    [schemas.data],
  );
  const changedCount = Object.keys(drafts).length;

  const save = useMutation({
    mutationFn: () => saveDrafts(stored.data ?? [], drafts, i18n),
    onSuccess: async ({ saved, failed: refused, stale: changed }) => {
      // The saved grants come back with the schemas before their drafts go, so no cell flickers.
      await client.invalidateQueries({ queryKey: collectionKeys.schemas() });
      setFailed(refused);
      setStale(changed);
      setDrafts((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !saved.includes(name))),
      );
      if (saved.length > 0) {
        const count = saved.length;
        toastSuccess(
          t`Permissions saved`,
          t`${plural(count, { one: '# collection', other: '# collections' })}; in force on the next request.`,
        );
      }
    },
  });

  /**
   * Reload after a 412: the collection's schema is read again and this screen's unsaved grants
   * on it are dropped, so what shows is the other admin's change; the admin then redoes theirs.
   */
  const reload = useMutation({
    mutationFn: async (name: string) => {
      await client.invalidateQueries({ queryKey: collectionKeys.schemas() });
      return name;
    },
    onSuccess: (name) => {
      setDrafts(({ [name]: _dropped, ...rest }) => rest);
      setFailed(({ [name]: _gone, ...rest }) => rest);
      setStale((names) => names.filter((n) => n !== name));
    },
  });

  function current(entry: SchemaEntry, roleName: string): GrantDraft {
    return drafts[entry.name]?.[roleName] ?? grantOf(entry.schema, roleName);
  }

  function setGrant(entry: SchemaEntry, roleName: string, grant: GrantDraft) {
    setDrafts((all) => {
      const forCollection = { ...all[entry.name] };
      if (sameGrant(grant, grantOf(entry.schema, roleName))) delete forCollection[roleName];
      else forCollection[roleName] = grant;
      const { [entry.name]: _old, ...rest } = all;
      return Object.keys(forCollection).length > 0 ? { ...rest, [entry.name]: forCollection } : rest;
    });
  }

  const loading = roles.isPending || schemas.isPending;
  const error = roles.isError ? roles.error : schemas.isError ? schemas.error : null;

  return (
    <Card className="min-w-0 gap-0 py-0">
      <CardHeader className="grid gap-3 border-b py-4">
        <div className="grid gap-1.5">
          <CardTitle id="permissions-heading">
            <Trans>Permissions</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              What a role may do with each collection through the table API and the generated screens. Admin,
              super admin and platform owner may do everything; a role a collection does not name gets
              nothing.
            </Trans>
          </CardDescription>
        </div>
        {role ? (
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor={roleId}>
              <Trans>Role</Trans>
            </Label>
            <NativeSelect
              id={roleId}
              value={role.name}
              className="w-full min-w-0 sm:w-auto sm:min-w-48"
              onChange={(e) => setChosen(e.target.value)}
            >
              {grantable.map((r) => (
                <option key={r.name} value={r.name}>
                  {roleText.label(r)} ({r.name})
                </option>
              ))}
            </NativeSelect>
            {role.is_system ? null : (
              <Badge variant="outline">
                <Trans>Custom</Trans>
              </Badge>
            )}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="px-0">
        {error ? (
          <div className="p-4">
            <QueryErrorCard
              title={t`Permissions could not be loaded`}
              error={error}
              onRetry={() => void (roles.isError ? roles.refetch() : schemas.refetch())}
            />
          </div>
        ) : loading || !role ? (
          <div className="grid gap-2 p-4" role="status" aria-busy="true" aria-label={t`Loading permissions`}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[48rem] text-sm" aria-label={t`Permissions of ${roleLabel}`}>
              <thead className="bg-muted/50 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 text-left font-medium sm:px-6">
                    <Trans>Collection</Trans>
                  </th>
                  {COLLECTION_ACTIONS.map((action) => (
                    <th key={action} scope="col" className="px-2 py-2 text-center font-medium">
                      {t(ACTION_LABELS[action])}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    <Trans>Fields and rows</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {entries.map((entry) => {
                  const grant = current(entry, role.name);
                  const label = pluralOf(entry.schema);
                  const dirty = drafts[entry.name]?.[role.name] !== undefined;
                  const refusal = failed[entry.name];
                  const summary = grantSummary(grant, entry.schema);
                  return (
                    <tr key={entry.name} className={dirty ? 'bg-primary/5' : undefined}>
                      <th scope="row" className="px-4 py-2 text-left align-top font-normal sm:px-6">
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="font-medium">{label}</span>
                          <code className="text-xs text-muted-foreground">{entry.name}</code>
                          {entry.builtin ? (
                            <Badge variant="secondary">
                              <Trans>Built-in</Trans>
                            </Badge>
                          ) : null}
                          {dirty ? (
                            <Badge variant="outline">
                              <Trans>Changed</Trans>
                            </Badge>
                          ) : null}
                        </span>
                        {refusal ? (
                          <span role="alert" className="mt-1 flex items-start gap-1 text-xs text-destructive">
                            <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                            <span className="[overflow-wrap:anywhere]">{refusal}</span>
                          </span>
                        ) : null}
                        {stale.includes(entry.name) ? (
                          <Button
                            variant="outline"
                            size="sm"
                            className="mt-1 h-7"
                            aria-label={t`Reload ${label}`}
                            loading={reload.isPending && reload.variables === entry.name}
                            onClick={() => reload.mutate(entry.name)}
                          >
                            <Trans>Reload</Trans>
                          </Button>
                        ) : null}
                      </th>
                      {COLLECTION_ACTIONS.map((action) => {
                        const actionLabel = t(ACTION_LABELS[action]);
                        return (
                          <td key={action} className="px-2 py-2 text-center align-top">
                            <input
                              type="checkbox"
                              aria-label={t`${actionLabel} ${label}`}
                              className="size-4 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
                              checked={grant.actions.includes(action)}
                              disabled={entry.builtin || save.isPending}
                              onChange={(e) =>
                                setGrant(entry, role.name, toggleAction(grant, action, e.target.checked))
                              }
                            />
                          </td>
                        );
                      })}
                      {/* Room for its summary on two lines: squeezed to the phone's width, it ran to four
                          or five and every row grew three times as tall (the table scrolls sideways).
                          Longer summaries (Modules', Navigation's row rules) stop after two lines: the
                          button opens the fields and rows in full, and its name carries the whole text. */}
                      <td className="min-w-80 px-3 py-1.5 align-top">
                        <Button
                          variant="ghost"
                          size="sm"
                          className="h-auto max-w-96 justify-start px-2 py-1 text-left font-normal whitespace-normal text-muted-foreground"
                          disabled={grant.actions.length === 0 && !entry.builtin}
                          // The name starts with the words shown, so voice control finds it (WCAG 2.5.3).
                          aria-label={t`${summary}: fields and rows of ${roleLabel} on ${label}`}
                          onClick={() => setDetails(entry)}
                        >
                          <SlidersHorizontal aria-hidden="true" />
                          <span className="line-clamp-2">{summary}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 sm:px-6">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {changedCount > 0
              ? t`Unsaved changes in ${plural(changedCount, { one: '# collection', other: '# collections' })}`
              : t`Built-in collections' rules are code in their services: shown here, changed in code.`}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={changedCount === 0 || save.isPending}
              onClick={() => {
                setDrafts({});
                setFailed({});
                setStale([]);
              }}
            >
              <Trans>Discard</Trans>
            </Button>
            <Button
              size="sm"
              disabled={changedCount === 0}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              <Trans>Save permissions</Trans>
            </Button>
          </div>
        </div>
      </CardContent>
      {details && role ? (
        <GrantFieldsDialog
          collection={details.schema}
          roleLabel={roleLabel}
          grant={current(details, role.name)}
          readOnly={details.builtin}
          onApply={(grant) => setGrant(details, role.name, grant)}
          onClose={() => setDetails(null)}
        />
      ) : null}
    </Card>
  );
}
