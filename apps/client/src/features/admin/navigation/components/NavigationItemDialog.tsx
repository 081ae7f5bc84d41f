import type { NavigationItem, NavigationItemCreate, Role, Route, Zone } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  Field,
  FieldDescription,
  FieldError,
  Label,
  NativeSelect,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { SelectField, SwitchField, TextField } from '@/components/form/FormFields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { translateDataText } from '@/i18n/data-labels';
import type { NewNavigationItem } from '../hooks/useNavigationBuilder';
import {
  EMPTY_NAVIGATION_FORM,
  navigationFormSchema,
  navigationFormValues,
  navigationUpdatePatch,
  routeForLink,
  type NavigationFormValues,
} from '../utils/navigation-form';
import { navigationAudienceWarning } from '../utils/navigation-audience';
import { flattenTree } from '../utils/navigation-tree-edit';
import { IconNamePicker } from '@/features/shell/components/IconNamePicker';
import { useRoleText } from '../../../../lib/role-text';

export interface NavigationChoices {
  items: readonly NavigationItem[];
  routes: readonly Route[];
  roles: readonly Role[];
  zones: readonly Zone[];
  icons: readonly string[];
}

type Form = ReturnType<typeof useSchemaForm<NavigationFormValues, NavigationItemCreate>>;

