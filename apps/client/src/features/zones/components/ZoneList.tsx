import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, EmptyState, Skeleton } from '@atrium/ui';
import { Layers } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useSignedIn } from '@/auth/useSignedIn';
import { useZones } from '../hooks/useZones';
import { SignInPrompt } from './SignInPrompt';
import { CreateZoneDialog } from './CreateZoneDialog';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { ZoneCard } from './ZoneCard';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';

const ZONE_GRID = 'grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4';

/**
 * The caller's zones as cards, with loading, empty and error states. `inCard`: shown inside a
 * card already (the dashboard's "Your zones"), so the empty state is not a second card in it.
 */
export function ZoneList({
  includeArchived = false,
  limit,
  inCard = false,
}: {
  includeArchived?: boolean;
  limit?: number;
  inCard?: boolean;
}) {
  const signedIn = useSignedIn();
  const zones = useZones(includeArchived);
  const { navigate } = useAppNavigation();
  const { t } = useLingui();
  if (!signedIn) return <SignInPrompt title={t`Sign in to see your zones`} />;
  if (zones.isPending) {
    return (
      <div className={ZONE_GRID} role="status" aria-busy="true" aria-label={t`Loading zones`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (zones.isError)
    return (
      <QueryErrorCard
        title={t`Could not load your zones`}
        error={zones.error}
        onRetry={() => void zones.refetch()}
      />
    );
  if (zones.data.length === 0) {
    const empty = (
      <EmptyState
        className="border-0"
        icon={<Layers />}
        title={t`You are not in any zone yet`}
        description={t`Create a zone for your team, or ask a zone owner to add you by email.`}
        action={
          <CreateZoneDialog
            triggerLabel={t`Create your first zone`}
            // Into the new zone, as every other "New zone" goes: its next step is a hub.
            onCreated={(zone) => void navigate({ name: 'zone_dashboard', params: { zoneId: zone.id } })}
          />
        }
      />
    );
    if (inCard) return empty;
    return (
      <Card>
        <CardContent>{empty}</CardContent>
      </Card>
    );
  }
  const shown = limit ? zones.data.slice(0, limit) : zones.data;
  const total = zones.data.length;
  return (
    <div className="grid grid-cols-1 gap-4">
      {/* As many columns of at least 18rem as fit, stretched over the width: no empty third
          column beside two zones, and one column on a phone. */}
      <ul className={ZONE_GRID} aria-label={t`Zones`}>
        {shown.map((zone) => (
          <li key={zone.id}>
            <ZoneCard zone={zone} />
          </li>
        ))}
      </ul>
      {limit && zones.data.length > limit ? (
        <Button asChild variant="link" className="justify-self-start px-0">
          <RouteLink name="zones">
            <Trans>See all {total} zones</Trans>
          </RouteLink>
        </Button>
      ) : null}
    </div>
  );
}
