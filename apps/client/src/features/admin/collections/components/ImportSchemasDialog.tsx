import { SCHEMAS_IMPORT_MAX_BYTES, type SchemasImportResult, type SchemasImportStatus } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '@/api/http';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage } from '@/lib/mutation-feedback';
import { translateServerMessage } from '@/lib/server-messages';
import { useImportSchemas } from '../hooks/useSchemasTransfer';
import { readText } from '../utils/read-file';
import { FileField } from './FileField';
import { SchemaChangeReport } from './SchemaChangeReport';
import { notJsonMessage } from './SchemaJson';

const STATUS_LABELS: Record<SchemasImportStatus, MessageDescriptor> = {
  created: msg`created`,
  changed: msg`changed`,
  unchanged: msg`unchanged`,
  dropped: msg`dropped`,
  missing: msg`not in the file, kept`,
};

/** The plan's summary line, one part per status: a message with its count, so each language orders and counts it. */
const STATUS_COUNTS: Record<SchemasImportStatus, (count: number) => MessageDescriptor> = {
  created: (count) => msg`${plural(count, { one: '# created', other: '# created' })}`,
  changed: (count) => msg`${plural(count, { one: '# changed', other: '# changed' })}`,
  unchanged: (count) => msg`${plural(count, { one: '# unchanged', other: '# unchanged' })}`,
  dropped: (count) => msg`${plural(count, { one: '# dropped', other: '# dropped' })}`,
  missing: (count) =>
    msg`${plural(count, { one: '# not in the file, kept', other: '# not in the file, kept' })}`,
};

/** A refusal: its message and each detail (`collections.1.fields.0.max: …`). */
interface Refusal {
  title: string;
  details: string[];
}

function refusalOf(error: unknown): Refusal {
  const details = isApiError(error)
    ? (error.details ?? []).map((d) =>
        d.path ? `${d.path}: ${translateServerMessage(d.message)}` : translateServerMessage(d.message),
      )
    : [];
  return { title: errorMessage(error), details };
}

/**
 * "Import": an export file of another Atrium (or this one's, edited) checked by the server's dry
 * run first — what each collection would become, the SQL, the rows touched — and applied in one
 * transaction only when asked, destructive changes only once confirmed (as Supabase and Directus
 * show a schema diff before applying a snapshot).
 */
export function ImportSchemasDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  const importSchemas = useImportSchemas();
  const [fileName, setFileName] = useState<string | null>(null);
  const [file, setFile] = useState<unknown>(undefined);
  const [dropMissing, setDropMissing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [plan, setPlan] = useState<SchemasImportResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function dryRun(content: unknown, drop: boolean) {
    setPlan(null);
    setRefusal(null);
    setConfirmed(false);
    importSchemas.mutate(
      { file: content, dryRun: true, dropMissing: drop },
      { onSuccess: setPlan, onError: (error) => setRefusal(refusalOf(error)) },
    );
  }

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    setFileName(chosen.name);
    setPlan(null);
    setFile(undefined);
    if (chosen.size > SCHEMAS_IMPORT_MAX_BYTES) {
      const megabytes = number(SCHEMAS_IMPORT_MAX_BYTES / 1024 / 1024);
      setRefusal({ title: t`The file is over ${megabytes} MB`, details: [] });
      return;
    }
    const text = await readText(chosen);
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch {
      setRefusal({ title: notJsonMessage(text, i18n), details: [] });
      return;
    }
    setFile(content);
    dryRun(content, dropMissing);
  }

  const counts = new Map<SchemasImportStatus, number>();
  for (const c of plan?.collections ?? []) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  const summary = [...counts].map(([status, count]) => i18n._(STATUS_COUNTS[status](count))).join(' · ');
  const changing = plan?.collections.filter((c) => c.status !== 'unchanged' && c.status !== 'missing') ?? [];
  const kept = plan?.collections.filter((c) => c.status === 'missing').map((c) => c.name) ?? [];
  const keptList = kept.join(', ');
  const unchanged = plan?.collections.filter((c) => c.status === 'unchanged').map((c) => c.name) ?? [];
  const unchangedList = unchanged.join(', ');
  const blocked = plan?.collections.some((c) => c.blockers.length > 0) ?? false;
  const ready = plan !== null && changing.length > 0 && !blocked && (!plan.destructive || confirmed);

  function apply() {
    setRefusal(null);
    importSchemas.mutate(
      { file, dryRun: false, confirm: plan?.destructive ?? false, dropMissing },
      { onSuccess: onClose, onError: (error) => setRefusal(refusalOf(error)) },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-3xl"
        footer={
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant={plan?.destructive ? 'destructive' : 'default'}
              disabled={!ready}
              loading={importSchemas.isPending && plan !== null}
              onClick={apply}
            >
              <Trans>Apply import</Trans>
            </Button>
          </DialogFooter>
        }
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Import collections</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A file exported by an Atrium (Collections → Export). The server shows what it would change
              first; nothing is applied until you say so, and then all of it in one transaction.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <FileField
          label={<Trans>Export file</Trans>}
          accept=".json,application/json"
          fileName={fileName}
          onFile={(file) => void read(file)}
          testId="schemas-file-name"
        />
        <label className="inline-flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={dropMissing}
            onChange={(e) => {
              setDropMissing(e.target.checked);
              if (file !== undefined) dryRun(file, e.target.checked);
            }}
          />
          <Trans>Also drop the registered collections the file does not have, with their tables</Trans>
        </label>
        {importSchemas.isPending && plan === null ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <Trans>Checking the file…</Trans>
          </p>
        ) : null}
        {refusal ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{refusal.title}</AlertTitle>
            {refusal.details.length > 0 ? (
              <AlertDescription>
                <ul className="grid gap-0.5 [overflow-wrap:anywhere]">
                  {refusal.details.slice(0, 30).map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        {plan ? (
          <section aria-label={t`What the import changes`} className="grid min-w-0 gap-3">
            <p className="text-sm font-medium" aria-live="polite">
              {summary}
            </p>
            {changing.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Every collection of the file is as it is here: there is nothing to apply.</Trans>
              </p>
            ) : null}
            {changing.map((report) => (
              <div key={report.name} className="grid gap-1.5">
                <Badge variant={report.destructive ? 'destructive' : 'secondary'} className="w-fit">
                  {report.name} · {i18n._(STATUS_LABELS[report.status])}
                </Badge>
                <SchemaChangeReport report={report} />
              </div>
            ))}
            {unchanged.length > 0 ? (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                <Trans>Unchanged: {unchangedList}</Trans>
              </p>
            ) : null}
            {kept.length > 0 ? (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                <Trans>Not in the file, kept: {keptList}</Trans>
              </p>
            ) : null}
            {plan.destructive && !blocked ? (
              <label className="inline-flex items-start gap-2 text-sm font-medium text-destructive">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-destructive"
                  checked={confirmed}
                  onChange={(e) => setConfirmed(e.target.checked)}
                />
                <Trans>Apply the destructive changes: the values and tables they drop are lost</Trans>
              </label>
            ) : null}
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
