import { Badge, Card, CardContent, EmptyState, PageHeader } from '@atrium/ui';
import { LayoutDashboard } from 'lucide-react';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { shortId } from '../../features/shell/utils/route-navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface DashboardViewPageProps {
  zoneId?: string;
  hubId?: string;
  dashboardId?: string;
}

/** A hub dashboard (dashboard_view, /zones/:zoneId/hubs/:hubId/dashboards/:dashboardId). */
export function DashboardViewPage({ dashboardId = '' }: DashboardViewPageProps) {
  useDocumentTitle(`Dashboard ${shortId(dashboardId)} · Atrium`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={<Badge variant="outline" className="font-mono">dashboard {dashboardId}</Badge>}
        title="Dashboard"
        description="Widgets from this hub, laid out on a grid."
      />
      <Card>
        <CardContent>
          <EmptyState
            className="border-0"
            icon={<LayoutDashboard />}
            title="No widgets on this dashboard"
            description="Widgets placed with the dashboard designer appear here in their saved positions."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
