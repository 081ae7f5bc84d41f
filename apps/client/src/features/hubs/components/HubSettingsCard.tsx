import { Trans, useLingui } from '@lingui/react/macro';
import { hubUpdateSchema, type Hub } from '@atrium/schema';
import { Button, DangerZone, DangerZoneItem } from '@atrium/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EntityFormCard } from '@/components/form/EntityFormDialog';
import { ZoneFormFields } from '@/features/zones/components/ZoneFormFields';
import { useDeleteHub } from '../hooks/useDeleteHub';
import { useUpdateHub } from '../hooks/useUpdateHub';

/** Hub settings: name, icon, description; delete (with confirmation) in a danger zone below, away from Save. */
export function HubSettingsCard({
  zoneId,
  hub,
  canDelete,
}: {
  zoneId: string;
  hub: Hub;
  canDelete: boolean;
}) {
  const update = useUpdateHub(zoneId, hub.id, { inlineErrors: true });
  const { navigate } = useAppNavigation();
  const remove = useDeleteHub(zoneId, hub.id, () => navigate({ name: 'zone_dashboard', params: { zoneId } }));
  const form = useForm({
    resolver: zodResolver(hubUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: hub.name, icon: hub.icon, description: hub.description ?? '' },
  });
  const [confirm, setConfirm] = useState(false);
  const { t } = useLingui();
  const name = hub.name;
  return (
    <div className="grid gap-6">
      <EntityFormCard
        form={form}
        title={t`Hub settings`}
        description={t`How the hub appears in the zone’s sidebar.`}
        submitLabel={t`Save hub`}
        failure={t`Could not save the hub`}
        submit={update.mutateAsync}
      >
        <ZoneFormFields noun="hub" form={form} />
      </EntityFormCard>
      {canDelete ? (
        <DangerZone>
          <DangerZoneItem
            description={t`Deleting the hub removes its modules and dashboards for good.`}
            action={
              <Button type="button" variant="destructive" onClick={() => setConfirm(true)}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete hub</Trans>
              </Button>
            }
          />
        </DangerZone>
      ) : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t`Delete ${name}?`}
        description={
          <p>
            <Trans>
              This permanently deletes the hub with all its modules and dashboards, including their content
              and layouts.
            </Trans>
          </p>
        }
        confirmLabel={t`Delete hub`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
