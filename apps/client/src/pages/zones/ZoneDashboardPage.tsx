import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui';
import { LayoutGrid, Layers, Settings, Users } from 'lucide-react';
import { HubGrid } from '@/features/hubs/components/HubGrid';
import { CreateHubDialog } from '@/features/hubs/components/HubFormDialog';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { MembersPanel } from '@/features/zones/components/MembersPanel';
import { ZoneHeader } from '@/features/zones/components/ZoneHeader';
import { ZoneLoader } from '@/features/zones/components/ZoneLoader';
import { ZoneOverview } from '@/features/zones/components/ZoneOverview';
import { ZoneSettingsPanel } from '@/features/zones/components/ZoneSettingsPanel';
import { useZoneAbilities } from '@/features/zones/hooks/useZoneAbilities';
import type { Zone } from '@atrium/schema';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useSearchTab } from '@/lib/useSearchTab';

export interface ZoneDashboardPageProps {
  zoneId?: string;
}

/** A zone (zone_dashboard, /zones/:zoneId): overview, then tabs for hubs, members and settings. */
export function ZoneDashboardPage({ zoneId = '' }: ZoneDashboardPageProps) {
  return (
    <PageContainer data-zone-id={zoneId}>
      <ZoneLoader zoneId={zoneId}>{(zone) => <ZoneDetails zone={zone} />}</ZoneLoader>
    </PageContainer>
  );
}

const ZONE_TABS = ['overview', 'hubs', 'members', 'settings'] as const;
/** Without the right to edit the zone there is no Settings tab (the server would refuse its form). */
const READER_TABS = ['overview', 'hubs', 'members'] as const;
/**
 * On a phone the four tabs share the width, with tighter padding and 13 px labels, so the longest
 * offered language (German: Übersicht, Hubs, Mitglieder, Einstellungen) fits whole from 360 px up;
 * narrower, the tab list scrolls within itself (TabsList), never the page.
 */
const TRIGGER = 'flex-1 px-2 text-[13px] sm:flex-none sm:px-3 sm:text-sm';

function ZoneDetails({ zone }: { zone: Zone }) {
  const { t } = useLingui();
  const zoneName = zone.name;
  useDocumentTitle(t`${zoneName} · Atrium`);
  const abilities = useZoneAbilities(zone);
  // The open tab lives in `?tab=`, so links such as /zones/:id?tab=members land on it.
  const [tab, setTab] = useSearchTab(abilities.editZone ? ZONE_TABS : READER_TABS);
  return (
    <>
      <ZoneHeader zone={zone} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t`Zone sections`} className="w-full gap-0.5 sm:w-auto sm:gap-1">
          <TabsTrigger className={TRIGGER} value="overview">
            <LayoutGrid className="max-sm:hidden" aria-hidden="true" />
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger className={TRIGGER} value="hubs">
            <Layers className="max-sm:hidden" aria-hidden="true" />
            <Trans>Hubs</Trans>
          </TabsTrigger>
          <TabsTrigger className={TRIGGER} value="members">
            <Users className="max-sm:hidden" aria-hidden="true" />
            <Trans>Members</Trans>
          </TabsTrigger>
          {abilities.editZone ? (
            <TabsTrigger className={TRIGGER} value="settings">
              <Settings className="max-sm:hidden" aria-hidden="true" />
              <Trans>Settings</Trans>
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="overview">
          <ZoneOverview zone={zone} abilities={abilities} />
        </TabsContent>
        <TabsContent value="hubs" className="grid gap-4">
          {abilities.createHub || abilities.editHub ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="max-w-prose text-sm text-muted-foreground">
                {abilities.editHub
                  ? t`Drag a hub by its handle (or focus the handle, then Space and the arrow keys) to set the order members see.`
                  : null}
              </p>
              {abilities.createHub ? <CreateHubDialog zoneId={zone.id} /> : null}
            </div>
          ) : null}
          <HubGrid zoneId={zone.id} reorderable={abilities.editHub} />
        </TabsContent>
        <TabsContent value="members">
          <MembersPanel zoneId={zone.id} canManage={abilities.manageMembers} archived={!zone.is_active} />
        </TabsContent>
        {abilities.editZone ? (
          <TabsContent value="settings">
            <ZoneSettingsPanel zone={zone} abilities={abilities} />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
