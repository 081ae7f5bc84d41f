import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, PageHeader } from '@atrium/ui';
import { Boxes, Users } from 'lucide-react';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { shortId } from '../../features/shell/utils/route-navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface ZoneDashboardPageProps {
  zoneId?: string;
}

/** A zone's overview (zone_dashboard, /zones/:zoneId). */
export function ZoneDashboardPage({ zoneId = '' }: ZoneDashboardPageProps) {
  useDocumentTitle(`Zone ${shortId(zoneId)} · Atrium`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={<Badge variant="outline" className="font-mono">zone {zoneId}</Badge>}
        title="Zone overview"
        description="The hubs of this zone, its members and what changed recently."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Hubs</CardTitle>
            <CardDescription>Streams of work inside this zone.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState
              icon={<Boxes />}
              title="No hubs yet"
              description="Hubs created in this zone appear here, in their configured order."
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Members</CardTitle>
            <CardDescription>Who can see and change this zone.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmptyState
              icon={<Users />}
              title="Members appear here"
              description="Owners and admins of the zone will be able to invite people and set their role."
            />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
