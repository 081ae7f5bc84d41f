import type { SchemaChangeResult, SchemaEntry } from '@atrium/schema';
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
import { Pencil } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { useUpdateCollection } from '../hooks/useChangeCollection';
import { schemaToBuilder } from '../utils/builder-schema';
import { SchemaChangeReport } from './SchemaChangeReport';
import { SchemaDialogFooter, SchemaEditor, useDraftCloseGuard, useSchemaDraft } from './SchemaEditor';
import { schemaProblemOf } from './SchemaJson';

/**
 * "Edit schema" of a registered collection, in the builder (fields added, removed, retyped or
 * reordered; rules; permissions) or as JSON (every key). What the builder has no controls for is
 * kept as stored, and stored fields keep their names. The server's dry run lists the changes, the
 * rows they touch and the SQL before anything can be applied. A destructive change (a field
 * dropped, a type changed, a rule narrowed) is applied only from a dry run that listed it, with
 * its own button; rows that cannot take it block it. The change is sent with If-Match: if someone
 * changed the collection meanwhile, nothing is changed.
 */
export function EditSchemaDialog({ entry: shown }: { entry: SchemaEntry }) {
  const id = useId();
  // The schema as stored (not in the reader's language): what is saved must be what was stored.
  const schemas = useCollectionSchemas({ stored: true });
  const entry = schemas.data?.find((e) => e.name === shown.name) ?? shown;
  const [open, setOpen] = useState(false);
  const stored = useMemo(() => new Set(entry.schema.fields.map((f) => f.name)), [entry.schema]);
  const opened = () => schemaToBuilder(entry.schema as unknown as Record<string, unknown>, stored);
  const draft = useSchemaDraft(opened, stored);
  const { current, key, setProblem, fail } = draft;
  const [checked, setChecked] = useState<{ key: string; report: SchemaChangeResult } | null>(null);
  const change = useUpdateCollection(entry.name);
  const passed = checked !== null && checked.key === key;
  const report = passed ? checked.report : null;

  function run(dryRun: boolean) {
    setProblem(null);
    if (!('schema' in current)) return fail(current.problem);
    const sent = key!;
    change.mutate(
      {
        schema: current.schema,
        dryRun,
        confirm: !dryRun && report?.destructive === true,
        version: entry.version,
      },
      {
        onSuccess: (result) => {
          if (dryRun) return setChecked({ key: sent, report: result });
          setOpen(false);
        },
        onError: (error) => {
          setChecked(null);
          fail(schemaProblemOf(error));
        },
      },
    );
  }

  const { requestClose, prompt } = useDraftCloseGuard(
    open && draft.dirty,
    () => setOpen(false),
    change.isPending,
  );
  const nothing = report !== null && report.changes.length === 0;
  const blocked = report !== null && report.blockers.length > 0;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) return requestClose();
          setOpen(true);
          draft.reset(opened());
          setChecked(null);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline">
            <Pencil aria-hidden="true" />
            <Trans>Edit schema</Trans>
          </Button>
        </DialogTrigger>
        <DialogContent
          className="max-w-3xl"
          footer={
            <SchemaDialogFooter>
              <CancelButton onClick={requestClose} />
              <Button variant="secondary" onClick={() => run(true)} loading={change.isPending && !passed}>
                <Trans>Check (dry run)</Trans>
              </Button>
              <Button
                variant={report?.destructive ? 'destructive' : 'default'}
                onClick={() => run(false)}
                disabled={!passed || nothing || blocked}
                loading={change.isPending && passed}
              >
                {report?.destructive ? <Trans>Apply destructive change</Trans> : <Trans>Apply change</Trans>}
              </Button>
            </SchemaDialogFooter>
          }
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>Edit schema</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Change fields, rules, permissions or views. Check it first: the server lists each change and
                the rows it touches, and nothing changes until you apply it.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <SchemaEditor id={id} draft={draft} editing />
          {report ? (
            nothing ? (
              <p role="status" className="text-sm text-muted-foreground">
                <Trans>Nothing to change: this is the schema as stored.</Trans>
              </p>
            ) : (
              <SchemaChangeReport report={report} />
            )
          ) : null}
        </DialogContent>
      </Dialog>
      {prompt}
    </>
  );
}
