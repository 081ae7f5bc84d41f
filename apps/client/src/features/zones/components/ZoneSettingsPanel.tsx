import { Trans, useLingui } from '@lingui/react/macro';
import { zoneUpdateSchema, type Zone } from '@atrium/schema';
import { Button, DangerZone, DangerZoneItem } from '@atrium/ui';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { useDeleteZone } from '../hooks/useDeleteZone';
import { useUpdateZone } from '../hooks/useUpdateZone';
import type { ZoneAbilities } from '../utils/zone-abilities';
import { AccessGate } from './AccessGate';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EntityFormCard } from '@/components/form/EntityFormDialog';
import { ZoneActivityPanel } from './ZoneActivityPanel';
import { ZoneFormFields } from './ZoneFormFields';

/**
 * Zone settings (owners and admins; archive and delete for owners), behind the zone update guard:
 * the zone's name and look, its Activity (who changed what), and the danger zone.
 */
export function ZoneSettingsPanel({ zone, abilities }: { zone: Zone; abilities: ZoneAbilities }) {
  return (
    <AccessGate zoneId={zone.id} resource="zone" action="update">
      <ZoneSettingsForm key={zone.updated_at} zone={zone} abilities={abilities} />
    </AccessGate>
  );
}

function ZoneSettingsForm({ zone, abilities }: { zone: Zone; abilities: ZoneAbilities }) {
  // The form shows its own failures; archive and restore (buttons) toast theirs.
  const update = useUpdateZone(zone.id, { inlineErrors: true });
  const archive = useUpdateZone(zone.id);
  const { navigate } = useAppNavigation();
  const remove = useDeleteZone(zone.id, () => navigate('zones'));
  const form = useForm({
    resolver: zodResolver(zoneUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: zone.name, icon: zone.icon, description: zone.description ?? '' },
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const { t } = useLingui();
  const name = zone.name;

  return (
    <div className="grid gap-6">
      <EntityFormCard
        form={form}
        title={t`General`}
        description={t`Name, icon and description, as members see them.`}
        submitLabel={t`Save changes`}
        failure={t`Could not save the zone`}
        submit={update.mutateAsync}
      >
        <ZoneFormFields form={form} />
      </EntityFormCard>
      <ZoneActivityPanel zoneId={zone.id} />
      {abilities.deleteZone ? (
        <DangerZone description={t`Only owners can archive or delete a zone.`}>
          <DangerZoneItem
            description={
              zone.is_active
                ? t`Archiving hides the zone from the list and makes its hubs, modules and dashboards read-only. You can restore it.`
                : t`This zone is archived. Restore it to change its content again.`
            }
            action={
              zone.is_active ? (
                <Button variant="outline" onClick={() => setConfirmArchive(true)}>
                  <Archive aria-hidden="true" />
                  <Trans>Archive zone</Trans>
                </Button>
              ) : (
                <Button
                  variant="outline"
                  loading={archive.isPending}
                  onClick={() => archive.mutate({ is_active: true })}
                >
                  <ArchiveRestore aria-hidden="true" />
                  <Trans>Restore zone</Trans>
                </Button>
              )
            }
          />
          <DangerZoneItem
            description={t`Deleting is permanent and removes everything in the zone.`}
            action={
              <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete zone</Trans>
              </Button>
            }
          />
        </DangerZone>
      ) : null}
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={t`Archive ${name}?`}
        description={
          <p>
            <Trans>
              Members keep read access, but nobody can change its hubs, modules or dashboards until it is
              restored.
            </Trans>
          </p>
        }
        confirmLabel={t`Archive zone`}
        pending={archive.isPending}
        onConfirm={() => archive.mutate({ is_active: false }, { onSettled: () => setConfirmArchive(false) })}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t`Delete ${name}?`}
        description={
          <>
            <p>
              <Trans>This permanently deletes the zone and everything in it:</Trans>
            </p>
            <ul className="list-disc pl-5">
              <li>
                <Trans>all its hubs, with their modules and dashboards</Trans>
              </li>
              <li>
                <Trans>every membership — members lose access at once</Trans>
              </li>
            </ul>
            <p>
              <Trans>This cannot be undone. Archive the zone instead to keep its content.</Trans>
            </p>
          </>
        }
        confirmLabel={t`Delete zone for good`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
