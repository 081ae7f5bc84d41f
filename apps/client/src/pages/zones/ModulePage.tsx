import { Badge, Card, CardContent, EmptyState, PageHeader } from '@atrium/ui';
import { Puzzle } from 'lucide-react';
import { PageContainer } from '../../features/shell/components/PageContainer';
import { shortId } from '../../features/shell/utils/route-navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export interface ModulePageProps {
  zoneId?: string;
  hubId?: string;
  moduleId?: string;
}

/** A module (module_view, /zones/:zoneId/hubs/:hubId/modules/:moduleId). */
export function ModulePage({ moduleId = '' }: ModulePageProps) {
  useDocumentTitle(`Module ${shortId(moduleId)} · Atrium`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={<Badge variant="outline" className="font-mono">module {moduleId}</Badge>}
        title="Module"
        description="A module shows one kind of content: a markdown page, a collection, a form or a set of links."
      />
      <Card>
        <CardContent>
          <EmptyState
            className="border-0"
            icon={<Puzzle />}
            title="This module has no content to show yet"
            description="Its content appears here once module types are available; the module's type decides what you see."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
