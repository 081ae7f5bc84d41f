import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, Switch, Label } from '@atrium/ui';
import { useState } from 'react';
import { CreateZoneDialog } from '../features/zones/components/CreateZoneDialog';
import { ZoneList } from '../features/zones/components/ZoneList';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useAppNavigation } from '../routing/navigation/useAppNavigation';

export function ZonesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Zones · Atrium`);
  const [archived, setArchived] = useState(false);
  const { navigate } = useAppNavigation();
  return (
    <PageContainer>
      <PageHeader
        title={t`Zones`}
        description={t`Zones are the workspaces of your organisation. Each holds hubs, and hubs hold modules and dashboards.`}
        actions={
          <CreateZoneDialog
            onCreated={(zone) => void navigate({ name: 'zone_dashboard', params: { zoneId: zone.id } })}
          />
        }
      />
      <div className="flex items-center gap-2">
        <Switch id="show-archived" checked={archived} onCheckedChange={setArchived} />
        <Label htmlFor="show-archived">
          <Trans>Show archived zones</Trans>
        </Label>
      </div>
      <ZoneList includeArchived={archived} />
    </PageContainer>
  );
}
