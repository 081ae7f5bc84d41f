import {
  API_KEY_MESSAGES,
  createApiKeySchema,
  DEFAULT_USER_ROLE,
  GUEST_ROLE,
  mayGrantRole,
  platformRoleNameSchema,
  type CreatedApiKey,
} from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useAuthSource } from '@/auth/useAuthSource';
import { CancelButton } from '@/components/form/CancelButton';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField, TextField } from '@/components/form/FormFields';
import { useEntityFormSubmit } from '@/components/form/entity-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CopyButton } from '@/features/auth/components/CopyButton';
import { useRoleOptions } from '../users/role-options';
import { useRoles } from '../users/use-user-admin';
import { endOfDay } from './api-keys-api';
import { useApiKeyWrites } from './use-api-keys';

const createFormSchema = z.strictObject({
  name: createApiKeySchema.shape.name,
  role: platformRoleNameSchema,
  /** A local day (`2025-01-31`) the key works through, or '' for no expiry. */
  expires_on: z.string().refine(
    (day) => {
      if (day === '') return true;
      const end = endOfDay(day);
      return end !== null && Date.parse(end) > Date.now();
    },
    { message: API_KEY_MESSAGES.EXPIRY_IN_PAST },
  ),
});

const EMPTY = { name: '', role: DEFAULT_USER_ROLE, expires_on: '' };

/** Today as a date input's value (the reader's local day). */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The new key, shown once: a Copy button and a plain warning that it will not be shown again. */
function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const name = created.name;
  return (
    <div className="grid gap-6">
      <DialogHeader>
        <DialogTitle>
          <Trans>Copy your API key</Trans>
        </DialogTitle>
        <DialogDescription>{t`The key ${name} is ready. Send it as Authorization: Bearer <key> or X-API-Key: <key>.`}</DialogDescription>
      </DialogHeader>
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>You will not see this key again</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Copy it now and keep it safe. If it is lost, revoke it and create another.</Trans>
        </AlertDescription>
      </Alert>
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>API key</Trans>
        </label>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
          <input
            id={id}
            readOnly
            value={created.key}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all"
            data-testid="created-api-key"
          />
          <CopyButton text={created.key} label={t`Copy key`} className="self-start sm:self-auto" />
        </div>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * "New API key": a name, the role it acts with (those the admin may give) and an optional last
 * day; then the key itself, once, with Copy (POST /api-keys).
 */
export function CreateApiKeyDialog() {
  const { t } = useLingui();
  const myRole = useAuthSource().user?.role ?? GUEST_ROLE;
  const roles = useRoles().data;
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { create } = useApiKeyWrites();
  const form = useSchemaForm(createFormSchema, EMPTY);
  const { onSubmit, problem, clearProblem } = useEntityFormSubmit(form, {
    submit: ({ name, role, expires_on }) =>
      create.mutateAsync({ name, role, ...(expires_on ? { expires_at: endOfDay(expires_on) } : {}) }),
    failure: t`Could not create the API key`,
    onDone: (key) => {
      setCreated(key);
      form.reset(EMPTY);
    },
  });
  const options = useRoleOptions((roles ?? []).filter((r) => mayGrantRole(myRole, r.name)));
  if (!options.some((o) => o.value === DEFAULT_USER_ROLE)) {
    options.unshift({ value: DEFAULT_USER_ROLE, label: t`User` });
  }
  const pending = form.formState.isSubmitting;
  function onOpenChange(next: boolean) {
    if (!next) {
      clearProblem();
      form.clearErrors();
      setCreated(null);
    }
    setOpen(next);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound aria-hidden="true" />
          <Trans>New API key</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <CreatedKey created={created} onDone={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t`Create an API key`}>
            <DialogHeader>
              <DialogTitle>
                <Trans>Create an API key</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  A script uses it to call the API as you, in the role chosen here. It cannot manage accounts,
                  users, roles or keys.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <fieldset disabled={pending} className="grid min-w-0 gap-4">
              <TextField
                form={form}
                required
                name="name"
                label={t`Name`}
                autoComplete="off"
                placeholder={t`Nightly export`}
              />
              <SelectField form={form} name="role" label={t`Role`} options={options} />
              <TextField
                form={form}
                name="expires_on"
                label={t`Expires after`}
                type="date"
                min={today()}
                description={t`Optional: the key stops working after this day.`}
              />
            </fieldset>
            <FormAlert problem={problem} />
            <DialogFooter>
              <CancelButton onClick={() => onOpenChange(false)} disabled={pending} />
              <Button type="submit" loading={pending}>
                <Trans>Create key</Trans>
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
