import type { Collection } from '@atrium/schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from '@atrium/ui';
import { lazy, Suspense, useState } from 'react';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { recordKeyFilter } from '@/features/schema-ui/utils/records-query';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useCreateRecord } from '../hooks/useCreateRecord';
import { useUpdateRecord } from '../hooks/useUpdateRecord';
import { RecordDetails } from './RecordDetails';

// SchemaForm compiles field patterns with re2js (about 45 kB gzipped): its own chunk, loaded
// when a record is first opened, so the list shows without it.
const SchemaForm = lazy(() =>
  import('@/features/schema-ui/components/SchemaForm').then((m) => ({ default: m.SchemaForm })),
);

type Schema = Collection;

export type PanelState = { mode: 'create' } | { mode: 'update'; record: CollectionRecord } | null;

export interface RecordPanelProps {
  collection: Schema;
  collections: readonly Schema[];
  state: PanelState;
  onClose: () => void;
  /** Which fields the admin may write; null: the collection is read-only here (built-in). */
  writable: readonly string[] | null;
  canUpdate: boolean;
  noun: string;
  /** The record's name for the title ("Project: Relaunch"). */
  describe: (record: CollectionRecord) => string;
}

function FormSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true" aria-label="Loading the form">
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
 * A record in a side panel: the generated form (create → POST, edit → PATCH ?id=eq.…) or, for a
 * read-only collection, its values. Closing with unsaved changes asks first, and so does leaving
 * the page or the tab.
 */
export function RecordPanel({
  collection,
  collections,
  state,
  onClose,
  writable,
  canUpdate,
  noun,
  describe,
}: RecordPanelProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const create = useCreateRecord(collection.name, noun);
  const update = useUpdateRecord(collection.name, noun);

  function close() {
    setDirty(false);
    setConfirmClose(false);
    onClose();
  }
  function requestClose() {
    if (dirty) setConfirmClose(true);
    else close();
  }

  const editing = state?.mode === 'update';
  const editable = writable !== null && (state?.mode === 'create' || canUpdate);
  const title =
    state === null ? '' : editing ? `${noun}: ${describe(state.record)}` : `New ${noun.toLowerCase()}`;

  return (
    <>
      <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : requestClose())}>
        <DialogContent
          className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-xl translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-r-0 pb-0 sm:rounded-l-xl"
          onEscapeKeyDown={(event) => {
            // Esc first closes an open relation picker's list, not the panel.
            if ((event.target as HTMLElement | null)?.getAttribute?.('aria-expanded') === 'true')
              event.preventDefault();
          }}
        >
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
            <DialogDescription>
              {editable
                ? editing
                  ? 'Only the fields you change are saved.'
                  : `Fields marked optional may stay empty.`
                : 'This collection is read-only here: built-in tables change through their own screens.'}
            </DialogDescription>
          </DialogHeader>
          {state === null ? null : editable ? (
            <Suspense fallback={<FormSkeleton />}>
              <SchemaForm
                key={editing ? JSON.stringify(state.record.id ?? '') : 'new'}
                collection={collection}
                collections={collections}
                mode={state.mode}
                record={editing ? state.record : undefined}
                writable={writable}
                submitLabel={editing ? `Save ${noun.toLowerCase()}` : `Add ${noun.toLowerCase()}`}
                failure={
                  editing
                    ? `Could not save the ${noun.toLowerCase()}`
                    : `Could not add the ${noun.toLowerCase()}`
                }
                onDirtyChange={setDirty}
                onCancel={requestClose}
                onSubmit={(values) =>
                  state.mode === 'update'
                    ? update.mutateAsync({ key: recordKeyFilter(collection, state.record), values })
                    : create.mutateAsync(values)
                }
                onDone={close}
                className="pb-0"
              />
            </Suspense>
          ) : state.mode === 'update' ? (
            <div className="pb-6">
              <RecordDetails collection={collection} collections={collections} record={state.record} />
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Discard unsaved changes?"
        description={
          <p>The changes you made to this {noun.toLowerCase()} have not been saved and will be lost.</p>
        }
        confirmLabel="Discard changes"
        onConfirm={close}
      />
      <UnsavedChangesPrompt when={state !== null && dirty} />
    </>
  );
}
