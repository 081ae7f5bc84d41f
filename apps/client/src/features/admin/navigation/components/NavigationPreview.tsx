import {
  buildNavigationTree,
  flattenNavigationTree,
  type NavigationItem,
  type NavigationTreeNode,
  type Role,
  type Zone,
} from '@atrium/schema';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  NativeSelect,
  Skeleton,
} from '@atrium/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { NavIcon } from '../../../shell/components/NavIcon';
import { QueryErrorCard } from '../../../zones/components/QueryErrorCard';
import { navigationAdminQueries } from '../api/navigation-admin-api';
import { itemLink } from './NavigationTreeRow';

/** Depth of every node of a tree built by buildNavigationTree, in display order. */
function withDepth(roots: NavigationTreeNode<NavigationItem>[]) {
  const depth = new Map<string, number>();
  for (const root of roots) depth.set(root.id, 0);
  return flattenNavigationTree(roots).map((node) => {
    const d = depth.get(node.id) ?? 0;
    for (const child of node.children) depth.set(child.id, d + 1);
    return { node, depth: d };
  });
}

/**
 * "Preview as": the menu a user of the chosen role, in the chosen zone, gets — the list the
 * server's own filter answers (GET /navigation/preview), built into the tree exactly as the
 * sidebar builds it. It shows the saved navigation.
 */
export function NavigationPreview({
  roles,
  zones,
  dirty,
}: {
  roles: readonly Role[];
  zones: readonly Zone[];
  dirty: boolean;
}) {
  const roleId = useId();
  const zoneId = useId();
  const [role, setRole] = useState('');
  const [zone, setZone] = useState('');
  const chosenRole = role || roles.find((r) => r.name === 'user')?.name || roles[0]?.name || '';
  const preview = useQuery(navigationAdminQueries.preview(chosenRole, zone || null));
  const rows = useMemo(() => withDepth(buildNavigationTree(preview.data ?? [])), [preview.data]);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Preview as</CardTitle>
        <CardDescription>
          The menu a user with this role gets, from the server’s own filter.
          {dirty ? ' It shows the saved navigation: save to see your changes here.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={roleId}>Role</Label>
            <NativeSelect id={roleId} value={chosenRole} onChange={(event) => setRole(event.target.value)}>
              {roles.map((r) => (
                <option key={r.name} value={r.name}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={zoneId}>Member of zone</Label>
            <NativeSelect id={zoneId} value={zone} onChange={(event) => setZone(event.target.value)}>
              <option value="">No zone</option>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {preview.isPending && chosenRole ? (
          <div className="grid gap-2" aria-label="Loading the preview">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-7" />
            ))}
          </div>
        ) : preview.isError ? (
          <QueryErrorCard
            title="The preview could not be loaded"
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            This user sees no menu items.
          </p>
        ) : (
          <nav
            aria-label="Menu preview"
            className="max-h-[min(60vh,36rem)] overflow-y-auto rounded-lg border p-1.5"
          >
            <ul className="grid gap-0.5">
              {rows.map(({ node, depth }) => (
                <li
                  key={node.id}
                  className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm"
                  style={{ paddingLeft: 8 + depth * 16 }}
                  title={itemLink(node) ?? undefined}
                >
                  <NavIcon name={node.icon ?? ''} className="size-4 shrink-0 text-muted-foreground" />
                  <span
                    className={depth === 0 && node.children.length > 0 ? 'truncate font-medium' : 'truncate'}
                  >
                    {node.title}
                  </span>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
