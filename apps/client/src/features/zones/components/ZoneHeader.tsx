import type { Zone } from '@atrium/schema';
import { Badge, PageHeader } from '@atrium/ui';
import type { ReactNode } from 'react';
import { ZoneIcon } from './ZoneIcon';

export function ZoneHeader({ zone, actions }: { zone: Zone; actions?: ReactNode }) {
  return (
    <PageHeader
      eyebrow={
        <span className="flex flex-wrap items-center gap-2">
          <span className="grid size-7 place-items-center rounded-md bg-primary/10 text-primary">
            <ZoneIcon name={zone.icon} className="size-4" />
          </span>
          {zone.role ? <Badge variant="secondary">Your role: {zone.role}</Badge> : null}
          {!zone.is_active ? <Badge variant="warning">Archived — read-only</Badge> : null}
        </span>
      }
      title={zone.name}
      description={zone.description || 'No description yet.'}
      actions={actions}
    />
  );
}
