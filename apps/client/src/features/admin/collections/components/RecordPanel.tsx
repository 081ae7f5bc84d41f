import type { Collection } from '@atrium/schema';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { recordKeyFilter } from '@/features/schema-ui/utils/records-query';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';
import { useUnsavedFormGuard } from '@/components/ConfirmDialog';
import { useCreateRecord } from '../hooks/useCreateRecord';
import { useUpdateRecord } from '../hooks/useUpdateRecord';
import { nounInSentence } from '../utils/collection-nouns';
import { RecordDetails } from './RecordDetails';

// SchemaForm compiles field patterns with re2js (about 45 kB gzipped): its own chunk, loaded
// when a record is first opened, so the list shows without it.
const SchemaForm = lazy(() =>
  import('@/features/schema-ui/components/SchemaForm').then((m) => ({ default: m.SchemaForm })),
);

type Schema = Collection;

/** `prefill`: a new record's starting values (a board column's value, say). */
export type PanelState =
  { mode: 'create'; prefill?: CollectionRecord } | { mode: 'update'; record: CollectionRecord } | null;

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
  const { t, i18n } = useLingui();
  const lowerNoun = nounInSentence(noun, i18n.locale);
  const [dirty, setDirty] = useState(false);
  // The form shows a refusal itself (under the field the server names, else in its alert, both in
  // view beside the save bar): a toast would say it a second time.
  const create = useCreateRecord(collection.name, noun, { inlineErrors: true });
  const update = useUpdateRecord(collection.name, noun, { inlineErrors: true });

  function close() {
    setDirty(false);
    onClose();
  }
  const { requestClose, prompt } = useUnsavedFormGuard({
    dirty,
    close,
    description: (
      <p>
        <Trans>The changes you made to this {lowerNoun} have not been saved and will be lost.</Trans>
      </p>
    ),
  });

  const editing = state?.mode === 'update';
  const editable = writable !== null && (state?.mode === 'create' || canUpdate);
  const recordName = editing ? describe(state.record) : '';
  const title = state === null ? '' : editing ? t`${noun}: ${recordName}` : t`New ${lowerNoun}`;

  return (
    <>
      <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : requestClose())}>
        {/* The form's save bar in the footer: only the fields scroll, never behind it. */}
        <DialogContent
          footerSlot
          className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-xl translate-x-0 translate-y-0 rounded-none border-y-0 border-r-0 sm:rounded-l-xl"
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
                  ? t`Only the fields you change are saved.`
                  : t`Fields marked optional may stay empty.`
                : t`You can view this record but not change it here.`}
            </DialogDescription>
          </DialogHeader>
          {state === null ? null : editable ? (
            <Suspense fallback={<FormSkeleton />}>
              <SchemaForm
                autoFocus
                key={editing ? JSON.stringify(state.record.id ?? '') : 'new'}
                collection={collection}
                collections={collections}
                mode={state.mode}
                record={editing ? state.record : undefined}
                prefill={state.mode === 'create' ? state.prefill : undefined}
                writable={writable}
                submitLabel={editing ? t`Save ${lowerNoun}` : t`Add ${lowerNoun}`}
                failure={editing ? t`Could not save the ${lowerNoun}` : t`Could not add the ${lowerNoun}`}
                onDirtyChange={setDirty}
                onCancel={requestClose}
                onSubmit={(values) =>
                  state.mode === 'update'
                    ? update.mutateAsync({ key: recordKeyFilter(collection, state.record), values })
                    : create.mutateAsync(values)
                }
                onDone={close}
              />
            </Suspense>
          ) : state.mode === 'update' ? (
            <RecordDetails collection={collection} collections={collections} record={state.record} />
          ) : null}
        </DialogContent>
      </Dialog>
      {prompt}
      <UnsavedChangesPrompt when={state !== null && dirty} />
    </>
  );
}
