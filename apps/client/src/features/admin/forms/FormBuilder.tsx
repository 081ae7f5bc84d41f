import { formSchemaSchema, updateFormSchema, type AdminForm, type FormFieldType } from '@atrium/schema';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Textarea } from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Eye, Send, Save, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isApiError } from '@/api/http';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { RouteLink, useNamedPath } from '@/routing/navigation/RouteLink';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { translateServerMessage } from '@/lib/server-messages';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';
import { FormRenderer } from '@/features/modules/components/form/FormRenderer';
import { newField, problemsByField, updateField } from './builder-state';
import { draftOf, hasUnsavedChanges, payloadOf, type FormDraft } from './form-draft';
import { FieldEditor } from './FieldEditor';
import { FieldLibrary } from './FieldLibrary';
import { FieldsList } from './FieldsList';
import { FIELD_TYPE_INFO } from './field-types';
import { FormSettingsEditor } from './FormSettingsEditor';
import { EditorInput } from './FieldEditor';

const issuePath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The visual form builder: a field library (click, or drag onto the list), the fields in order
 * (drag and drop with pointer or keyboard, or move buttons), the chosen field's edit panel, the
 * settings, and a live preview drawn by the member's own renderer. Checked with the shared schema
 * before saving; what the server refuses shows on the field it names. Save draft keeps members on
 * the published version; Publish makes the draft the next version. Leaving with unsaved changes
 * asks first (useUnsavedChangesGuard).
 */
