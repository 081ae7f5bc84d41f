import type { SchemaChangeResult, SchemaEntry } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Braces } from 'lucide-react';
import { useId, useState } from 'react';
import { useUpdateCollection } from '../hooks/useChangeCollection';
import { SchemaChangeReport } from './SchemaChangeReport';
import {
  parseSchemaJson,
  schemaProblemOf,
  SchemaJsonField,
  SchemaProblemAlert,
  type SchemaProblem,
} from './SchemaJson';

const pretty = (entry: SchemaEntry) => JSON.stringify(entry.schema, null, 2);

/**
 * "Edit schema" of a registered collection: its schema as JSON (every key, nothing lost), checked
 * by the server's dry run — the changes, the rows they touch and the SQL — before it can be
 * applied. A destructive change (a field dropped, a type changed, a rule narrowed) is applied only
 * from a dry run that listed it, with its own button; rows that cannot take it block it. The
 * change is sent with If-Match: if someone changed the collection meanwhile, nothing is changed.
 */
export function EditSchemaDialog({ entry }: { entry: SchemaEntry }) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => pretty(entry));
  const [checked, setChecked] = useState<{ text: string; report: SchemaChangeResult } | null>(null);
  const [problem, setProblem] = useState<SchemaProblem | null>(null);
  const change = useUpdateCollection(entry.name);
  const passed = checked !== null && checked.text === text;
  const report = passed ? checked.report : null;

  function parsed(): Record<string, unknown> | null {
    const result = parseSchemaJson(text, i18n);
    if ('schema' in result) return result.schema;
    setProblem(result.problem);
    return null;
  }

  function run(dryRun: boolean) {
    setProblem(null);
    const schema = parsed();
    if (!schema) return;
    const sent = text;
    change.mutate(
      { schema, dryRun, confirm: !dryRun && report?.destructive === true, version: entry.version },
      {
        onSuccess: (result) => {
          if (dryRun) return setChecked({ text: sent, report: result });
          setOpen(false);
        },
        onError: (error) => {
          setChecked(null);
          setProblem(schemaProblemOf(error));
        },
      },
    );
  }

  const nothing = report !== null && report.changes.length === 0;
  const blocked = report !== null && report.blockers.length > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText(pretty(entry));
          setChecked(null);
          setProblem(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Braces aria-hidden="true" />
          <Trans>Edit schema</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit schema</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Change fields, rules, permissions or views. Check it first: the server lists each change and the
              rows it touches, and nothing changes until you apply it.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <SchemaJsonField id={id} value={text} onChange={setText} invalid={problem !== null} rows={18} />
        {problem ? <SchemaProblemAlert id={id} problem={problem} details /> : null}
        {report ? (
          nothing ? (
            <p role="status" className="text-sm text-muted-foreground">
              <Trans>Nothing to change: this is the schema as stored.</Trans>
            </p>
          ) : (
            <SchemaChangeReport report={report} />
          )
        ) : null}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
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
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
