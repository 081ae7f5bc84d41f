import type { SchemaChangeResult } from '@atrium/schema';
import { Badge } from '@atrium/ui';

/** The server's dry run of a schema change: each change, the blockers, and the SQL it would run. */
export function SchemaChangeReport({ report }: { report: SchemaChangeResult }) {
  const sql = [...report.sql, ...report.sql_after_commit];
  return (
    <section aria-label="Dry run" className="grid min-w-0 gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
      <p className="font-medium">
        {report.action === 'create' ? `Creates the table of "${report.name}"` : `Changes "${report.name}"`}
        {report.destructive ? ' — destructive' : ''}
      </p>
      {report.changes.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Changes">
          {report.changes.map((change, i) => (
            <li key={`${change.path}-${i}`} className="flex items-start gap-2">
              <Badge variant={change.kind === 'destructive' ? 'destructive' : 'secondary'}>
                {change.kind}
              </Badge>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {change.message}
                {change.rows !== null && change.rows > 0 ? ` (${change.rows.toLocaleString()} rows)` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {report.blockers.length > 0 ? (
        <ul className="grid gap-1 text-destructive" aria-label="Blockers">
          {report.blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      ) : null}
      {sql.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">SQL it runs</p>
          <pre
            data-testid="dry-run-sql"
            className="max-h-64 overflow-auto rounded-md bg-background p-3 font-mono text-xs leading-relaxed"
          >
            {sql.map((statement) => `${statement.trim().replace(/;?$/, ';')}\n`).join('\n')}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
