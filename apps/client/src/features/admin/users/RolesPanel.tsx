import {
  createRoleSchema,
  GUEST_ROLE,
  platformRoleRank,
  ROLE_NAME_MAX_LENGTH,
  updateRoleSchema,
  type Role,
} from '@atrium/schema';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Skeleton,
} from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { TextareaField, TextField } from '@/components/form/FormFields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useAuthSource } from '@/auth/useAuthSource';
import { errorMessage } from '@/lib/mutation-feedback';
import { PermissionMatrix } from './PermissionMatrix';
import { useRoleWrites, useRoles } from './use-user-admin';
import { useRoleText } from '../../../lib/role-text';

/**
 * A role name from a label: "Content editor" → `content_editor`. Letters outside a–z (after
 * dropping accents) become `_`; empty when nothing usable is left (the name is then typed in).
 */
function roleNameFrom(label: string): string {
  const name = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, ROLE_NAME_MAX_LENGTH)
    .replace(/_+$/, '');
  return name;
}

function CreateRoleDialog() {
  const { create } = useRoleWrites();
  const { t } = useLingui();
  const form = useSchemaForm(createRoleSchema, { name: '', label: '', description: '' });
  return (
    <EntityFormDialog
      form={form}
      noun={t`role`}
      verb="Add"
      submit={create.mutateAsync}
      description={t`A custom role counts as a user in the admin area; give it permissions on collections in the matrix below.`}
    >
      <TextField
        form={form}
        required
        name="label"
        label={t`Label`}
        placeholder={t`Content editor`}
        autoComplete="off"
        rules={{
          // The name follows the label until it is typed in itself.
          onChange: (event: { target: { value: string } }) => {
            if (form.getFieldState('name').isDirty) return;
            form.setValue('name', roleNameFrom(event.target.value), {
              shouldValidate: form.formState.isSubmitted,
            });
          },
        }}
      />
      <TextField
        form={form}
        required
        name="name"
        label={t`Name`}
        placeholder="content_editor"
        autoComplete="off"
        description={t`Made from the label; snake_case, and it cannot be changed later.`}
      />
      <TextareaField form={form} name="description" label={t`Description`} rows={3} />
    </EntityFormDialog>
  );
}

function EditRoleDialog({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { update } = useRoleWrites();
  const { t } = useLingui();
  const name = role.name;
  const form = useSchemaForm(updateRoleSchema, { label: role.label, description: role.description });
  return (
    <EntityFormDialog
      form={form}
      noun={t`role`}
      mode="edit"
      triggerLabel={null}
      open={open}
      onOpenChange={onOpenChange}
      submit={(patch) => update.mutateAsync({ name: role.name, patch })}
      description={t`The name ${name} stays: users and permissions refer to it.`}
    >
      <TextField form={form} name="label" label={t`Label`} />
      <TextareaField form={form} name="description" label={t`Description`} rows={3} />
    </EntityFormDialog>
  );
}

function RoleActions({ role }: { role: Role }) {
  const { remove } = useRoleWrites();
  const { t } = useLingui();
  const name = role.name;
  const label = useRoleText().label(role);
  const count = role.user_count;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A role ranked above the caller's own is its holders' to change (the server answers 403).
  const myRole = useAuthSource().user?.role ?? GUEST_ROLE;
  const above = platformRoleRank(name) > platformRoleRank(myRole);
  const refused = remove.isError && remove.variables?.name === role.name ? errorMessage(remove.error) : null;
  if (above) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t`Actions for role ${name}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Trans>Edit…</Trans>
          </DropdownMenuItem>
          {role.is_system ? null : (
            <DropdownMenuItem
              className="text-destructive"
              onSelect={() => {
                remove.reset();
                setDeleting(true);
              }}
            >
              <Trans>Delete…</Trans>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {editing ? <EditRoleDialog role={role} open={editing} onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete the role ${label}?`}
        description={
          <>
            <p>
              {count > 0
                ? t`${plural(count, {
                    one: '# user holds it: give them another role first, or the server refuses.',
                    other: '# users hold it: give them another role first, or the server refuses.',
                  })}`
                : t`Nobody holds it. Collection permissions that name it stop applying to anyone.`}
            </p>
            {refused ? (
              <p role="alert" className="font-medium text-destructive">
                {refused}
              </p>
            ) : null}
          </>
        }
        confirmLabel={t`Delete role`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(role, { onSuccess: () => setDeleting(false) })}
      />
    </>
  );
}

/**
 * The platform roles: the five system ones and the custom ones, with who holds them; below, the
 * permission matrix (what each role may do with each collection).
 */
export function RolesPanel() {
  return (
    // min-w-0: the matrix's table scrolls inside its own box instead of widening the page.
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <RolesList />
      <PermissionMatrix />
    </div>
  );
}

function RolesList() {
  const roles = useRoles();
  const { t } = useLingui();
  const roleText = useRoleText();
  return (
    <Card className="gap-0 py-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 border-b py-4">
        <div className="grid gap-1.5">
          <CardTitle>
            <Trans>Roles</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Admin, super admin and platform owner open the admin area, each able to appoint up to its own
              rank.
            </Trans>
          </CardDescription>
        </div>
        <CreateRoleDialog />
      </CardHeader>
      <CardContent className="px-0">
        {roles.isError ? (
          <div className="p-4">
            <QueryErrorCard
              title={t`Roles could not be loaded`}
              error={roles.error}
              onRetry={() => void roles.refetch()}
            />
          </div>
        ) : (
          <ul aria-label={t`Roles`} aria-busy={roles.isPending || undefined} className="divide-y">
            {roles.isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <li key={i} className="px-6 py-3">
                    <Skeleton className="h-4 w-48" />
                  </li>
                ))
              : roles.data.map((role) => (
                  <li key={role.name} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-6">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{roleText.label(role)}</span>
                        <code className="text-xs text-muted-foreground">{role.name}</code>
                        {role.is_system ? (
                          <Badge variant="secondary">
                            <Trans>System</Trans>
                          </Badge>
                        ) : (
                          <Badge variant="outline">
                            <Trans>Custom</Trans>
                          </Badge>
                        )}
                      </p>
                      {role.description ? (
                        <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                          {roleText.description(role)}
                        </p>
                      ) : null}
                      <p className="mt-1 text-xs text-muted-foreground">
                        <Plural value={role.user_count} one="# user" other="# users" />
                      </p>
                    </div>
                    <RoleActions role={role} />
                  </li>
                ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
