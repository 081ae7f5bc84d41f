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
  Label,
  Textarea,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Braces } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '@/api/http';
import { errorMessage } from '@/lib/mutation-feedback';
import { useUpdateCollection } from '../hooks/useChangeCollection';
import { translateSchemaProblem } from '../utils/schema-problem-messages';
import { SchemaChangeReport } from './SchemaChangeReport';

interface Problem {
  title: string;
  details: { path: string; message: string }[];
}

const pretty = (entry: SchemaEntry) => JSON.stringify(entry.schema, null, 2);

/**
 * "Edit schema" of a registered collection: its schema as JSON (every key, nothing lost), checked
 * by the server's dry run — the changes, the rows they touch and the SQL — before it can be
 * applied. A destructive change (a field dropped, a type changed, a rule narrowed) is applied only
 * from a dry run that listed it, with its own button; rows that cannot take it block it. The
 * change is sent with If-Match: if someone changed the collection meanwhile, nothing is changed.
 */
export function EditSchemaDialog({ entry }: { entry: SchemaEntry }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => pretty(entry));
  const [checked, setChecked] = useState<{ text: string; report: SchemaChangeResult } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const change = useUpdateCollection(entry.name);
  const passed = checked !== null && checked.text === text;
  const report = passed ? checked.report : null;

  function parsed(): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(text);
      if (value !== null && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
      setProblem({ title: t`A collection schema is a JSON object`, details: [] });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setProblem({ title: t`Not valid JSON: ${reason}`, details: [] });
    }
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
          setProblem({ title: errorMessage(error), details: isApiError(error) ? (error.details ?? []) : [] });
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
        <div className="grid gap-2">
          <Label htmlFor={`${id}-schema`}>
            <Trans>Schema (JSON)</Trans>
          </Label>
          <Textarea
            id={`${id}-schema`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={18}
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="font-mono text-xs"
          />
        </div>
        {problem ? (
          <div id={`${id}-problem`} role="alert" className="grid gap-1 text-sm text-destructive">
            <p className="font-medium">{problem.title}</p>
            {problem.details.length > 0 ? (
              <ul className="grid gap-0.5">
                {problem.details.map((d, i) => (
                  <li key={`${d.path}-${i}`}>
                    <code className="font-mono text-xs">{d.path || '(schema)'}</code>:{' '}
                    {translateSchemaProblem(i18n, d.message)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
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
