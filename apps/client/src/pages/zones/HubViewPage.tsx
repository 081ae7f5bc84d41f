import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, PageHeader } from '@atrium/ui';
import { LayoutDashboard, Puzzle } from 'lucide-react';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { shortId } from '../../features/shell/utils/route-navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface HubViewPageProps {
  zoneId?: string;
  hubId?: string;
}

/** A hub (hub_view, /zones/:zoneId/hubs/:hubId): its modules and dashboards. */
export function HubViewPage({ zoneId = '', hubId = '' }: HubViewPageProps) {
  useDocumentTitle(`Hub ${shortId(hubId)} · Atrium`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={
          <span className="flex flex-wrap gap-2">
            <Badge variant="outline" className="font-mono">zone {zoneId}</Badge>
            <Badge variant="outline" className="font-mono">hub {hubId}</Badge>
          </span>
        }
        title="Hub"
        description="Modules hold the hub's content — markdown, collections, forms and links — and dashboards summarise it."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Modules</CardTitle>
            <CardDescription>Content and tools of this hub.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState icon={<Puzzle />} title="No modules yet" description="Modules added to this hub are listed here." />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Dashboards</CardTitle>
            <CardDescription>Widgets laid out on a grid.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState
              icon={<LayoutDashboard />}
              title="No dashboards yet"
              description="Dashboards designed for this hub are listed here."
            />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
