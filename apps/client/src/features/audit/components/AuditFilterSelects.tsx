import type { AuditEntity } from '@atrium/schema';
import { cn, NativeSelect } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditActorOption } from '../utils/audit-actor-options';
import { auditEntityLabel } from '../utils/audit-labels';

/** The kind filter of an audit list: every kind in `entities`, or '' for all. */
export function AuditKindSelect<E extends AuditEntity>({
  id,
  entities,
  value,
  onChange,
  className,
}: {
  id: string;
  entities: readonly E[];
  value: E | '';
  onChange: (entity: E | '') => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        <Trans>Kind</Trans>
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as E | '')}>
        <option value="">{t`All kinds`}</option>
        {entities.map((entity) => (
          <option key={entity} value={entity}>
            {auditEntityLabel(i18n, entity)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The person filter of an audit list: a user id, or '' for anyone. */
export function AuditActorSelect({
  id,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  options: readonly AuditActorOption[];
  value: string;
  onChange: (actor: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-xs text-muted-foreground">
        <Trans>Who</Trans>
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`Anyone`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
