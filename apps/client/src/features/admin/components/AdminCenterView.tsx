import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
} from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export interface AdminCenterViewProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** The tools this center gathers, each with a line on what it is for. */
  tools: { name: string; description: string }[];
}

/** The frame of an admin center: what it gathers, and an honest note that the tools come next. */
export function AdminCenterView({ title, description, icon, tools }: AdminCenterViewProps) {
  const { t } = useLingui();
  useDocumentTitle(t`${title} · Atrium admin`);
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.name} className="flex">
            <Card className="w-full gap-3">
              <CardHeader>
                <CardTitle className="text-base">{tool.name}</CardTitle>
                <CardDescription>{tool.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardContent>
          <EmptyState
            className="border-0"
            icon={icon}
            title={t`These tools are being built`}
            description={t`Each one opens from here as it becomes available.`}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
