import { Trans, useLingui } from '@lingui/react/macro';
import type { Zone } from '@atrium/schema';
import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { zoneRoleLabel } from '../utils/role-labels';
import { ZoneIcon } from './ZoneIcon';

/** A zone in a list: icon, name, the caller's role; the whole card links to the zone. */
export function ZoneCard({ zone }: { zone: Zone }) {
  const { t, i18n } = useLingui();
  return (
    <Card className="relative transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
            <ZoneIcon name={zone.icon} className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <CardTitle className="truncate">
              <RouteLink
                name="zone_dashboard"
                params={{ zoneId: zone.id }}
                className="outline-none after:absolute after:inset-0"
              >
                {zone.name}
              </RouteLink>
            </CardTitle>
            <CardDescription className="line-clamp-2">
              {zone.description || t`No description`}
            </CardDescription>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {zone.role ? <Badge variant="secondary">{zoneRoleLabel(i18n, zone.role)}</Badge> : null}
            {!zone.is_active ? (
              <Badge variant="outline">
                <Trans>archived</Trans>
              </Badge>
            ) : null}
          </div>
        </div>
      </CardHeader>
    </Card>
  );
}
