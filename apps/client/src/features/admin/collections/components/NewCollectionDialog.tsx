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
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
} from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { isApiError } from '@/api/http';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { errorMessage } from '@/lib/mutation-feedback';
import { useCollectionDryRun, useCreateCollection } from '../hooks/useCreateCollection';
import { builderToSchema, initialBuilderState, type BuilderState } from '../utils/builder-schema';
import { translateSchemaProblem } from '../utils/schema-problem-messages';
import { SchemaBuilder, type BuilderProblem } from './SchemaBuilder';
import { SchemaChangeReport } from './SchemaChangeReport';

type Mode = 'builder' | 'json';

interface Problem {
  title: string;
  details: BuilderProblem[];
}

function problemOf(error: unknown): Problem {
  return { title: errorMessage(error), details: isApiError(error) ? (error.details ?? []) : [] };
}

/** The schema in the JSON tab, or why it is not one. */
function parseSchema(text: string, i18n: I18n): { schema: Record<string, unknown> } | { problem: Problem } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { problem: { title: i18n._(msg`A collection schema is a JSON object`), details: [] } };
    }
    return { schema: value as Record<string, unknown> };
  } catch (error) {
    const reason = error instanceof Error ? error.message : i18n._(msg`parse error`);
    return {
      problem: {
        title: i18n._(msg`Not valid JSON: ${reason}`),
        details: [],
      },
    };
  }
}

/**
 * "New collection": built visually (fields, types, rules, permissions) or written as JSON
 * (libs/schema/collection.schema.json), then checked by the server's own dry run — its problems
 * shown where they belong, or the SQL and changes it would run. Creating is offered only for the
 * very schema that passed the dry run; nothing changes before.
 */
export function NewCollectionDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('builder');
  const [builder, setBuilder] = useState<BuilderState>(initialBuilderState);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ key: string; report: SchemaChangeResult } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const schemas = useCollectionSchemas();
  const targets = useMemo(() => (schemas.data ?? []).map((e) => e.schema), [schemas.data]);
  const dryRun = useCollectionDryRun();
  const create = useCreateCollection();

  const current =
    mode === 'builder'
      ? { schema: builderToSchema(builder) as Record<string, unknown> }
      : parseSchema(text, i18n);
  const key = 'schema' in current ? JSON.stringify(current.schema) : null;
  const passed = checked !== null && checked.key === key;

  function reset() {
    setMode('builder');
    setBuilder(initialBuilderState());
    setText('');
    setChecked(null);
    setProblem(null);
  }

  function check() {
    setProblem(null);
    setChecked(null);
    if (!('schema' in current)) return setProblem(current.problem);
    const schemaKey = key!;
    dryRun.mutate(current.schema, {
      onSuccess: (report) => setChecked({ key: schemaKey, report }),
      onError: (error) => setProblem(problemOf(error)),
    });
  }

  function apply() {
    if (!('schema' in current)) return;
    create.mutate(current.schema, {
      onSuccess: (result) => {
        setOpen(false);
        reset();
        onCreated(result.name);
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  }

  function switchMode(next: string) {
    // The builder's schema carries over to the JSON tab; edits there stay there.
    if (next === 'json' && mode === 'builder') setText(JSON.stringify(builderToSchema(builder), null, 2));
    setMode(next as Mode);
    setProblem(null);
  }

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
          <Trans>New collection</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
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
        <Tabs value={mode} onValueChange={switchMode} className="grid min-w-0 gap-4">
          <TabsList className="w-fit">
            <TabsTrigger value="builder">
              <Trans>Builder</Trans>
            </TabsTrigger>
            <TabsTrigger value="json">JSON</TabsTrigger>
          </TabsList>
          <TabsContent value="builder" className="min-w-0">
            <SchemaBuilder
              state={builder}
              onChange={setBuilder}
              collections={targets}
              problems={mode === 'builder' ? (problem?.details ?? []) : []}
            />
          </TabsContent>
          <TabsContent value="json" className="grid gap-2">
            <Label htmlFor={`${id}-schema`}>
              <Trans>Schema (JSON)</Trans>
            </Label>
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
          </TabsContent>
        </Tabs>
        {problem ? (
          <div id={`${id}-problem`} role="alert" className="grid gap-1 text-sm text-destructive">
            <p className="font-medium">{problem.title}</p>
            {mode === 'json' && problem.details.length > 0 ? (
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
        {passed ? <SchemaChangeReport report={checked.report} /> : null}
        {/* -bottom-6: sticks to the dialog's edge, not its padding (content would show under it). */}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="secondary" onClick={check} loading={dryRun.isPending}>
            <Trans>Check (dry run)</Trans>
          </Button>
          <Button onClick={apply} disabled={!passed} loading={create.isPending}>
            <Trans>Create collection</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
