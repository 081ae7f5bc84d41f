import type { SchemaChangeResult } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { CancelButton } from '@/components/form/CancelButton';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCollectionDryRun, useCreateCollection } from '../hooks/useCreateCollection';
import { initialBuilderState } from '../utils/builder-schema';
import { SchemaChangeReport } from './SchemaChangeReport';
import { SchemaDialogFooter, SchemaEditor, useDraftCloseGuard, useSchemaDraft } from './SchemaEditor';
import { schemaProblemOf } from './SchemaJson';

/**
 * "New collection": built visually (fields, types, rules, permissions) or written as JSON
 * (libs/schema/collection.schema.json), then checked by the server's own dry run — its problems
 * shown where they belong, or the SQL and changes it would run. Creating is offered only for the
 * very schema that passed the dry run; nothing changes before.
 */
export function NewCollectionDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<{ key: string; report: SchemaChangeResult } | null>(null);
  const draft = useSchemaDraft(initialBuilderState);
  const { current, key, setProblem, fail } = draft;
  const dryRun = useCollectionDryRun();
  const create = useCreateCollection();
  const passed = checked !== null && checked.key === key;
  // Closing discards the draft (after asking, when there is one): reopening starts afresh.
  const { requestClose, prompt } = useDraftCloseGuard(
    draft.dirty,
    () => {
      setOpen(false);
      draft.reset();
      setChecked(null);
    },
    create.isPending,
  );

  function check() {
    setProblem(null);
    setChecked(null);
    if (!('schema' in current)) return fail(current.problem);
    const schemaKey = key!;
    dryRun.mutate(current.schema, {
      onSuccess: (report) => setChecked({ key: schemaKey, report }),
      onError: (error) => fail(schemaProblemOf(error)),
    });
  }

  function apply() {
    if (!('schema' in current)) return;
    create.mutate(current.schema, {
      onSuccess: (result) => {
        // Closed and reset before going to the new collection's page, so the leave guard (on while
        // the draft is dirty) has let go and does not ask about a draft that was just created.
        flushSync(() => {
          setOpen(false);
          draft.reset();
          setChecked(null);
        });
        onCreated(result.name);
      },
      onError: (error) => fail(schemaProblemOf(error)),
    });
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : requestClose())}>
        <DialogTrigger asChild>
          <Button>
            <Plus aria-hidden="true" />
            <Trans>New collection</Trans>
          </Button>
        </DialogTrigger>
        <DialogContent
          className="max-w-3xl"
          footer={
            <SchemaDialogFooter>
              <CancelButton onClick={requestClose} />
              <Button variant="secondary" onClick={check} loading={dryRun.isPending}>
                <Trans>Check (dry run)</Trans>
              </Button>
              <Button onClick={apply} disabled={!passed} loading={create.isPending}>
                <Trans>Create collection</Trans>
              </Button>
            </SchemaDialogFooter>
          }
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>New collection</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Describe its fields and who may do what. Check it first: the server shows the table it would
                create, and nothing changes until you create it.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <SchemaEditor id={id} draft={draft} />
          {passed ? <SchemaChangeReport report={checked.report} /> : null}
        </DialogContent>
      </Dialog>
      {prompt}
    </>
  );
}
