import type { FormSettings } from '@atrium/schema';
import { Input, Switch, Textarea } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useRoleText } from '@/lib/role-text';
import { translateServerMessage } from '@/lib/server-messages';
import { useRoles } from '../users/use-user-admin';
import { EditorInput } from './FieldEditor';

/**
 * A form's settings: the submit button's label, the message after sending, one answer or many per
 * person, and the roles that may fill it in (none ticked: anyone signed in).
 */
export function FormSettingsEditor({
  settings,
  problems,
  onChange,
}: {
  settings: FormSettings;
  problems: ReadonlyMap<string, string>;
  onChange: (settings: FormSettings) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const roles = useRoles();
  const roleText = useRoleText();
  const set = (change: Partial<FormSettings>) => onChange({ ...settings, ...change });
  const problem = (path: string) => {
    const message = problems.get(`settings.${path}`);
    return message ? translateServerMessage(message) : undefined;
  };
  // The server names a refused role at `settings.roles.<i>`; the fieldset shows them all.
  const rolesProblem = [...problems.entries()]
    .filter(([path]) => path === 'settings.roles' || path.startsWith('settings.roles.'))
    .map(([, message]) => translateServerMessage(message))
    .join(' ');
  const chosen = new Set(settings.roles ?? []);
  const offered = (roles.data ?? []).filter(
    (r) => r.name !== 'admin' && r.name !== 'super_admin' && r.name !== 'platform_owner',
  );
  // A role the form names that is no longer a role (deleted since): shown ticked, so it can be
  // unticked; otherwise it would stay in the settings, unseen.
  const gone = roles.data ? [...chosen].filter((name) => !roles.data.some((r) => r.name === name)) : [];
  const toggleRole = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    set({ roles: [...next] });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-sm font-medium">
        <Trans>Settings</Trans>
      </h2>
      <EditorInput label={t`Submit button`} error={problem('submit_label')} description={t`Default: Submit`}>
        {(props) => (
          <Input
            {...props}
            value={settings.submit_label ?? ''}
            maxLength={60}
            onChange={(e) => set({ submit_label: e.target.value || undefined })}
          />
        )}
      </EditorInput>
      <EditorInput
        label={t`Message after sending`}
        error={problem('success_message')}
        description={t`Default: Thank you!`}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            value={settings.success_message ?? ''}
            maxLength={500}
            onChange={(e) => set({ success_message: e.target.value || undefined })}
          />
        )}
      </EditorInput>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-multiple`} className="text-sm font-medium">
            <Trans>Allow several answers per person</Trans>
          </label>
          <p className="text-sm text-muted-foreground">
            <Trans>Off: each person can send the form once.</Trans>
          </p>
        </div>
        <Switch
          id={`${id}-multiple`}
          checked={settings.allow_multiple !== false}
          onCheckedChange={(on) => set({ allow_multiple: on })}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={`${id}-roles-hint`}>
        <legend className="mb-1 text-sm font-medium">
          <Trans>Who may fill it in</Trans>
        </legend>
        <p id={`${id}-roles-hint`} className="text-sm text-muted-foreground">
          <Trans>None ticked: anyone signed in. Admins always may.</Trans>
        </p>
        {roles.isPending ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Loading the roles…</Trans>
          </p>
        ) : (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {offered.map((r) => (
              <label key={r.name} className="inline-flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.has(r.name)}
                  onChange={(e) => toggleRole(r.name, e.target.checked)}
                />
                {roleText.label(r)}
              </label>
            ))}
            {gone.map((name) => (
              <label
                key={name}
                className="inline-flex min-h-6 items-center gap-2 text-sm text-muted-foreground"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked
                  onChange={(e) => toggleRole(name, e.target.checked)}
                />
                <Trans>{name} (no longer a role)</Trans>
              </label>
            ))}
          </div>
        )}
        {rolesProblem ? (
          <p role="alert" className="text-sm text-destructive">
            {rolesProblem}
          </p>
        ) : null}
      </fieldset>
    </section>
  );
}
