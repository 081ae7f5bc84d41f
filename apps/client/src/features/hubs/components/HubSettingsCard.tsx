import { hubUpdateSchema, type Hub } from '@atrium/schema';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@atrium/ui';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAppNavigation } from '../../../routing/navigation/useAppNavigation';
import { ConfirmDialog } from '../../zones/components/ConfirmDialog';
import { ZoneFormFields, type ZoneFormValues } from '../../zones/components/ZoneFormFields';
import { fieldErrors } from '../../zones/utils/field-errors';
import { useDeleteHub } from '../hooks/useDeleteHub';
import { useUpdateHub } from '../hooks/useUpdateHub';

/** Hub settings: name, icon, description; delete with confirmation. */
export function HubSettingsCard({
  zoneId,
  hub,
  canDelete,
}: {
  zoneId: string;
  hub: Hub;
  canDelete: boolean;
}) {
  const update = useUpdateHub(zoneId, hub.id);
  const remove = useDeleteHub(zoneId, hub.id);
  const { navigate } = useAppNavigation();
  const [values, setValues] = useState<ZoneFormValues>({
    name: hub.name,
    icon: hub.icon,
    description: hub.description ?? '',
  });
  const [confirm, setConfirm] = useState(false);
  const parsed = hubUpdateSchema.safeParse(values);
  const dirty =
    values.name !== hub.name || values.icon !== hub.icon || values.description !== (hub.description ?? '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) update.mutate(parsed.data);
  };
  return (
    <Card>
      <form onSubmit={save} noValidate className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle>Hub settings</CardTitle>
          <CardDescription>How the hub appears in the zone’s sidebar.</CardDescription>
        </CardHeader>
        <CardContent>
          <ZoneFormFields
            noun="Hub"
            values={values}
            errors={dirty ? fieldErrors(parsed.error) : {}}
            onChange={setValues}
          />
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-2">
          {canDelete ? (
            <Button type="button" variant="destructive" onClick={() => setConfirm(true)}>
              <Trash2 aria-hidden="true" />
              Delete hub
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={!dirty || !parsed.success} loading={update.isPending}>
            Save hub
          </Button>
        </CardFooter>
      </form>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Delete ${hub.name}?`}
        description={
          <p>
            This permanently deletes the hub with all its modules and dashboards, including their content and
            layouts.
          </p>
        }
        confirmLabel="Delete hub"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate({ name: 'zone_dashboard', params: { zoneId } }),
          })
        }
      />
    </Card>
  );
}
