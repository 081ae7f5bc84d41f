import { Trans, useLingui } from '@lingui/react/macro';
import type { Zone } from '@atrium/schema';
import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { zoneRoleLabel } from '../utils/role-labels';
import { ZoneIcon } from './ZoneIcon';

/**
 * A zone in a list: icon, name, the caller's role; the whole card links to the zone. The name
 * wraps to two lines beside the badges; the description runs under it to the card's edge (past
 * the badges' column), so neither is cut to a word or two in a narrow card.
 */
export function ZoneCard({ zone }: { zone: Zone }) {
  const { t, i18n } = useLingui();
  return (
    <Card className="relative h-full transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <CardHeader>
        <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1">
          <span className="row-span-2 grid size-9 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
            <ZoneIcon name={zone.icon} className="size-5" />
          </span>
          <CardTitle className="line-clamp-2 break-words">
            <RouteLink
              name="zone_dashboard"
              params={{ zoneId: zone.id }}
              className="outline-none after:absolute after:inset-0"
            >
              {zone.name}
            </RouteLink>
          </CardTitle>
          <div className="flex flex-col items-end gap-1">
            {zone.role ? <Badge variant="secondary">{zoneRoleLabel(i18n, zone.role)}</Badge> : null}
            {!zone.is_active ? (
              <Badge variant="outline">
                <Trans>archived</Trans>
              </Badge>
            ) : null}
          </div>
          <CardDescription className="col-span-2 col-start-2 line-clamp-2">
            {zone.description || t`No description`}
          </CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
