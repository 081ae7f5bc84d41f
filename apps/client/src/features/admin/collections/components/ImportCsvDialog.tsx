import type { Collection } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { plural as pluralOf } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { translateServerMessage } from '@/lib/server-messages';
import { nounInSentence } from '../utils/collection-nouns';
import { csvCell } from '../utils/records-csv';
import { CSV_IMPORT_MAX_BYTES, planCsvImport, type CsvImportPlan } from '../utils/csv-import';
import { ImportStopped, useImportRecords } from '../hooks/useImportRecords';
import { readText } from '../utils/read-file';
import { FileField } from './FileField';

/** Rows the preview draws (the counts cover the whole file). */
const PREVIEW_ROWS = 200;
/** Mapped columns the preview shows. */
const PREVIEW_COLUMNS = 6;

/**
 * CSV import with a preview: the file's columns matched to fields (by name or label), every row
 * checked with the collection's zod before anything is sent, problems shown per row; the rows
 * without problems are imported, 1000 a request.
 */
export function ImportCsvDialog({
  collection,
  writable,
  plural,
  onClose,
}: {
  collection: Collection;
  writable: readonly string[];
  plural: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { timeZone, number } = useFormatters();
  const lowerPlural = nounInSentence(plural, i18n.locale);
  const [fileName, setFileName] = useState<string | null>(null);
  const [plan, setPlan] = useState<CsvImportPlan | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [stopped, setStopped] = useState<ImportStopped | null>(null);
  const importRecords = useImportRecords(collection.name, plural);

  async function read(file: File | undefined) {
    setStopped(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      const megabytes = number(CSV_IMPORT_MAX_BYTES / 1024 / 1024);
      setPlan({ columns: [], records: [], fileProblems: [t`The file is over ${megabytes} MB`] });
      return;
    }
    setPlan(planCsvImport(collection, await readText(file), { writable, timeZone, formatNumber: number }));
  }

  // A row's problem names its field as the list's columns and the record form do: by label.
  const labels = useMemo(() => new Map(collection.fields.map((f) => [f.name, fieldLabel(f)])), [collection]);
  const valid = useMemo(() => plan?.records.filter((r) => r.problems.length === 0) ?? [], [plan]);
  const withProblems = (plan?.records.length ?? 0) - valid.length;
  const mapped = plan?.columns.filter((c) => c.field) ?? [];
  const ignored = plan?.columns.filter((c) => !c.field).map((c) => c.header) ?? [];
  const shownColumns = mapped.slice(0, PREVIEW_COLUMNS);
  const shownRows = (
    onlyProblems ? plan?.records.filter((r) => r.problems.length > 0) : plan?.records
  )?.slice(0, PREVIEW_ROWS);
  const readyCount = valid.length;
  const readyShown = number(readyCount);
  const problemsShown = number(withProblems);
  const columnList = mapped.map((c) => c.header).join(', ');
  const ignoredList = ignored.join(', ');
  const stoppedImported = stopped?.imported ?? 0;
  const stoppedShown = number(stoppedImported);
  const stoppedMessage = stopped?.message ?? '';

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The footer stays in view under a long preview (a file with many refused rows): on a
          phone the Import button was a screen's scroll away. */}
      <DialogContent
        className="max-w-4xl"
        footer={
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              disabled={valid.length === 0}
              loading={importRecords.isPending}
              onClick={() =>
                importRecords.mutate(valid, {
                  onSuccess: onClose,
                  onError: (error) => setStopped(error instanceof ImportStopped ? error : null),
                })
              }
            >
              {t`Import ${pluralOf(readyCount, { one: `${readyShown} row`, other: `${readyShown} rows` })}`}
            </Button>
          </DialogFooter>
        }
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Import {lowerPlural} from CSV</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              The first line names the columns (field names or labels). Every row is checked before anything
              is sent; rows with problems are left out.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <FileField
          label={<Trans>CSV file</Trans>}
          accept=".csv,text/csv"
          fileName={fileName}
          onFile={(file) => void read(file)}
          testId="csv-file-name"
        />
        {plan && plan.fileProblems.length > 0 ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>
              <Trans>{fileName} cannot be imported</Trans>
            </AlertTitle>
            <AlertDescription>
              {plan.fileProblems.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </AlertDescription>
          </Alert>
        ) : null}
        {plan && plan.fileProblems.length === 0 ? (
          <section aria-label={t`Preview`} className="grid min-w-0 gap-3">
            <p className="text-sm" aria-live="polite">
              <span className="font-medium">
                <Trans>{readyShown} ready</Trans>
              </span>
              {withProblems > 0 ? (
                <span className="text-destructive"> · {t`${problemsShown} with problems`}</span>
              ) : null}
              <span className="text-muted-foreground">
                {' '}
                · {t`columns: ${columnList}`}
                {ignored.length > 0 ? ` · ${t`ignored: ${ignoredList}`}` : ''}
              </span>
            </p>
            {withProblems > 0 ? (
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={onlyProblems}
                  onChange={(e) => setOnlyProblems(e.target.checked)}
                />
                <Trans>Only rows with problems</Trans>
              </label>
            ) : null}
            <div className="max-h-80 overflow-auto rounded-lg border">
              <table className="w-full text-sm tabular-nums" aria-label={t`Rows to import`}>
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {/* A line of the file (its number), not the chart kind "Line" (Linie, 折れ線). */}
                      <Trans context="line of a file">Line</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      <Trans>Status</Trans>
                    </th>
                    {shownColumns.map((c) => (
                      <th
                        key={c.header}
                        scope="col"
                        className="px-3 py-2 text-left font-medium whitespace-nowrap"
                      >
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {shownRows?.map((record) => {
                    const line = record.line;
                    return (
                      <tr key={line} className="align-top" aria-label={t`Line ${line}`}>
                        <td className="px-3 py-2 text-muted-foreground">{record.line}</td>
                        {/* Wide enough for a problem on a line or two: on a phone the column shrank to
                            its longest word and a row's problems ran a word a line (220 px a row);
                            the table scrolls sideways in its box instead. */}
                        <td className="min-w-52 px-3 py-2">
                          {record.problems.length === 0 ? (
                            <Badge variant="secondary">
                              <Trans>Ready</Trans>
                            </Badge>
                          ) : (
                            <ul className="grid gap-0.5 text-xs text-destructive">
                              {record.problems.map((p) => (
                                <li key={`${p.field}-${p.message}`}>
                                  {p.field ? `${labels.get(p.field) ?? p.field}: ` : ''}
                                  {translateServerMessage(p.message)}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                        {shownColumns.map((c) => {
                          const name = c.field!.name;
                          // A refused cell shows what the file has ('maybe'), not what it became.
                          const refused = record.problems.some((p) => p.field === name);
                          return (
                            <td
                              key={c.header}
                              className={cn('max-w-48 truncate px-3 py-2', refused && 'text-destructive')}
                            >
                              {refused ? record.typed[name] : csvCell(record.values[name])}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {stopped ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>
              {stoppedImported > 0
                ? t`${pluralOf(stoppedImported, { one: `${stoppedShown} row was imported, then the server refused: ${stoppedMessage}`, other: `${stoppedShown} rows were imported, then the server refused: ${stoppedMessage}` })}`
                : t`The server refused the rows: ${stoppedMessage}`}
            </AlertTitle>
            {stopped.problems.length > 0 ? (
              <AlertDescription>
                {stopped.problems.slice(0, 20).map((p) => {
                  const problemLine = p.line;
                  const problemMessage = p.message;
                  return (
                    <p key={`${p.line}-${p.message}`}>
                      {problemLine === null ? (
                        problemMessage
                      ) : (
                        <Trans>
                          Line {problemLine}: {problemMessage}
                        </Trans>
                      )}
                    </p>
                  );
                })}
              </AlertDescription>
            ) : null}
          </Alert>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
