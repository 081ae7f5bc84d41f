import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton } from '@atrium/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { SortableList } from './SortableList';

export interface HubSectionCardProps<T extends { id: string; name: string }> {
  /** "Modules", "Dashboards": the card's title and the list's name. */
  title: string;
  /** The loading placeholder's name ("Loading modules"). */
  loadingLabel: string;
  /** The title of the load failure ("Could not load the modules"). */
  errorTitle: string;
  description: ReactNode;
  /** The create button, for those who may create. */
  action?: ReactNode;
  query: UseQueryResult<T[]>;
  empty: { icon: ReactNode; title: string; description: string };
  /** Saves a new order; without it the list is read-only. */
  onReorder?: (ids: string[]) => void;
  reordering?: boolean;
  renderItem: (item: T) => ReactNode;
}

/** One of a hub's ordered collections (modules, dashboards) as a card: loading, error, empty, list. */
export function HubSectionCard<T extends { id: string; name: string }>({
  title,
  loadingLabel,
  errorTitle,
  description,
  action,
  query,
  empty,
  onReorder,
  reordering,
  renderItem,
}: HubSectionCardProps<T>) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div>
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </div>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-24" aria-label={loadingLabel} />
        ) : query.isError ? (
          <QueryErrorCard title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : (
          <SortableList
            label={title}
            items={query.data}
            disabled={reordering}
            onReorder={onReorder}
            renderItem={renderItem}
          />
        )}
      </CardContent>
    </Card>
  );
}
