import { navigationSubtreeIds, type NavigationItem } from '@atrium/schema';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
  Skeleton,
  toast,
} from '@atrium/ui';
import { LiveRegion } from '@dnd-kit/accessibility';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ListTree, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { translateDataText } from '@/i18n/data-labels';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { allRoutesQuery } from '@/features/admin/routes/routes-admin-api';
import { navigationAdminQueries } from '../api/navigation-admin-api';
import { useNavigationBuilder } from '../hooks/useNavigationBuilder';
import { flattenTree } from '../utils/navigation-tree-edit';
import {
  AddNavigationItemDialog,
  EditNavigationItemDialog,
  type NavigationChoices,
} from './NavigationItemDialog';
import { NavigationPreview } from './NavigationPreview';
import { NavigationTree } from './NavigationTree';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The visual navigation builder: the menu tree as it will render, rearranged by drag and drop
 * (saved together with one Save, the last change undoable until then), items added, edited and
 * deleted in dialogs, and the menu previewed as any role and zone.
 */
export function NavigationBuilder({ icons }: { icons: readonly string[] }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Navigation · Atrium admin`);
  const builder = useNavigationBuilder();
  const routes = useQuery(allRoutesQuery());
  const roles = useQuery(navigationAdminQueries.roles());
  const zones = useQuery(navigationAdminQueries.zones());
  const [editing, setEditing] = useState<NavigationItem | null>(null);
  const [deleting, setDeleting] = useState<NavigationItem | null>(null);

  const choices: NavigationChoices = {
    items: builder.items,
    routes: routes.data ?? [],
    roles: roles.data ?? [],
    zones: zones.data ?? [],
    icons,
  };
  const zoneNames = useMemo(() => new Map((zones.data ?? []).map((z) => [z.id, z.name])), [zones.data]);
  const zoneName = (id: string) => zoneNames.get(id) ?? t`A zone`;
  const unreachable = useMemo(() => flattenTree(builder.items).unreachable, [builder.items]);

  // `?item=<id>`: the route check's "Fix" link for a menu item whose link no route serves. The
  // item's editor opens once the list is here (it may be far down the menu); the parameter is
  // then dropped, so closing the editor or a reload does not open it again.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const linkedId = typeof search.item === 'string' ? search.item : null;
  const listLoaded = builder.list.isSuccess;
  useEffect(() => {
    if (linkedId === null || !listLoaded) return;
    const linked = builder.items.find((i) => i.id === linkedId);
    if (linked) setEditing(linked);
    else
      toast({ title: t`That menu item no longer exists`, description: t`It may have been deleted since.` });
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, item: undefined }),
      replace: true,
    } as never);
  }, [linkedId, listLoaded, builder.items, navigate, t]);

  const { undo, undoLabel } = builder;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]') || !undoLabel) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, undoLabel]);

  const count = builder.items.length;
  const pending = builder.changes.count;
  const deletingTitle = translateDataText(i18n, deleting?.title ?? '');

  // Leaving with unsaved changes asks first: tab close or reload (the browser's own prompt), and
  // any in-app navigation (the shared in-app dialog).
  const leaveGuard = useUnsavedChangesGuard(builder.dirty && !builder.save.isPending);

  return (
    <>
      <PageHeader
        title={t`Navigation`}
        description={t`The menus of the signed-in app, as rows. Drag items to rearrange them, then save once; every open menu follows.`}
        actions={
          builder.list.isSuccess ? <AddNavigationItemDialog choices={choices} onAdd={builder.add} /> : null
        }
      />
      {/* What the last drag, menu move or Undo did (useNavigationBuilder keeps it true: cleared
          when the draft changes otherwise, and on Save, whose toast speaks). */}
      <LiveRegion id="navigation-announcement" announcement={builder.announcement} />
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* overflow-hidden: the tree's rows (with a background, flush with the card's edges) are
            clipped to its rounded corners instead of painting over its border there. */}
        <Card className="min-w-0 gap-0 overflow-hidden py-0">
          {/* Phones: Undo and Save go under the title and the save state, which otherwise get a
              column too narrow for a German "12 Einträge · alles gespeichert". */}
          <CardHeader className="border-b py-4 max-sm:has-data-[slot=card-action]:grid-cols-[minmax(0,1fr)]">
            <CardTitle>
              <Trans>Menu</Trans>
            </CardTitle>
            <CardDescription aria-live="polite" data-testid="navigation-save-state">
              {builder.list.isSuccess ? (
                pending > 0 ? (
                  <span className="font-medium text-foreground">
                    {t`${plural(pending, { one: '# unsaved change', other: '# unsaved changes' })} · ${plural(count, { one: '# item', other: '# items' })}`}
                  </span>
                ) : (
                  t`${plural(count, { one: '# item', other: '# items' })} · all saved`
                )
              ) : (
                t`Loading…`
              )}
            </CardDescription>
            <CardAction className="flex flex-wrap gap-2 max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-3 max-sm:justify-self-start">
              <Button
                variant="outline"
                size="sm"
                onClick={undo}
                disabled={!undoLabel || builder.save.isPending}
                title={undoLabel ? t`Undo: ${undoLabel} (Ctrl+Z)` : t`Nothing to undo`}
              >
                <Undo2 aria-hidden="true" />
                <Trans>Undo</Trans>
              </Button>
              <Button
                size="sm"
                onClick={() => builder.save.mutate()}
                disabled={!builder.dirty}
                loading={builder.save.isPending}
              >
                <Save aria-hidden="true" />
                <Trans>Save</Trans>
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent className="px-0">
            {builder.list.isPending ? (
              <div className="grid gap-2 p-4" role="status" aria-label={t`Loading the navigation`}>
                {[0, 1, 2, 3, 4, 5].map((i) => (
                  <Skeleton key={i} className="h-8" style={{ marginLeft: (i % 3) * 24 }} />
                ))}
              </div>
            ) : builder.list.isError ? (
              <div className="p-4">
                <QueryErrorCard
                  title={t`The navigation could not be loaded`}
                  error={builder.list.error}
                  onRetry={() => void builder.list.refetch()}
                />
              </div>
            ) : count === 0 && pending === 0 ? (
              <EmptyState
                className="m-4"
                icon={<ListTree />}
                title={t`No menu items yet`}
                description={t`Add the first item: a page of the app, a link, or a heading to group others under.`}
                action={<AddNavigationItemDialog choices={choices} onAdd={builder.add} />}
              />
            ) : (
              <NavigationTree
                items={builder.items}
                changed={builder.changes.kinds}
                zoneName={zoneName}
                routes={choices.routes}
                onMove={builder.move}
                onEdit={setEditing}
                onDelete={setDeleting}
                announce={builder.announce}
              />
            )}
          </CardContent>
          {unreachable.length > 0 ? (
            <p className="border-t px-6 py-3 text-sm text-muted-foreground">
              <Plural
                value={unreachable.length}
                one="# stored item is under a parent that no longer exists and is left out of every menu."
                other="# stored items are under a parent that no longer exists and are left out of every menu."
              />
            </p>
          ) : null}
        </Card>
        <NavigationPreview
          roles={choices.roles}
          zones={choices.zones}
          items={builder.items}
          dirty={builder.dirty}
        />
      </div>
      {editing ? (
        <EditNavigationItemDialog
          key={editing.id}
          item={editing}
          choices={choices}
          onSave={builder.edit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete “${deletingTitle}”?`}
        description={
          deleting ? (
            <p>
              {(() => {
                const under = navigationSubtreeIds(builder.items, [deleting.id]).size - 1;
                return under > 0
                  ? t`${plural(under, {
                      one: 'When you save, it leaves the menu with the item under it. Until then Undo brings both back.',
                      other:
                        'When you save, it leaves the menu with the # items under it. Until then Undo brings them all back.',
                    })}`
                  : t`It leaves the menu when you save. Until then Undo brings it back.`;
              })()}
            </p>
          ) : null
        }
        confirmLabel={t`Delete item`}
        onConfirm={() => {
          if (deleting) builder.remove(deleting.id);
          setDeleting(null);
        }}
      />
      <UnsavedChangesDialog
        guard={leaveGuard}
        description={
          <p>
            <Plural
              value={pending}
              one="# unsaved change to the navigation will be lost."
              other="# unsaved changes to the navigation will be lost."
            />
          </p>
        }
      />
    </>
  );
}
