import { Trans, useLingui } from '@lingui/react/macro';
import type { Zone } from '@atrium/schema';
import { Badge, PageHeader } from '@atrium/ui';
import type { ReactNode } from 'react';
import { zoneRoleLabel } from '../utils/role-labels';
import { ZoneIcon } from './ZoneIcon';

export function ZoneHeader({ zone, actions }: { zone: Zone; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const role = zone.role ? zoneRoleLabel(i18n, zone.role) : null;
  return (
    <PageHeader
      eyebrow={
        <span className="flex flex-wrap items-center gap-2">
          <span className="grid size-7 place-items-center rounded-md bg-primary/10 text-primary">
            <ZoneIcon name={zone.icon} className="size-4" />
          </span>
          {role ? (
            <Badge variant="secondary">
              <Trans>Your role: {role}</Trans>
            </Badge>
          ) : null}
          {!zone.is_active ? (
            <Badge variant="warning">
              <Trans>Archived — read-only</Trans>
            </Badge>
          ) : null}
        </span>
      }
      title={zone.name}
      description={zone.description || t`No description yet.`}
      actions={actions}
    />
  );
}
