import { Card, CardContent, EmptyState, PageHeader } from '@atrium/ui';
import { Layers } from 'lucide-react';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function ZonesPage() {
  useDocumentTitle('Zones · Atrium');
  return (
    <PageContainer>
      <PageHeader
        title="Zones"
        description="Zones are the workspaces of your organisation. Each holds hubs, and hubs hold modules and dashboards."
      />
      <Card>
        <CardContent>
          <EmptyState
            className="border-0"
            icon={<Layers />}
            title="You are not in any zone yet"
            description="Zones you create or are invited to are listed here. Ask a zone owner to add you, or an administrator to create one."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
