import type { Route } from '@atrium/schema';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toastFailure } from '@/lib/mutation-feedback';
import { EditRouteDialog } from './RouteFormDialog';
import { useRouteWrites } from './routes-admin-api';

/** A route's menu in the route manager: edit, switch on or off, delete (after a confirmation). */
export function RouteActions({ route }: { route: Route }) {
  const { update, remove } = useRouteWrites();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();
  const { name, path } = route;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t`Actions for ${name}`}>
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              update.mutate(
                { id: route.id, patch: { is_active: !route.is_active } },
                {
                  onError: (error) =>
                    toastFailure(
                      route.is_active ? t`Could not deactivate the route` : t`Could not activate the route`,
                      error,
                    ),
                },
              )
            }
          >
            {route.is_active ? t`Deactivate` : t`Activate`}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(true)}>
            <Trans>Delete…</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editing ? <EditRouteDialog route={route} open={editing} onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Delete the route ${name}?`}
        description={
          <p>
            <Trans>
              {path} stops being served in every open browser within seconds. Deactivating it instead keeps
              the row to switch on again.
            </Trans>
          </p>
        }
        confirmLabel={t`Delete route`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(route, { onSuccess: () => setDeleting(false) })}
      />
    </>
  );
}
