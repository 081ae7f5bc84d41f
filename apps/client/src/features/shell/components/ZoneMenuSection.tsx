import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useZoneMenu } from '../hooks/useZoneMenu';
import { MenuSection } from './MenuSection';
import { ZoneMenuIcon } from './ZoneMenuIcon';

/**
 * The sidebar's "This zone" part: the zone's overview, then its hubs with their modules and
 * dashboards. When the hubs cannot be had (a failed request, or offline, where the request waits)
 * the overview stays and a muted line under it says so, with Retry; nothing for a zone this
 * caller cannot see (404).
 */
export function ZoneMenuSection({
  zoneId,
  pathname,
  onNavigate,
}: {
  zoneId: string;
  pathname: string;
  onNavigate: (href: string) => void;
}) {
  const { t } = useLingui();
  const zone = useZoneMenu(zoneId);
  if (zone.notFound) return null;
  return (
    <MenuSection
      label={t`Zone`}
      title={t`This zone`}
      nodes={zone.nodes}
      pathname={pathname}
      onNavigate={onNavigate}
      iconFor={(node) => <ZoneMenuIcon node={node} />}
      empty={zone.isLoading ? t`Loading hubs…` : null}
      footer={
        zone.hubsUnavailable ? (
          <p
            data-testid="zone-hubs-unavailable"
            className="flex flex-wrap items-center gap-x-2 px-2 text-sm text-muted-foreground"
          >
            <span>
              <Trans>Could not load the hubs.</Trans>
            </span>
            <Button variant="link" size="sm" className="h-auto p-0 text-sm" onClick={zone.retryHubs}>
              <Trans>Retry</Trans>
            </Button>
          </p>
        ) : null
      }
    />
  );
}
