import type { Route } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { COMPONENT_KEYS, resolvePageComponent } from '@/routing/component-registry';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import {
  componentNames,
  routeCreateInput,
  routeFormCollection,
  routeFormProblems,
  routeFormRecord,
  routeUpdatePatch,
} from './route-form';
import { useUnsavedFormGuard } from '@/components/ConfirmDialog';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';
import { useRouteWrites } from './routes-admin-api';

// SchemaForm compiles field patterns with re2js: its own chunk, fetched once the page is idle
// (preloadRouteForm) so "New route" and row clicks open the form without waiting for it.
const loadSchemaForm = () => import('@/features/schema-ui/components/SchemaForm');
const SchemaForm = lazy(() => loadSchemaForm().then((m) => ({ default: m.SchemaForm })));

function usePreloadedForm() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadSchemaForm());
    return () => cancel(handle);
  }, []);
}

/** The page components this build registers, offered as suggestions for the component field. */
const SUGGESTIONS = { component_name: componentNames(COMPONENT_KEYS) } as const;

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-5" role="status" aria-busy="true" aria-label={t`Loading the form`}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * Asks before saving a component name this build has no page for (a confirm step, not a block:
 * the page may come with the next deployment). Resolves true to save.
 */
function useUnknownComponentConfirm() {
  const [asking, setAsking] = useState<string | null>(null);
  const answer = useRef<((save: boolean) => void) | null>(null);
  const confirmSave = useCallback(async (body: CollectionRecord) => {
    const name = body.component_name;
    if (typeof name !== 'string' || resolvePageComponent(name) !== null) return true;
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(name);
    });
  }, []);
  const reply = (save: boolean) => {
    answer.current?.(save);
    answer.current = null;
    setAsking(null);
  };
  const dialog = (
    <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : reply(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Save with an unknown component?</Trans>
          </DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">
              <p className="[overflow-wrap:anywhere]">
                <Trans>
                  This build has no page named <span className="font-mono text-foreground">{asking}</span>.
                  Until a build that has it is served, the route shows “Component Not Found”.
                </Trans>
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => reply(false)}>
            <Trans>Go back</Trans>
          </Button>
          <Button onClick={() => reply(true)}>
            <Trans>Save anyway</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return { confirmSave, dialog };
}

export interface RouteFormDialogProps {
  /** The route to edit; absent: a new route. */
  route?: Route;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A route's form, rendered by SchemaForm from the routes collection's schema (route-form.ts):
 * create → POST /routes, edit → PATCH /routes/:id with only the fields that changed (metadata
 * keys the form does not show are kept). The route API's own messages come first, the server's
 * refusals (a 409 path clash) show in the dialog, an unknown component asks before saving, and
 * after a write the route set is fetched again (useRouteWrites).
 */
export function RouteFormDialog({ route, open, onOpenChange }: RouteFormDialogProps) {
  const { create, update } = useRouteWrites();
  const { confirmSave, dialog } = useUnknownComponentConfirm();
  const { t, i18n } = useLingui();
  const guard = route?.metadata.guard_type ?? null;
  // Built again when the language changes: its labels and help are worded in it.
  const collection = useMemo(() => routeFormCollection(guard), [guard, i18n.locale]);
  const record = useMemo(() => (route ? routeFormRecord(route) : undefined), [route]);
  const editing = route !== undefined;
  const routeName = route?.name;
  // Escape, the close button, a click outside and Cancel all ask before dropping typed changes.
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  const { requestClose, prompt } = useUnsavedFormGuard({
    dirty,
    close,
    description: (
      <p>
        <Trans>The changes you made to this route have not been saved and will be lost.</Trans>
      </p>
    ),
  });

  const submit = async (body: CollectionRecord): Promise<Route> => {
    if (!route) return create.mutateAsync(routeCreateInput(body));
    const patch = routeUpdatePatch(route, body);
    if (Object.keys(patch).length === 0) return route;
    return update.mutateAsync({ id: route.id, patch });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        {/* The form's save bar in the footer: only the fields scroll, never behind it. */}
        <DialogContent footerSlot className="max-h-[90dvh] sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">
              {editing ? t`Edit route ${routeName}` : t`Add a route`}
            </DialogTitle>
            <DialogDescription>
              {editing
                ? t`Only the fields you change are saved. Open browsers follow within seconds.`
                : t`Open browsers pick the new route up within seconds.`}
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <Suspense fallback={<FormSkeleton />}>
              <SchemaForm
                autoFocus
                key={route?.id ?? 'new'}
                collection={collection}
                mode={editing ? 'update' : 'create'}
                record={record}
                validate={routeFormProblems}
                suggestions={SUGGESTIONS}
                confirmSave={confirmSave}
                submitLabel={editing ? t`Save route` : t`Add route`}
                failure={editing ? t`Could not save the route` : t`Could not add the route`}
                onSubmit={submit}
                onDirtyChange={setDirty}
                onCancel={requestClose}
                onDone={close}
              />
            </Suspense>
          ) : null}
        </DialogContent>
      </Dialog>
      {dialog}
      {prompt}
      <UnsavedChangesPrompt when={open && dirty} />
    </>
  );
}

/** "New route" and its form. */
export function CreateRouteDialog() {
  const [open, setOpen] = useState(false);
  usePreloadedForm();
  return (
    <>
      <Button size="md" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        <Trans>New route</Trans>
      </Button>
      <RouteFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Edits a route; opened from the row's menu. */
export function EditRouteDialog(props: {
  route: Route;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return <RouteFormDialog {...props} />;
}
