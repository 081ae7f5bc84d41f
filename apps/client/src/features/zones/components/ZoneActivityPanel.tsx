import { ZONE_AUDIT_ENTITIES } from '@atrium/schema';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { AuditEntriesTable } from '@/features/audit/components/AuditEntriesTable';
import { AuditActorSelect, AuditKindSelect } from '@/features/audit/components/AuditFilterSelects';
import { auditActorOptions } from '@/features/audit/utils/audit-actor-options';
import { DEFAULT_ZONE_ACTIVITY_PARAMS, type ZoneActivityParams } from '../api/zone-activity-params';
import { useZoneActivity } from '../hooks/useZoneActivity';
import { useZoneMembers } from '../hooks/useZoneMembers';

/**
 * A zone's Activity (its owners and admins, in Settings): who changed what in the zone — the zone
 * itself, its hubs, modules, dashboards, members and invitations — newest first, filtered by kind
 * and person, paged by the server (GET /zones/:zoneId/activity). A row opens its before and after.
 */
export function ZoneActivityPanel({ zoneId }: { zoneId: string }) {
  const { t } = useLingui();
  const id = useId();
  const [params, setParams] = useState<ZoneActivityParams>(DEFAULT_ZONE_ACTIVITY_PARAMS);
  const list = useZoneActivity(zoneId, params);
  const members = useZoneMembers(zoneId);
  const set = (change: Partial<ZoneActivityParams>) => setParams((p) => ({ ...p, ...change, pageIndex: 0 }));

  // The zone's members by email; someone who left stays listed while chosen.
  const actorOptions = useMemo(
    () =>
      auditActorOptions(
        (members.data ?? [])
          .map((m) => ({ value: m.user_id, label: m.email ?? m.user_id }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        params.actor,
        list.data?.entries,
      ),
    [members.data, params.actor, list.data],
  );
  const filtered = params.entity !== '' || params.actor !== '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Activity</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Who changed what in this zone: its settings, hubs, modules, dashboards, members and invitations.
            Only owners and admins see this.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        <div className="grid items-end gap-2 sm:flex sm:flex-wrap [&>div]:min-w-0">
          <AuditKindSelect
            id={`${id}-entity`}
            className="sm:w-48"
            entities={ZONE_AUDIT_ENTITIES}
            value={params.entity}
            onChange={(entity) => set({ entity })}
          />
          <AuditActorSelect
            id={`${id}-actor`}
            className="sm:w-56"
            options={actorOptions}
            value={params.actor}
            onChange={(actor) => set({ actor })}
          />
          {filtered ? (
            <Button
              variant="ghost"
              className="justify-self-start"
              onClick={() => setParams(DEFAULT_ZONE_ACTIVITY_PARAMS)}
            >
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </div>
        <AuditEntriesTable
          label={t`Zone activity`}
          list={list}
          page={{ pageIndex: params.pageIndex, pageSize: params.pageSize }}
          onPageChange={(page) => setParams((p) => ({ ...p, ...page }))}
          onFilterActor={(actor) => set({ actor })}
          emptyState={
            filtered ? (
              <EmptyState
                className="border-0"
                icon={<History />}
                title={t`No changes match these filters`}
                description={t`Choose another kind or person.`}
              />
            ) : (
              <EmptyState
                className="border-0"
                icon={<History />}
                title={t`No changes recorded yet`}
                description={t`Changes to this zone, its hubs, modules, dashboards and members appear here.`}
              />
            )
          }
        />
      </CardContent>
    </Card>
  );
}
