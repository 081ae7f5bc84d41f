import type { SchemaChangeResult } from '@atrium/schema';
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
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '../../../../api/http';
import { errorMessage } from '../../../zones/utils/mutation-feedback';
import { useCollectionDryRun, useCreateCollection } from '../hooks/useCreateCollection';
import { SchemaChangeReport } from './SchemaChangeReport';

export const COLLECTION_TEMPLATE = `{
  "name": "tasks",
  "label": "Task",
  "fields": [
    { "name": "title", "type": "string", "required": true, "max": 200 },
    { "name": "done", "type": "boolean", "required": true, "default": false },
    { "name": "due_on", "type": "date" }
  ],
  "list": { "columns": ["title", "done", "due_on"], "searchable": ["title"] }
}`;

interface Problem {
  title: string;
  details: { path: string; message: string }[];
}

function problemOf(error: unknown): Problem {
  return {
    title: errorMessage(error),
    details: isApiError(error) ? (error.details ?? []) : [],
  };
}

/**
 * "New collection" as a JSON schema (libs/schema/collection.schema.json), checked by the server's
 * own dry run before anything is applied: its problems by path, or the SQL and changes it would
 * run. Creating is offered only for the text that passed the dry run.
 */
export function NewCollectionDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(COLLECTION_TEMPLATE);
  const [checked, setChecked] = useState<{ text: string; report: SchemaChangeResult } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const dryRun = useCollectionDryRun();
  const create = useCreateCollection();

  function parse(): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(text);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        setProblem({ title: 'A collection schema is a JSON object', details: [] });
        return null;
      }
      return value as Record<string, unknown>;
    } catch (error) {
      setProblem({
        title: `Not valid JSON: ${error instanceof Error ? error.message : 'parse error'}`,
        details: [],
      });
      return null;
    }
  }

  function check() {
    setProblem(null);
    setChecked(null);
    const schema = parse();
    if (!schema) return;
    dryRun.mutate(schema, {
      onSuccess: (report) => setChecked({ text, report }),
      onError: (error) => setProblem(problemOf(error)),
    });
  }

  function apply() {
    const schema = parse();
    if (!schema) return;
    create.mutate(schema, {
      onSuccess: (result) => {
        setOpen(false);
        setChecked(null);
        setText(COLLECTION_TEMPLATE);
        onCreated(result.name);
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  }

  const current = checked !== null && checked.text === text;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          New collection
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>New collection</DialogTitle>
          <DialogDescription>
            Write the collection's schema: its fields, list and form, and who may do what. Check it first: the
            server shows the table it would create, and nothing changes until you create it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-schema`}>Schema (JSON)</Label>
          <Textarea
            id={`${id}-schema`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={16}
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
                    <code className="font-mono text-xs">{d.path || '(schema)'}</code>: {d.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {current ? <SchemaChangeReport report={checked.report} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={check} loading={dryRun.isPending}>
            Check (dry run)
          </Button>
          <Button onClick={apply} disabled={!current} loading={create.isPending}>
            Create collection
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
