import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@atrium/ui';
import { Layers } from 'lucide-react';
import { useAuthSource } from '../auth/useAuthSource';
import { PageContainer } from '../features/shell/components/PageContainer';
import { CreateZoneDialog } from '../features/zones/components/CreateZoneDialog';
import { ZoneList } from '../features/zones/components/ZoneList';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';
import { useAppNavigation } from '../routing/navigation/useAppNavigation';

/** The signed-in home: the user's zones. */
export function DashboardPage() {
  useDocumentTitle('Dashboard · Atrium');
  const { user } = useAuthSource();
  const { navigate } = useAppNavigation();
  const name = user?.profile?.first_name;
  return (
    <PageContainer>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Your dashboard'}
        description="A starting point for your work: the zones you belong to, their hubs, modules and dashboards."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <RouteLink name="zones">
                <Layers aria-hidden="true" />
                Browse zones
              </RouteLink>
            </Button>
            <CreateZoneDialog
              onCreated={(zone) => void navigate({ name: 'zone_dashboard', params: { zoneId: zone.id } })}
            />
          </div>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Your zones</CardTitle>
          <CardDescription>Zones you are a member of. Open one to see its hubs.</CardDescription>
        </CardHeader>
        <CardContent>
          <ZoneList limit={6} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
