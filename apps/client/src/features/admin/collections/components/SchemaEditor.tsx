import { DialogFooter, Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDiscardGuard } from '@/components/ConfirmDialog';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/lib/useUnsavedChangesGuard';
import { useCollectionSchemas } from '@/features/schema-ui/hooks/useCollectionSchemas';
import {
  builderToSchema,
  jsonDefaultProblems,
  schemaToBuilder,
  type BuilderState,
} from '../utils/builder-schema';
import { SchemaBuilder } from './SchemaBuilder';
import { parseSchemaJson, SchemaJsonField, type SchemaProblem } from './SchemaJson';
import { SchemaProblemSummary } from './SchemaProblemSummary';

type Mode = 'builder' | 'json';

/**
 * A collection schema being written, in the builder or as JSON. Switching tabs carries the schema
 * over both ways: the builder's schema becomes the JSON text, and JSON that parses opens in the
 * builder (keys it has no controls for kept as written). `key` names the schema as it stands, so a
 * dry run's report is offered for applying only while nothing has changed since.
 */
export function useSchemaDraft(initial: () => BuilderState, stored?: ReadonlySet<string>) {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('builder');
  const [builder, setBuilder] = useState<BuilderState>(initial);
  /** The schema as it was opened: a draft that differs from it has something to lose. */
  const [baseline, setBaseline] = useState(() => JSON.stringify(builderToSchema(builder)));
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<SchemaProblem | null>(null);
  /** How many checks or changes were refused: each brings the problem summary into focus. */
  const [failures, setFailures] = useState(0);
  const badDefaults = mode === 'builder' ? jsonDefaultProblems(builder) : [];
  const current: { schema: Record<string, unknown> } | { problem: SchemaProblem } =
    mode === 'json'
      ? parseSchemaJson(text, i18n)
      : badDefaults.length > 0
        ? {
            problem: {
              title: i18n._(msg`A JSON field's default is not valid JSON`),
              details: badDefaults.map(({ path }) => ({
                path,
                message: i18n._(msg`Not valid JSON`),
                live: true,
              })),
            },
          }
        : { schema: builderToSchema(builder) as unknown as Record<string, unknown> };
  const key = 'schema' in current ? JSON.stringify(current.schema) : null;
  // Text in the JSON tab that is no schema (yet) counts as a change too.
  const dirty = key !== baseline;

  function switchMode(next: string) {
    setProblem(null);
    if (next === mode) return;
    if (next === 'json') {
      setText(JSON.stringify(builderToSchema(builder), null, 2));
    } else {
      // Text that is no schema stays in the JSON tab, with the reason.
      const parsed = parseSchemaJson(text, i18n);
      if (!('schema' in parsed)) return setProblem(parsed.problem);
      setBuilder(schemaToBuilder(parsed.schema, stored));
    }
    setMode(next as Mode);
  }

  /** A check or change refused, by the server or by the draft itself: why, in focus. */
  function fail(next: SchemaProblem) {
    setProblem(next);
    setFailures((n) => n + 1);
  }

  function reset(state: BuilderState = initial()) {
    setMode('builder');
    setBuilder(state);
    setBaseline(JSON.stringify(builderToSchema(state)));
    setText('');
    setProblem(null);
  }

  return {
    mode,
    switchMode,
    builder,
    setBuilder,
    text,
    setText,
    current,
    key,
    dirty,
    problem,
    setProblem,
    failures,
    fail,
    reset,
  };
}

/**
 * Closing a schema dialog: at once when its draft is as opened, else after "Discard this draft?".
 * Leaving the page meanwhile (a link, Back, closing the tab) asks too, as every draft editor does
 * (useUnsavedChangesGuard): a schema built field by field was lost silently before.
 * `dirty` is true only while the dialog is open with changes; while `saving`, leaving is not
 * asked about (a successful create goes on to the new collection's page).
 */
export function useDraftCloseGuard(dirty: boolean, close: () => void, saving = false) {
  const { t } = useLingui();
  const leave = useUnsavedChangesGuard(dirty && !saving);
  const discard = useDiscardGuard({
    dirty,
    close,
    title: t`Discard this draft?`,
    description: (
      <p>
        <Trans>What you changed here has not been applied and will be lost.</Trans>
      </p>
    ),
    confirmLabel: t`Discard draft`,
  });
  return {
    requestClose: discard.requestClose,
    prompt: (
      <>
        {discard.prompt}
        <UnsavedChangesDialog guard={leave} />
      </>
    ),
  };
}

/**
 * A schema dialog's buttons (Cancel, Check, Create or Apply), the dialog's `footer`: kept in view
 * under the draft, which scrolls above them (a control reached by Tab is never behind them). In a
 * row that wraps, as on a phone three stacked buttons took a third of the screen.
 */
export function SchemaDialogFooter({ children }: { children: ReactNode }) {
  return <DialogFooter className="flex-row flex-wrap justify-end">{children}</DialogFooter>;
}

export type SchemaDraft = ReturnType<typeof useSchemaDraft>;

/**
 * The Builder and JSON tabs of a schema draft, and why the server refused it: a summary under the
 * tabs (each problem linked to its place in the builder), focused after each refused check or
 * change — unless the reader went on typing meanwhile — so that it is in view and read out.
 */
export function SchemaEditor({
  id,
  draft,
  editing = false,
}: {
  id: string;
  draft: SchemaDraft;
  /** A stored collection: names stay as they are. */
  editing?: boolean;
}) {
  const schemas = useCollectionSchemas();
  const targets = useMemo(() => (schemas.data ?? []).map((e) => e.schema), [schemas.data]);
  const { mode, problem, failures } = draft;
  const builderId = `${id}-builder`;
  const summary = useRef<HTMLDivElement>(null);
  const seen = useRef(failures);
  useEffect(() => {
    if (failures === seen.current) return;
    seen.current = failures;
    // Never from an input the reader went on typing in while the check ran.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    if (document.activeElement?.matches('input, textarea, select, [contenteditable="true"]')) return;
    summary.current?.focus();
  }, [failures]);
  return (
    <Tabs value={mode} onValueChange={draft.switchMode} className="grid min-w-0 gap-4">
      <TabsList className="w-fit">
        <TabsTrigger value="builder">
          <Trans>Builder</Trans>
        </TabsTrigger>
        <TabsTrigger value="json">JSON</TabsTrigger>
      </TabsList>
      {problem ? (
        <SchemaProblemSummary
          // A new one for each refusal: read out again even when it says the same.
          key={failures}
          ref={summary}
          id={`${id}-problem`}
          problem={problem}
          builder={mode === 'builder' ? { id: builderId, state: draft.builder } : undefined}
        />
      ) : null}
      <TabsContent value="builder" className="min-w-0">
        <SchemaBuilder
          id={builderId}
          state={draft.builder}
          onChange={draft.setBuilder}
          collections={targets}
          problems={mode === 'builder' ? (problem?.details ?? []) : []}
          editing={editing}
        />
      </TabsContent>
      <TabsContent value="json">
        <SchemaJsonField
          id={id}
          value={draft.text}
          onChange={draft.setText}
          invalid={problem !== null}
          rows={editing ? 18 : 16}
        />
      </TabsContent>
    </Tabs>
  );
}
