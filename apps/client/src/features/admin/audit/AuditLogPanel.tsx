import { AUDIT_ENTITIES } from '@atrium/schema';
import { Button, EmptyState, Input } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { AuditEntriesTable } from '@/features/audit/components/AuditEntriesTable';
import { AuditActorSelect, AuditKindSelect } from '@/features/audit/components/AuditFilterSelects';
import { auditActorOptions } from '@/features/audit/utils/audit-actor-options';
import { DEFAULT_AUDIT_LIST_PARAMS, type AuditListParams } from './audit-api';
import { useAuditActors } from './use-audit-actors';
import { useAuditLog } from './use-audit-log';

/**
 * The audit log (GET /audit): every recorded admin change, newest first, paged by the server and
 * filtered by kind, person and days. A row opens its before and after.
 */
export function AuditLogPanel() {
  const { t } = useLingui();
  const id = useId();
  const [params, setParams] = useState<AuditListParams>(DEFAULT_AUDIT_LIST_PARAMS);
  const list = useAuditLog(params);
  const actors = useAuditActors();
  const set = (change: Partial<AuditListParams>) => setParams((p) => ({ ...p, ...change, pageIndex: 0 }));

  // A person chosen from an entry who is no admin any more stays listed while chosen.
  const actorOptions = useMemo(
    () =>
      auditActorOptions(
        (actors.data ?? []).map((u) => ({ value: u.id, label: u.email })),
        params.actor,
        list.data?.entries,
      ),
    [actors.data, params.actor, list.data],
  );

  const filtered =
    params.entity !== '' || params.actor !== '' || params.fromDay !== '' || params.toDay !== '';
  const filters = (
    <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap [&>div]:min-w-0">
      <AuditKindSelect
        id={`${id}-entity`}
        className="col-span-2 sm:w-48"
        entities={AUDIT_ENTITIES}
        value={params.entity}
        onChange={(entity) => set({ entity })}
      />
      <AuditActorSelect
        id={`${id}-actor`}
        className="col-span-2 sm:w-56"
        options={actorOptions}
        value={params.actor}
        onChange={(actor) => set({ actor })}
      />
      <div className="grid gap-1">
        <label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
          <Trans>From</Trans>
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={params.fromDay}
          max={params.toDay || undefined}
          onChange={(e) => set({ fromDay: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
          <Trans>To</Trans>
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={params.toDay}
          min={params.fromDay || undefined}
          onChange={(e) => set({ toDay: e.target.value })}
        />
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start"
          onClick={() => setParams(DEFAULT_AUDIT_LIST_PARAMS)}
        >
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className="grid min-w-0 gap-3">
      {filters}
      <AuditEntriesTable
        label={t`Audit log`}
        list={list}
        page={{ pageIndex: params.pageIndex, pageSize: params.pageSize }}
        onPageChange={(page) => setParams((p) => ({ ...p, ...page }))}
        onFilterActor={(actor) => set({ actor })}
        emptyState={
          filtered ? (
            <EmptyState
              className="border-0"
              icon={<ClipboardList />}
              title={t`No changes match these filters`}
              description={t`Choose another kind, person or days.`}
            />
          ) : (
            <EmptyState
              className="border-0"
              icon={<ClipboardList />}
              title={t`No changes recorded yet`}
              description={t`Changes admins make to navigation, users, roles and collection schemas appear here.`}
            />
          )
        }
      />
    </div>
  );
}
