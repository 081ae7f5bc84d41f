import type { Collection, RowScope } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  NativeSelect,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  grantableFields,
  isEditableScope,
  scopeFields,
  scopeSummary,
  type EditableScopeKind,
  type GrantDraft,
} from './permission-matrix';

/** "Every field" or a chosen list of fields, as checkboxes. */
function FieldList({
  legend,
  allLabel,
  fields,
  always = [],
  value,
  onChange,
}: {
  legend: string;
  allLabel: string;
  fields: readonly string[];
  /** Fields the role gets whatever is chosen (the primary key is always read): checked, disabled. */
  always?: readonly string[];
  value: string[] | undefined;
  onChange: (value: string[] | undefined) => void;
}) {
  const all = value === undefined;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={all}
          onChange={(e) => onChange(e.target.checked ? undefined : [...fields])}
        />
        {allLabel}
      </label>
      {all ? null : (
        <div className="grid grid-cols-1 gap-1.5 rounded-md border p-3 sm:grid-cols-2">
          {fields.map((name) => (
            <label key={name} className="flex min-w-0 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={always.includes(name) || value.includes(name)}
                disabled={always.includes(name)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, name] : value.filter((f) => f !== name))
                }
              />
              <code className="truncate text-[0.8125rem]">{name}</code>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * A grant's fields and rows: which columns the role may read, which fields it may write, and the
 * rows it covers (every row, rows it created, rows of its zones — through a field of the
 * collection). Applies to the matrix's draft; nothing is saved until the matrix is.
 */
export function GrantFieldsDialog({
  collection,
  roleLabel,
  grant,
  readOnly,
  onApply,
  onClose,
}: {
  collection: Collection;
  roleLabel: string;
  grant: GrantDraft;
  readOnly: boolean;
  onApply: (grant: GrantDraft) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<GrantDraft>(grant);
  const { readable, writable } = grantableFields(collection);
  const scopeId = useId();
  const fieldId = useId();
  const kind = draft.scope.kind;
  const fieldScope = kind === 'own' || kind === 'zone_member' ? kind : null;
  const throughFields = fieldScope ? scopeFields(collection, fieldScope) : [];
  const setScope = (next: string) => {
    if (!isEditableScope(next as RowScope['kind'])) return; // the schema's own scope, kept as is
    if (next === 'all') return setDraft({ ...draft, scope: { kind: 'all' } });
    const editable = next as Exclude<EditableScopeKind, 'all'>;
    const field = scopeFields(collection, editable)[0];
    setDraft({ ...draft, scope: field ? { kind: editable, field } : { kind: 'all' } });
  };
  const collectionLabel = collection.label_plural ?? collection.label;
  const title = t`${roleLabel} on ${collectionLabel}`;
  const missingField = fieldScope !== null && throughFields.length === 0;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          <DialogDescription>
            {readOnly
              ? t`A built-in collection's rules are code (its domain service): shown, not edited here.`
              : t`Fields a hidden column answers as one that does not exist; rows are filtered on the server.`}
          </DialogDescription>
        </DialogHeader>
        <fieldset disabled={readOnly} className="grid gap-5">
          <FieldList
            legend={t`Fields it may read`}
            allLabel={t`Every field, and fields added later`}
            fields={readable}
            always={collection.primary_key ?? ['id']}
            value={draft.read_fields}
            onChange={(read_fields) => setDraft({ ...draft, read_fields })}
          />
          <FieldList
            legend={t`Fields it may write`}
            allLabel={t`Every field it may read, and fields added later`}
            fields={writable}
            value={draft.write_fields}
            onChange={(write_fields) => setDraft({ ...draft, write_fields })}
          />
          <div className="grid gap-2">
            <Label htmlFor={scopeId}>
              <Trans>Rows</Trans>
            </Label>
            <NativeSelect id={scopeId} value={kind} onChange={(e) => setScope(e.target.value)}>
              {isEditableScope(kind) ? null : (
                // A scope from the schema file (flag, role, all_of): shown, kept unless another is chosen.
                <option value={kind}>{scopeSummary(draft.scope)}</option>
              )}
              <option value="all">{t`Every row`}</option>
              <option value="own" disabled={scopeFields(collection, 'own').length === 0}>
                {t`Rows they created`}
              </option>
              <option value="zone_member" disabled={scopeFields(collection, 'zone_member').length === 0}>
                {t`Rows of their zones`}
              </option>
            </NativeSelect>
            {draft.scope.kind === 'own' || draft.scope.kind === 'zone_member' ? (
              <>
                <Label htmlFor={fieldId}>
                  {draft.scope.kind === 'own' ? t`Creator field` : t`Zone field`}
                </Label>
                <NativeSelect
                  id={fieldId}
                  value={draft.scope.field}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      scope: {
                        ...(draft.scope as Extract<RowScope, { kind: 'own' | 'zone_member' }>),
                        field: e.target.value,
                      },
                    })
                  }
                >
                  {throughFields.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </>
            ) : null}
            {missingField ? (
              <p className="text-sm text-destructive">
                <Trans>This collection has no field to scope rows by.</Trans>
              </p>
            ) : null}
          </div>
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {readOnly ? t`Close` : t`Cancel`}
          </Button>
          {readOnly ? null : (
            <Button
              onClick={() => {
                onApply(draft);
                onClose();
              }}
            >
              <Trans>Apply</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
