import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, PageHeader } from '@atrium/ui';
import { Activity, ArrowRight, Layers, LayoutDashboard } from 'lucide-react';
import { useAuthSource } from '../auth/useAuthSource';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

export function DashboardPage() {
  useDocumentTitle('Dashboard · Atrium');
  const { user } = useAuthSource();
  const name = user?.profile?.first_name;
  return (
    <PageContainer>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Your dashboard'}
        description="A starting point for your work: the zones you belong to and what changed in them."
        actions={
          <Button asChild variant="outline">
            <RouteLink name="zones">
              <Layers aria-hidden="true" />
              Browse zones
            </RouteLink>
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Your zones</CardTitle>
            <CardDescription>Zones you are a member of, with their hubs.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState
              icon={<Layers />}
              title="No zones to show yet"
              description="When you are added to a zone it appears here, with shortcuts to its hubs, modules and dashboards."
              action={
                <Button asChild size="sm" variant="secondary">
                  <RouteLink name="zones">
                    Go to zones
                    <ArrowRight aria-hidden="true" />
                  </RouteLink>
                </Button>
              }
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent activity</CardTitle>
            <CardDescription>Changes in your zones, newest first.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState
              icon={<Activity />}
              title="Nothing yet"
              description="Edits to modules, dashboards and members will be listed here as they happen."
            />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Widgets</CardTitle>
          <CardDescription>Pin charts and lists from your hubs to this page.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={<LayoutDashboard />}
            title="Your dashboard is empty"
            description="Dashboard widgets arrive with the dashboard designer; you will be able to add, move and resize them here."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
