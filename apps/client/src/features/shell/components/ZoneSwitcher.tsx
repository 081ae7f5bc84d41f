import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Skeleton,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ChevronsUpDown, Layers } from 'lucide-react';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { ZoneIcon } from '@/features/zones/components/ZoneIcon';
import { useZone } from '@/features/zones/hooks/useZone';
import { useZones } from '@/features/zones/hooks/useZones';

/**
 * The zone switcher at the top of the sidebar: the current zone (or "Choose a zone" outside
 * one) and a menu of the caller's zones.
 */
export function ZoneSwitcher({ zoneId }: { zoneId: string | null }) {
  const zones = useZones();
  const current = useZone(zoneId ?? '');
  const { navigate } = useAppNavigation();
  const { t } = useLingui();
  // The zone as the list of the caller's zones already knows it, while its own answer is on its way.
  const known = current.data ?? zones.data?.find((zone) => zone.id === zoneId);
  // Loading, or paused offline (not "Unknown zone": it may well exist; a mistyped id never asks).
  if (zoneId && !known && current.isPending && current.fetchStatus !== 'idle')
    return <Skeleton className="h-10 w-full" />;
  const name = zoneId ? (known?.name ?? t`Unknown zone`) : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 w-full justify-start gap-2 px-2"
          aria-label={name ? t`Switch zone, current: ${name}` : t`Choose a zone`}
        >
          <span className="grid size-6 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
            {name ? <ZoneIcon name={known?.icon} className="size-3.5" /> : <Layers className="size-3.5" />}
          </span>
          <span
            className={
              name
                ? 'min-w-0 flex-1 truncate text-left font-medium'
                : 'min-w-0 flex-1 truncate text-left text-muted-foreground'
            }
          >
            {name ?? t`Choose a zone`}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        <DropdownMenuLabel>
          <Trans>Zones</Trans>
        </DropdownMenuLabel>
        {(zones.data ?? []).map((zone) => (
          <DropdownMenuItem
            key={zone.id}
            onSelect={() => void navigate({ name: 'zone_dashboard', params: { zoneId: zone.id } })}
          >
            <ZoneIcon name={zone.icon} className="size-4" />
            <span className="min-w-0 flex-1 truncate">{zone.name}</span>
            {zone.id === zoneId ? <Check className="size-4" aria-label={t`current`} /> : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('zones')}>
          <Layers className="size-4" aria-hidden="true" />
          <Trans>All zones</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