export function FormBuilder({ form }: { form: AdminForm }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [saved, setSaved] = useState<AdminForm>(form);
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const [selected, setSelected] = useState<string | null>(draft.fields[0]?.uid ?? null);
  const [attempted, setAttempted] = useState(false);
  const [serverIssues, setServerIssues] = useState<{ path: string; message: string }[]>([]);

  const payload = useMemo(() => payloadOf(draft), [draft]);
  const dirty = useMemo(() => hasUnsavedChanges(draft, saved), [draft, saved]);
  const parsed = useMemo(() => updateFormSchema.safeParse(payload), [payload]);
  const clientIssues = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: issuePath(i.path), message: i.message }));
  const { byField, other } = problemsByField(draft.fields, [
    ...(attempted ? clientIssues : []),
    ...serverIssues,
  ]);
  const withProblems = new Set(byField.keys());
  const previewSchema = formSchemaSchema.safeParse(payload.schema);

  const change = (next: Partial<FormDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServerIssues([]);
  };
  const addField = (type: FormFieldType) => {
    const label = t(FIELD_TYPE_INFO[type].label);
    const field = newField(type, label, draft.fields, [t`Option 1`, t`Option 2`]);
    change({ fields: [...draft.fields, field] });
    setSelected(field.uid);
  };

  const refresh = (form: AdminForm) => {
    setSaved(form);
    client.setQueryData(formKeys.detail(form.id), form);
    void client.invalidateQueries({ queryKey: formKeys.list() });
  };
  const onServerError = (error: unknown, title: string) => {
    if (isApiError(error) && error.details?.length) {
      setServerIssues(error.details.map((d) => ({ path: d.path, message: d.message })));
    }
    toastFailure(title, error);
  };
  /** Saves when needed; false when the draft has problems or the server refused it. */
  const saveDraft = async (): Promise<boolean> => {
    setAttempted(true);
    if (!parsed.success) {
      toastFailure(t`Fix the problems marked in red first`, new Error(t`The form has problems`));
      const first = draft.fields.find((f) => withProblemsNow(f.uid));
      if (first) setSelected(first.uid);
      return false;
    }
    if (!dirty) return true;
    try {
      refresh(await formsApi.update(form.id, payload));
      return true;
    } catch (error) {
      onServerError(error, t`Could not save the form`);
      return false;
    }
  };
  const withProblemsNow = (uid: string) => problemsByField(draft.fields, clientIssues).byField.has(uid);

  const save = useMutation({
    mutationFn: saveDraft,
    onSuccess: (ok) => {
      if (ok) toastSuccess(t`Draft saved`, t`Members see the published version until you publish.`);
    },
  });
  const publish = useMutation({
    mutationFn: async () => {
      if (!(await saveDraft())) return null;
      return formsApi.publish(form.id);
    },
    onSuccess: async (result) => {
      if (!result) return;
      const version = result.version;
      toastSuccess(t`Published as version ${version}`, t`Members now see this version.`);
      refresh(await formsApi.get(form.id));
      void client.invalidateQueries({ queryKey: formKeys.published(form.id) });
    },
    onError: (error) => onServerError(error, t`Could not publish the form`),
  });

  const navigate = useNavigate();
  const listPath = useNamedPath('admin_forms');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The dialog is the question Directus asks before deleting answers: confirmed, the answers go too.
  const remove = useMutation({
    mutationFn: () => formsApi.remove(form.id, true),
    onSuccess: () => {
      setConfirmingDelete(false);
      client.removeQueries({ queryKey: formKeys.detail(form.id) });
      void client.invalidateQueries({ queryKey: formKeys.list() });
      toastSuccess(t`Form deleted`, t`Its versions and answers are gone.`);
      // Nothing is left to save: the list opens without asking about the draft.
      if (listPath) void navigate({ to: listPath, ignoreBlocker: true });
    },
    onError: (error) => toastFailure(t`Could not delete the form`, error),
  });

  const current = draft.fields.find((f) => f.uid === selected) ?? null;
  const pending = save.isPending || publish.isPending || remove.isPending;
  const answers = saved.submission_count;
  const version = saved.published_version;
  const titleProblem = other.get('title');
  // Leaving with unsaved changes asks first (in the app) or gets the browser's prompt (closing or
  // reloading the tab); not while a save, publish or delete is under way.
  const leaveGuard = useUnsavedChangesGuard(dirty && !pending);
  const formTitle = saved.title;

  return (
    <div className="grid gap-6">
      <div className="sticky top-[var(--app-header-height,3.5rem)] z-20 -mx-4 flex flex-wrap items-center gap-2 border-b bg-background/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        {version === null ? (
          <Badge variant="outline">{t`Draft, never published`}</Badge>
        ) : (
          <Badge variant="success">{t`Published: version ${version}`}</Badge>
        )}
        {dirty ? <span className="text-xs text-muted-foreground">{t`Unsaved changes`}</span> : null}
        {!dirty && saved.has_unpublished_changes ? (
          <span className="text-xs text-muted-foreground">{t`Saved changes not published yet`}</span>
        ) : null}
        <div className="ms-auto flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => setConfirmingDelete(true)} disabled={pending}>
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
          <Button variant="ghost" asChild>
            <RouteLink name="admin_form_submissions" params={{ formId: form.id }}>
              <Trans>Submissions</Trans>
            </RouteLink>
          </Button>
          <Button variant="outline" onClick={() => save.mutate()} loading={save.isPending} disabled={pending}>
            <Save aria-hidden="true" />
            <Trans>Save draft</Trans>
          </Button>
          <Button onClick={() => publish.mutate()} loading={publish.isPending} disabled={pending}>
            <Send aria-hidden="true" />
            <Trans>Publish</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t`Delete the form ${saved.title}?`}
        description={
          answers > 0
            ? t`${plural(answers, { one: 'Its # answer', other: 'Its # answers' })} and every published version are deleted with it. This cannot be undone.`
            : t`It has no answers yet. Its published versions are deleted with it. This cannot be undone.`
        }
        confirmLabel={t`Delete form`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <UnsavedChangesDialog
        guard={leaveGuard}
        description={
          <p>
            <Trans>Your changes to the form “{formTitle}” are not saved and will be lost.</Trans>
          </p>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <EditorInput label={t`Title`} error={titleProblem ? translateServerMessage(titleProblem) : undefined}>
          {(props) => (
            <Input
              {...props}
              value={draft.title}
              maxLength={200}
              onChange={(e) => change({ title: e.target.value })}
            />
          )}
        </EditorInput>
        <EditorInput label={t`Description (optional)`} description={t`Shown above the fields.`}>
          {(props) => (
            <Textarea
              {...props}
              rows={2}
              value={draft.description}
              onChange={(e) => change({ description: e.target.value })}
            />
          )}
        </EditorInput>
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <FieldLibrary onAdd={addField} disabled={pending || draft.fields.length >= 100} />
          <FieldsList
            fields={draft.fields}
            selected={selected}
            withProblems={withProblems}
            onSelect={setSelected}
            onReorder={(uids) =>
              change({ fields: uids.map((uid) => draft.fields.find((f) => f.uid === uid)!) })
            }
            onDropType={addField}
          />
          {other.get('schema.fields') ? (
            <p role="alert" className="text-sm text-destructive">
              {translateServerMessage(other.get('schema.fields')!)}
            </p>
          ) : null}
          {current ? (
            <FieldEditor
              key={current.uid}
              field={current}
              problems={byField.get(current.uid)}
              onChange={(c) => change({ fields: updateField(draft.fields, current.uid, c) })}
              onRemove={() => {
                const index = draft.fields.indexOf(current);
                const rest = draft.fields.filter((f) => f.uid !== current.uid);
                change({ fields: rest });
                setSelected(rest[Math.min(index, rest.length - 1)]?.uid ?? null);
              }}
            />
          ) : null}
          <FormSettingsEditor
            settings={draft.settings}
            problems={other}
            onChange={(settings) => change({ settings })}
          />
        </div>
        <Card className="min-w-0 self-start lg:sticky lg:top-32">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Eye className="size-4 text-primary" aria-hidden="true" />
              <Trans>Preview: what members see</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-lg font-semibold">{draft.title || t`Untitled form`}</p>
            {previewSchema.success && previewSchema.data.fields.length > 0 ? (
              <FormRenderer
                key={JSON.stringify(previewSchema.data)}
                preview
                form={{
                  title: draft.title,
                  description: payload.description,
                  schema: previewSchema.data,
                  settings: draft.settings,
                }}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {draft.fields.length === 0
                  ? t`Add a field to see the form.`
                  : t`Fix the problems in the fields to see the form.`}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
