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
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import { useCollectionDryRun, useCreateCollection } from '../hooks/useCreateCollection';
import { builderToSchema, initialBuilderState, type BuilderState } from '../utils/builder-schema';
import { SchemaBuilder } from './SchemaBuilder';
import { SchemaChangeReport } from './SchemaChangeReport';
import {
  parseSchemaJson,
  schemaProblemOf,
  SchemaJsonField,
  SchemaProblemAlert,
  type SchemaProblem,
} from './SchemaJson';

type Mode = 'builder' | 'json';

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
  const [problem, setProblem] = useState<SchemaProblem | null>(null);
  const schemas = useCollectionSchemas();
  const targets = useMemo(() => (schemas.data ?? []).map((e) => e.schema), [schemas.data]);
  const dryRun = useCollectionDryRun();
  const create = useCreateCollection();

  const current =
    mode === 'builder'
      ? { schema: builderToSchema(builder) as Record<string, unknown> }
      : parseSchemaJson(text, i18n);
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
      onError: (error) => setProblem(schemaProblemOf(error)),
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
      onError: (error) => setProblem(schemaProblemOf(error)),
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
          <TabsContent value="json">
            <SchemaJsonField id={id} value={text} onChange={setText} invalid={problem !== null} />
          </TabsContent>
        </Tabs>
        {problem ? <SchemaProblemAlert id={id} problem={problem} details={mode === 'json'} /> : null}
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
