import type { Collection } from '@atrium/schema';
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
  Input,
  Label,
} from '@atrium/ui';
import { useId, useMemo, useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { csvCell } from '../utils/records-csv';
import { CSV_IMPORT_MAX_BYTES, planCsvImport, type CsvImportPlan } from '../utils/csv-import';
import { ImportStopped, useImportRecords } from '../hooks/useImportRecords';

/** Rows the preview draws (the counts cover the whole file). */
const PREVIEW_ROWS = 200;
/** Mapped columns the preview shows. */
const PREVIEW_COLUMNS = 6;

/** A file's text (FileReader: also where Blob.text() is missing). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

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
  const id = useId();
  const { timeZone } = useFormatters();
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
      setPlan({
        columns: [],
        records: [],
        fileProblems: [`The file is over ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB`],
      });
      return;
    }
    setPlan(planCsvImport(collection, await readText(file), { writable, timeZone }));
  }

  const valid = useMemo(() => plan?.records.filter((r) => r.problems.length === 0) ?? [], [plan]);
  const withProblems = (plan?.records.length ?? 0) - valid.length;
  const mapped = plan?.columns.filter((c) => c.field) ?? [];
  const ignored = plan?.columns.filter((c) => !c.field).map((c) => c.header) ?? [];
  const shownColumns = mapped.slice(0, PREVIEW_COLUMNS);
  const shownRows = (
    onlyProblems ? plan?.records.filter((r) => r.problems.length > 0) : plan?.records
  )?.slice(0, PREVIEW_ROWS);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import {plural.toLowerCase()} from CSV</DialogTitle>
          <DialogDescription>
            The first line names the columns (field names or labels). Every row is checked before anything is
            sent; rows with problems are left out.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void read(e.target.files?.[0])}
          />
        </div>
        {plan && plan.fileProblems.length > 0 ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{fileName} cannot be imported</AlertTitle>
            <AlertDescription>
              {plan.fileProblems.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </AlertDescription>
          </Alert>
        ) : null}
        {plan && plan.fileProblems.length === 0 ? (
          <section aria-label="Preview" className="grid min-w-0 gap-3">
            <p className="text-sm" aria-live="polite">
              <span className="font-medium">{valid.length.toLocaleString()} ready</span>
              {withProblems > 0 ? (
                <span className="text-destructive"> · {withProblems.toLocaleString()} with problems</span>
              ) : null}
              <span className="text-muted-foreground">
                {' '}
                · columns: {mapped.map((c) => c.header).join(', ')}
                {ignored.length > 0 ? ` · ignored: ${ignored.join(', ')}` : ''}
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
                Only rows with problems
              </label>
            ) : null}
            <div className="max-h-80 overflow-auto rounded-lg border">
              <table className="w-full text-sm tabular-nums" aria-label="Rows to import">
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      Status
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
                  {shownRows?.map((record) => (
                    <tr key={record.line} className="align-top" aria-label={`Line ${record.line}`}>
                      <td className="px-3 py-2 text-muted-foreground">{record.line}</td>
                      <td className="px-3 py-2">
                        {record.problems.length === 0 ? (
                          <Badge variant="secondary">Ready</Badge>
                        ) : (
                          <ul className="grid gap-0.5 text-xs text-destructive">
                            {record.problems.map((p) => (
                              <li key={`${p.field}-${p.message}`}>
                                {p.field ? `${p.field}: ` : ''}
                                {p.message}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      {shownColumns.map((c) => (
                        <td key={c.header} className="max-w-48 truncate px-3 py-2">
                          {csvCell(record.values[c.field!.name])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {stopped ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>
              {stopped.imported > 0
                ? `${stopped.imported.toLocaleString()} rows were imported, then the server refused: ${stopped.message}`
                : `The server refused the rows: ${stopped.message}`}
            </AlertTitle>
            {stopped.problems.length > 0 ? (
              <AlertDescription>
                {stopped.problems.slice(0, 20).map((p) => (
                  <p key={`${p.line}-${p.message}`}>
                    Line {p.line}: {p.message}
                  </p>
                ))}
              </AlertDescription>
            ) : null}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
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
            Import {valid.length.toLocaleString()} {valid.length === 1 ? 'row' : 'rows'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