/** "Admin users" from "admin_users". */
function routeTitle(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function RoutePicker({ form, routes }: { form: Form; routes: readonly Route[] }) {
  const { t } = useLingui();
  const id = useId();
  const sorted = useMemo(() => [...routes].sort((a, b) => a.path.localeCompare(b.path)), [routes]);
  const link = useWatch({ control: form.control, name: 'path' });
  return (
    <Field>
      <Label htmlFor={id}>
        <Trans>Page</Trans>
      </Label>
      <NativeSelect
        id={id}
        value={routeForLink(sorted, link)?.id ?? ''}
        onChange={(event) => {
          const route = sorted.find((r) => r.id === event.target.value);
          if (!route) return;
          form.setValue('path', route.path, { shouldDirty: true, shouldValidate: true });
          if (!form.getValues('title').trim()) {
            form.setValue('title', routeTitle(route.name), { shouldDirty: true, shouldValidate: true });
          }
        }}
      >
        <option value="">{t`Pick a page of the routes table…`}</option>
        {sorted.map((route) => {
          const { path, name } = route;
          return (
            <option key={route.id} value={route.id}>
              {route.is_active ? `${path} · ${name}` : t`${path} · ${name} (inactive)`}
            </option>
          );
        })}
      </NativeSelect>
      <FieldDescription>
        <Trans>Fills in the link below, which you may also type.</Trans>
      </FieldDescription>
    </Field>
  );
}

/** Warns, before saving, when the link's page refuses people the item is shown to. */
function AudienceWarning({ form, routes }: { form: Form; routes: readonly Route[] }) {
  const { i18n } = useLingui();
  const path = useWatch({ control: form.control, name: 'path' });
  const requiredRole = useWatch({ control: form.control, name: 'required_role' });
  const warning = navigationAudienceWarning(
    i18n,
    { path: path?.trim() || null, required_role: requiredRole || null },
    routes,
  );
  if (!warning) return null;
  return (
    <Alert variant="warning" data-testid="navigation-audience-warning">
      <TriangleAlert aria-hidden="true" />
      <AlertDescription>{warning}</AlertDescription>
    </Alert>
  );
}

function ItemFields({
  form,
  choices,
  withParent,
}: {
  form: Form;
  choices: NavigationChoices;
  withParent: boolean;
}) {
  const { t, i18n } = useLingui();
  const roleText = useRoleText();
  const parentOptions = useMemo(
    () => [
      { value: '', label: t`None (a top-level entry)` },
      ...flattenTree(choices.items).rows.map((row) => ({
        value: row.id,
        label: `${'\u2003'.repeat(row.depth)}${translateDataText(i18n, row.item.title)}`,
      })),
    ],
    [choices.items, t, i18n],
  );
  const roleOptions = [
    { value: '', label: t`Everyone signed in` },
    ...choices.roles.map((role) => ({ value: role.name, label: `${roleText.label(role)} (${role.name})` })),
  ];
  const zoneOptions = [
    { value: '', label: t`Every zone` },
    ...choices.zones.map((zone) => ({ value: zone.id, label: zone.name })),
  ];
  return (
    <>
      <TextField form={form} required name="title" label={t`Title`} autoComplete="off" />
      <RoutePicker form={form} routes={choices.routes} />
      <TextField
        form={form}
        name="path"
        label={t`Link`}
        autoComplete="off"
        spellCheck={false}
        placeholder={t`/admin/users or https://…`}
        description={t`A path of this app (starts with /) or an http(s) URL. Empty: a group heading.`}
      />
      <Controller
        control={form.control}
        name="icon"
        render={({ field, fieldState }) => (
          <div className="grid gap-1">
            <IconNamePicker
              name="navigation-icon"
              names={choices.icons}
              value={field.value}
              onChange={field.onChange}
              invalid={!!fieldState.error}
            />
            <FieldError role="alert">{fieldState.error?.message}</FieldError>
          </div>
        )}
      />
      {withParent ? (
        <SelectField form={form} name="parent_id" label={t`Inside`} options={parentOptions} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="required_role"
          label={t`Shown to`}
          options={roleOptions}
          description={t`Users of this role see it, and admins who rank at or above it.`}
        />
        <SelectField
          form={form}
          name="zone_id"
          label={t`Zone`}
          options={zoneOptions}
          description={t`Only members of this zone see it.`}
        />
      </div>
      <AudienceWarning form={form} routes={choices.routes} />
      <SwitchField
        form={form}
        name="is_active"
        label={t`Active`}
        description={t`Inactive items are left out of every menu.`}
      />
      <SwitchField
        form={form}
        name="is_visible"
        label={t`Visible`}
        description={t`Hidden items stay stored (and reachable by link) but are not shown in the menu.`}
      />
    </>
  );
}

/**
 * Adds a menu item to the draft, last among its siblings: nothing is stored until Save (which
 * sends the whole draft at once), and Undo takes it back.
 */
export function AddNavigationItemDialog({
  choices,
  onAdd,
}: {
  choices: NavigationChoices;
  onAdd: (item: NewNavigationItem) => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(navigationFormSchema, EMPTY_NAVIGATION_FORM);
  return (
    <EntityFormDialog
      form={form}
      noun={t`menu item`}
      verb="Add"
      triggerLabel={t`Add item`}
      triggerSize="md"
      description={t`It joins your unsaved changes; Save stores them all at once.`}
      submit={async (values) => {
        const { id: _id, ...fields } = values;
        onAdd({
          ...fields,
          label: fields.label ?? null,
          path: fields.path ?? null,
          href: fields.href ?? null,
          icon: fields.icon ?? null,
          description: fields.description ?? null,
          parent_id: fields.parent_id ?? null,
          required_role: fields.required_role ?? null,
          zone_id: fields.zone_id ?? null,
        });
        return values;
      }}
    >
      <ItemFields form={form} choices={choices} withParent />
    </EntityFormDialog>
  );
}

/** Edits a menu item in the draft (the fields that changed; stored with the next Save). */
export function EditNavigationItemDialog({
  item,
  choices,
  onSave,
  onClose,
}: {
  item: NavigationItem;
  choices: NavigationChoices;
  onSave: (id: string, patch: Partial<NavigationItem>) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(navigationFormSchema, navigationFormValues(item));
  return (
    <EntityFormDialog
      form={form}
      noun={t`menu item`}
      mode="edit"
      triggerLabel={null}
      // The builder guards leaving with its whole draft, this item's changes included once saved.
      guardLeaving={false}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      description={t`It joins your unsaved changes; Save stores them all at once. Move it by dragging it in the tree.`}
      submit={async (values) => {
        const patch = navigationUpdatePatch(item, values);
        if (Object.keys(patch).length > 0) onSave(item.id, patch as Partial<NavigationItem>);
        return item;
      }}
    >
      <ItemFields form={form} choices={choices} withParent={false} />
    </EntityFormDialog>
  );
}
