import { componentKeyName, LAYOUT_NAMES, type Route } from '@atrium/schema';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { SelectField, SwitchField, TextField } from '../../../components/form/FormFields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { COMPONENT_KEYS } from '../../../routing/component-registry';
import {
  EMPTY_ROUTE_FORM,
  ROUTE_ACCESS_OPTIONS,
  routeCreateInput,
  routeFormSchema,
  routeFormValues,
  routeUpdatePatch,
  type RouteFormValues,
} from './route-form';
import { useRouteWrites } from './routes-admin-api';

const LAYOUT_OPTIONS = [
  { value: '', label: 'None (the page alone)' },
  ...LAYOUT_NAMES.map((name) => ({ value: name, label: name })),
];
const ACCESS_OPTIONS = [...ROUTE_ACCESS_OPTIONS, { value: '', label: 'Not set (signed-in users)' }];
/** The page components this build registers, offered as suggestions for component_name. */
const COMPONENT_NAMES = [...new Set(COMPONENT_KEYS.map(componentKeyName))].sort();
const COMPONENT_LIST_ID = 'route-component-names';

function RouteFields({ form }: { form: ReturnType<typeof useSchemaForm<RouteFormValues, RouteFormValues>> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          label="Name"
          autoComplete="off"
          spellCheck={false}
          description="Links and redirects find the route by it: lowercase, a-z 0-9 _ . -"
        />
        <TextField
          form={form}
          name="path"
          label="Path"
          autoComplete="off"
          spellCheck={false}
          description="Starts with /; parameters are :name, optional :name?, a final *"
        />
      </div>
      <TextField
        form={form}
        name="component_name"
        label="Component"
        autoComplete="off"
        spellCheck={false}
        list={COMPONENT_LIST_ID}
        description="A page of this build (suggested as you type); an unknown one shows 'Component Not Found'."
      />
      <datalist id={COMPONENT_LIST_ID}>
        {COMPONENT_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="layout" label="Layout" options={LAYOUT_OPTIONS} />
        <SelectField
          form={form}
          name="guard_type"
          label="Access"
          options={ACCESS_OPTIONS}
          description="Applies unless the route is public."
        />
      </div>
      <SwitchField
        form={form}
        name="is_public"
        label="Public"
        description="Anyone may open it, signed in or not (a public route named login sends signed-in users on)."
      />
      <SwitchField
        form={form}
        name="dynamic"
        label="Dynamic"
        description="The page receives the URL parameters as props, behind a sign-in check unless public."
      />
      <SwitchField
        form={form}
        name="is_active"
        label="Active"
        description="Inactive routes are not served."
      />
    </>
  );
}

/** Adds a route (POST /routes). */
export function CreateRouteDialog() {
  const { create } = useRouteWrites();
  const form = useSchemaForm(routeFormSchema, EMPTY_ROUTE_FORM);
  return (
    <EntityFormDialog
      form={form}
      noun="route"
      verb="Add"
      triggerSize="md"
      description="Open browsers pick the new route up within seconds."
      submit={(values) => create.mutateAsync(routeCreateInput(values))}
    >
      <RouteFields form={form} />
    </EntityFormDialog>
  );
}

/** Edits a route (PATCH /routes/:id with the fields that changed); opened from the row's menu. */
export function EditRouteDialog({
  route,
  open,
  onOpenChange,
}: {
  route: Route;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { update } = useRouteWrites();
  const form = useSchemaForm(routeFormSchema, routeFormValues(route));
  return (
    <EntityFormDialog
      form={form}
      noun="route"
      mode="edit"
      triggerLabel={null}
      open={open}
      onOpenChange={onOpenChange}
      submit={async (values) => {
        const patch = routeUpdatePatch(route, values);
        if (Object.keys(patch).length === 0) return route;
        return update.mutateAsync({ id: route.id, patch });
      }}
      onDone={(saved: Route) => form.reset(routeFormValues(saved))}
    >
      <RouteFields form={form} />
    </EntityFormDialog>
  );
}
