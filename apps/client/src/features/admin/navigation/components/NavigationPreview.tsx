import {
  buildNavigationTree,
  filterNavigation,
  flattenNavigationTree,
  type NavigationItem,
  type NavigationTreeNode,
  type Role,
  type Zone,
} from '@atrium/schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Label, NativeSelect } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { translateDataText } from '@/i18n/data-labels';
import { itemLink } from './NavigationTreeRow';
import { useRoleText } from '../../../../lib/role-text';

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

const NO_ZONES: ReadonlySet<string> = new Set();

/**
 * "Preview as": the menu a user of the chosen role, in the chosen zone, would get from the
 * builder's current rows — the draft, unsaved changes included — through the server's own filter
 * (`filterNavigation`, libs/schema: the function behind GET /navigation and /navigation/preview),
 * built into the tree exactly as the sidebar builds it.
 */
export function NavigationPreview({
  roles,
  zones,
  items,
  dirty,
}: {
  roles: readonly Role[];
  zones: readonly Zone[];
  items: readonly NavigationItem[];
  dirty: boolean;
}) {
  const { t, i18n } = useLingui();
  const roleText = useRoleText();
  const roleId = useId();
  const zoneId = useId();
  const [role, setRole] = useState('');
  const [zone, setZone] = useState('');
  const chosenRole = role || roles.find((r) => r.name === 'user')?.name || roles[0]?.name || '';
  const rows = useMemo(() => {
    if (!chosenRole) return [];
    const visible = filterNavigation(items, chosenRole, zone ? new Set([zone]) : NO_ZONES);
    return withDepth(buildNavigationTree(visible));
  }, [items, chosenRole, zone]);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <Trans>Preview as</Trans>
        </CardTitle>
        <CardDescription>
          {dirty ? (
            <Trans>
              The menu a user with this role gets, through the server’s own filter. It includes your unsaved
              changes.
            </Trans>
          ) : (
            <Trans>The menu a user with this role gets, through the server’s own filter.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={roleId}>
              <Trans>Role</Trans>
            </Label>
            <NativeSelect id={roleId} value={chosenRole} onChange={(event) => setRole(event.target.value)}>
              {roles.map((r) => (
                <option key={r.name} value={r.name}>
                  {roleText.label(r)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={zoneId}>
              <Trans>Member of zone</Trans>
            </Label>
            <NativeSelect id={zoneId} value={zone} onChange={(event) => setZone(event.target.value)}>
              <option value="">{t`No zone`}</option>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            <Trans>This user sees no menu items.</Trans>
          </p>
        ) : (
          <nav
            aria-label={t`Menu preview`}
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
                    {translateDataText(i18n, node.title)}
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
